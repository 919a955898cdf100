import ControlSpecCore

/// Flattens a nested chart (states under states) into the leaves every later stage reads.
///
/// A leaf keeps its name and gets the look its parents give, refined by its own (`inherited`); a
/// parent becomes a `ParentState`. State names are unique in their region at every level, so a bare
/// name always says which state it is; a path (`playing.buffering`) may be written instead, and
/// must follow the nesting from the top of the region. A transition's `to:` and the region's
/// `initial:` that name a parent are rewritten to the leaf entering the parent enters (its initial
/// child, down to a leaf); `from:` keeps a parent's name, which `ResolvedControl` expands to its
/// leaves at the parent's rank.
extension DecodeContext {
    /// The leaves and parents of `nodes`, the top states of one region.
    mutating func flattenStates(_ nodes: [StateNode]) -> (leaves: [State], parents: [ParentState]) {
        var leaves: [State] = []
        var parents: [ParentState] = []
        var firstPlace: [String: SourceLocation] = [:]
        func walk(
            _ node: StateNode, ancestors: [String], inherited: State?, into context: inout DecodeContext
        ) {
            let name = node.state.name
            if let first = firstPlace[name.value] {
                context.report(
                    .duplicateName,
                    "state '\(name.value)' is declared twice in its region; nested states share one namespace,"
                        + " so rename one",
                    at: name.location, notes: [Diagnostic.Note("the first is declared here", at: first)])
            } else {
                firstPlace[name.value] = name.location
            }
            var look = node.state
            if let inherited { look = Self.refining(inherited, with: node.state) }
            look.ancestors = ancestors
            guard node.isParent, let first = node.children.first else {
                leaves.append(look)
                return
            }
            let childNames = node.children.map(\.state.name.value)
            var initial = first.state.name.value
            if let chosen = node.initial {
                if childNames.contains(chosen.value) {
                    initial = chosen.value
                } else {
                    context.undeclared(
                        "child state", chosen, among: childNames,
                        otherwise: "name one of the states under '\(name.value)'")
                }
            }
            let leafStart = leaves.count
            let index = parents.count
            parents.append(
                ParentState(
                    name: name, ancestors: ancestors, children: childNames, initial: initial, leaves: [],
                    suppress: node.state.suppress))
            parents[index].history = node.history
            parents[index].initialWritten = node.initial
            for child in node.children {
                walk(child, ancestors: ancestors + [name.value], inherited: look, into: &context)
            }
            parents[index].leaves = leaves[leafStart...].map(\.name.value)
        }
        for node in nodes { walk(node, ancestors: [], inherited: nil, into: &self) }
        return (leaves, parents)
    }

    /// `child`'s look over `parent`'s: every aspect the child sets replaces the parent's, a value of
    /// `values:` replaces the parent's value for the same target and property, and `suppress:`
    /// adds to the parent's.
    static func refining(_ parent: State, with child: State) -> State {
        var look = child
        if look.images.isEmpty { look.images = parent.images }
        if look.texts.isEmpty { look.texts = parent.texts }
        let own = Set(child.values.map { "\($0.value.target)|\($0.value.property)" })
        look.values =
            parent.values.filter { !own.contains("\($0.value.target)|\($0.value.property)") } + child.values
        look.alpha = child.alpha ?? parent.alpha
        look.tint = child.tint ?? parent.tint
        look.selected = child.selected ?? parent.selected
        look.highlighted = child.highlighted ?? parent.highlighted
        look.enabled = child.enabled ?? parent.enabled
        look.accessibilityLabel = child.accessibilityLabel ?? parent.accessibilityLabel
        look.accessibilityValue = child.accessibilityValue ?? parent.accessibilityValue
        look.suppress = parent.suppress + child.suppress
        return look
    }

