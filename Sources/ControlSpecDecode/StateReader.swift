import ControlSpecCore

/// Reads `states:`: each state and what the control looks like in it, and a parent's child
/// states (flattened by `flattenStates`).
extension DecodeContext {
    /// A state as written: its own look, and for a parent its children and initial child.
    struct StateNode {
        var state: State
        /// The children (`states:` under the state); empty for a leaf.
        var children: [StateNode] = []
        /// Whether the state has `states:` (a parent, even when its children failed to decode).
        var isParent = false
        /// The child it enters (`initial:`), if written.
        var initial: Located<String>?
        /// What it remembers when left (`history:`), if written.
        var history: Located<StateHistory>?
        /// Its nested regions (`regions:`, read by `decodeNestedRegions`), if written.
        var regions: YAMLNode?
    }

    mutating func decodeStates(_ node: YAMLNode, colors: Set<String>) -> [StateNode] {
        namedEntries(node, what: "'states'", nameKind: .state).map { name, value in
            decodeState(name: name, node: value, colors: colors)
        }
    }

    private mutating func decodeState(name: Located<String>, node: YAMLNode, colors: Set<String>) -> StateNode
    {
        if node.scalar?.isNull == true { return StateNode(state: State(name: name, location: name.location)) }
        guard let fields = fields(of: node, table: SpecKeys.state, what: "state '\(name.value)'") else {
            return StateNode(state: State(name: name, location: name.location))
        }
        var state = State(name: name, location: name.location)
        state.images = fields["image"].map { names($0, kind: .image) } ?? []
        state.texts = fields["text"].map { names($0, kind: .text) } ?? []
        state.values = fields["values"].map { lookBindings($0) } ?? []
        state.alpha = fields["alpha"].flatMap {
            number(
                $0, what: "alpha", in: SpecKeys.state.bounds("alpha"),
                rule: "alpha runs from 0 (transparent) to 1 (opaque)")
        }
        state.tint = fields["tint"].flatMap { color($0, what: "the tint", declared: colors) }
        state.selected = fields["selected"].flatMap { bool($0, what: "'selected'") }?.value
        state.highlighted = fields["highlighted"].flatMap { bool($0, what: "'highlighted'") }?.value
        state.enabled = fields["enabled"].flatMap { bool($0, what: "'enabled'") }?.value
        state.accessibilityLabel = fields["accessibilityLabel"].flatMap {
            string($0, what: "'accessibilityLabel'")
        }
        state.accessibilityValue = fields["accessibilityValue"].flatMap {
            string($0, what: "'accessibilityValue'")
        }
        state.ambient = fields["ambient"].flatMap { self.name($0, kind: .animation) }
        state.suppress = fields["suppress"].map { suppressions($0) } ?? []
        var result = StateNode(state: state)
        if let children = fields["states"] {
            result.isParent = true
            result.children = decodeStates(children, colors: colors)
            if children.mapping?.isEmpty == true {
                report(
                    .tooFewItems,
                    "'states' of state '\(name.value)' is empty; declare at least one child state",
                    at: children.location)
            }
        }
        result.regions = fields["regions"]
        if let initial = fields["initial"] {
            result.initial = self.name(initial, kind: .state)
            if !result.isParent {
                report(
                    .missingKey,
                    "'initial' chooses the child state '\(name.value)' enters, and '\(name.value)' has no"
                        + " 'states'; add its child states or remove 'initial'",
                    at: initial.location)
            }
        }
        if let history = fields["history"] {
            result.history = keyword(history, StateHistory.self, what: "history")
            if !result.isParent {
                report(
                    .missingKey,
                    "'history' says which child state '\(name.value)' resumes, and '\(name.value)' has no"
                        + " 'states'; add its child states or remove 'history'",
                    at: history.location)
            }
        }
        return result
    }
}
