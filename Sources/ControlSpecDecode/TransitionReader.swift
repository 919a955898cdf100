import ControlSpecCore

/// Reads `transitions:`: each transition's source, events, target, guard, actions, outputs and
/// animation. Names are checked against their declarations later, by the resolver.
extension DecodeContext {
    mutating func decodeTransitions(_ node: YAMLNode, properties: [Property]) -> [Transition] {
        guard let items = sequence(node, what: "'transitions'") else { return [] }
        // Sized once: growing by doubling would copy every transition read so far, several times.
        var transitions: [Transition] = []
        transitions.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let transition = decodeTransition(item, index: index, properties: properties) {
                transitions.append(transition)
            }
        }
        return transitions
    }

    private mutating func decodeTransition(_ node: YAMLNode, index: Int, properties: [Property])
        -> Transition?
    {
        guard let fields = fields(of: node, table: SpecKeys.transition, what: "a transition") else {
            return nil
        }
        let from = fields["from"].flatMap { decodeSource($0) }
        let on = fields["on"].map { names($0, kind: .event) } ?? []
        let timer = decodeTimer(after: fields["after"], every: fields["every"])
        let to = fields["to"].flatMap { statePath($0) }
        let condition = fields["when"].flatMap { decodeCondition($0) }
        let actions = fields["set"].map { decodeActions($0, properties: properties) } ?? []
        checkTouchReads(actions, condition: condition, on: on)
        let emit = fields["emit"].map { names($0, kind: .output) } ?? []
        let animation = fields["animation"].flatMap { name($0, kind: .animation) }
        let suppress = fields["suppress"].map { suppressions($0) } ?? []
        let given = fields["name"].flatMap { name($0, kind: .transition) }
        guard let from, !on.isEmpty || timer != nil, let to else { return nil }
        return Transition(
            index: index, from: from, on: on, timer: timer, to: to, condition: condition, actions: actions,
            emit: emit,
            animation: animation, suppress: suppress, name: given, location: node.location)
    }

    /// `"*"`, a state, or a list of states.
    private mutating func decodeSource(_ node: YAMLNode) -> Transition.Source? {
        if node.scalarText == "*" { return .any(node.location) }
        let states = statePaths(node)
        return states.isEmpty ? nil : .states(states)
    }

    /// `else`, or a guard parsed into an expression located inside the guard text.
    mutating func decodeCondition(_ node: YAMLNode) -> Transition.Condition? {
        if Self.hasUnsupportedTag(node), let tag = node.tag, tag.hasPrefix("!"), let scalar = node.scalar {
            // `when: !offline` unquoted: YAML reads `!offline` as a tag, not as a negation.
            let written = tag + (scalar.value.isEmpty ? "" : " " + scalar.value)
            explainedTags.insert(node.location)
            report(
                .invalidGuard,
                "YAML reads '\(tag)' as a tag, not as a negation; quote a guard that starts with '!':"
                    + " when: \"\(written)\"",
                at: node.location)
            return nil
        }
        guard let text = scalarText(node, expected: "a guard such as \"count > 0\" or else") else {
            return nil
        }
        if node.scalar?.style == .plain, Self.isElse(text.value) {
            return .otherwise(node.location)
        }
        let locator = GuardLocator(for: node)
        do {
            return .expression(try GuardParser.parse(text.value, locator: locator, tokens: &guardTokens))
        } catch {
            report(.invalidGuard, error.message, at: locator.location(of: error.offset))
            return nil
        }
    }

    /// Whether `text` is `else` between spaces and tabs, read from its UTF-8 without a trimmed copy.
    private static func isElse(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var lower = 0
            var upper = bytes.count
            while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
            while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
            return bytes[lower..<upper].elementsEqual("else".utf8)
        } ?? (text.trimmingSpaces == "else")
    }
}