    /// `initial:` and every transition's `from:` and `to:` with paths read as bare names, and
    /// `initial:` and `to:` naming a parent rewritten to the leaf it enters.
    mutating func resolvePaths(
        initial: [Located<String>], transitions: [Transition], leaves: [State], parents: [ParentState],
        holders: [Holder]
    ) -> (initial: [Located<String>], transitions: [Transition]) {
        guard
            !parents.isEmpty || initial.contains(where: \.value.isPath)
                || transitions.contains(where: \.mentionsPath)
        else { return (initial, transitions) }
        var parentOf: [String: ParentState] = [:]
        for parent in parents { parentOf[parent.name.value] = parent }
        var ancestry: [String: [String]] = [:]
        for leaf in leaves { ancestry[leaf.name.value] = leaf.ancestors }
        for parent in parents { ancestry[parent.name.value] = parent.ancestors }
        let topNames = ancestry.filter(\.value.isEmpty).keys.sorted()
        func bare(_ name: Located<String>, into context: inout DecodeContext) -> Located<String> {
            guard name.value.isPath else { return name }
            let parts = name.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var above: [String] = []
            for part in parts {
                let siblings = above.last.map { parentOf[$0]?.children ?? [] } ?? topNames
                if let holder = above.last.flatMap({ last in holders.first { $0.state.value == last } }),
                    holder.regions.mapping?.contains(where: { $0.key.scalar?.value == part }) == true
                {
                    context.report(
                        .undefinedReference,
                        "'\(name.value)' names a state inside the region '\(part)' of '\(holder.state.value)';"
                            + " write '\(holder.state.value)' (entering it enters the initial state of each of"
                            + " its regions), or a transition in '\(part)'",
                        at: name.location)
                    return name
                }
                guard siblings.contains(part) else {
                    let place = above.isEmpty ? "the top of the region" : "'\(above.joined(separator: "."))'"
                    let closest = Suggestion.closest(to: part, in: siblings)
                    context.report(
                        .undefinedReference,
                        "state path '\(name.value)' does not follow the nesting: \(place) has no state '\(part)'"
                            + (closest.map { "; did you mean '\($0)'?" }
                                ?? "; write the path from the top of the region"),
                        at: name.location)
                    return name
                }
                above.append(part)
            }
            return Located(parts.last ?? name.value, at: name.location)
        }
        func entered(_ name: Located<String>) -> Located<String> {
            var current = name.value
            var seen: Set<String> = []
            while let parent = parentOf[current], seen.insert(current).inserted { current = parent.initial }
            return Located(current, at: name.location)
        }
        let newInitial = initial.map { entered(bare($0, into: &self)) }
        var newTransitions = transitions
        for index in newTransitions.indices {
            if case .states(let names) = newTransitions[index].from {
                let sources = names.map { bare($0, into: &self) }
                newTransitions[index].from = .states(sources)
                // A parent's clock has no entering animation of its own: the child the step ends in
                // was entered by it.
                if let timer = newTransitions[index].timer, timer.waitsForAnimation,
                    let parent = sources.first(where: { parentOf[$0.value] != nil })
                {
                    report(
                        .conflictingKeys,
                        "'after: animation' on a transition from the parent state '\(parent.value)' is not"
                            + " supported; a parent's timer counts from its entry (write 'after:' seconds),"
                            + " or put it on the child states the animation enters",
                        at: newTransitions[index].location)
                }
            }
            let target = bare(newTransitions[index].to, into: &self)
            if parentOf[target.value] != nil { newTransitions[index].toParent = target.value }
            newTransitions[index].to = entered(target)
        }
        return (newInitial, newTransitions)
    }
}

extension DecodeContext {
    /// A state's name or path (`playing.buffering`): each part checked against the naming rules.
    mutating func statePath(_ node: YAMLNode) -> Located<String>? {
        guard let text = node.scalarText, text.contains(".") else { return name(node, kind: .state) }
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            if let problem = NameRules.problem(with: String(part), kind: .state) {
                report(.invalidName, "in the state path '\(text)': " + problem, at: node.location)
                return nil
            }
        }
        return Located(text, at: node.location)
    }

    /// One state name or path, or a list of them.
    mutating func statePaths(_ node: YAMLNode) -> [Located<String>] {
        guard let items = node.sequence else { return statePath(node).map { [$0] } ?? [] }
        if items.isEmpty {
            report(.tooFewItems, "expected at least one state name, found an empty list", at: node.location)
        }
        return items.compactMap { statePath($0) }
    }
}

extension String {
    /// Whether the name is a path of nested states (`playing.buffering`).
    fileprivate var isPath: Bool { contains(".") }
}

extension Transition {
    /// Whether `from:` or `to:` is written as a path.
    fileprivate var mentionsPath: Bool {
        if to.value.isPath { return true }
        if case .states(let names) = from { return names.contains { $0.value.isPath } }
        return false
    }
}
