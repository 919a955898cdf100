import ControlSpecCore

/// Reads a state's `variants:`: each a guard over properties (`when:`) and the look keys shown
/// instead of the state's while it holds. The guard is type-checked with the transitions' guards
/// (`NameResolver`); it may not be `else` (the state's own look is what shows otherwise) and may
/// not read the finger (a look has none).
extension DecodeContext {
    mutating func lookVariants(_ node: YAMLNode, of state: State, colors: Set<String>) -> [LookVariant] {
        guard let items = sequence(node, what: "'variants'") else { return [] }
        return items.compactMap { lookVariant($0, of: state, colors: colors) }
    }

    private mutating func lookVariant(_ node: YAMLNode, of state: State, colors: Set<String>) -> LookVariant?
    {
        guard let fields = fields(of: node, table: SpecKeys.lookVariant, what: "a variant") else {
            return nil
        }
        var look = State(name: state.name, location: node.location)
        readLook(fields, into: &look, colors: colors)
        guard let when = fields["when"], let condition = decodeCondition(when) else { return nil }
        switch condition {
        case .otherwise(let location):
            report(
                .invalidGuard,
                "a variant's 'when' cannot be 'else': the state's own look shows when no variant's guard"
                    + " holds; write a guard such as \"count > 0\"",
                at: location)
            return nil
        case .expression(let expression):
            if let read = expression.firstTouch {
                report(
                    .invalidExpression,
                    "'\(read)' reads the finger's position, but a look has no finger; store it in a"
                        + " double with 'set:' and read that",
                    at: read.location)
                return nil
            }
            return LookVariant(
                condition: expression, text: expression.description, look: look, location: node.location)
        }
    }

    /// Reports the variants of a control with regions (`regions:`, at the top or inside a state),
    /// which this version does not combine.
    mutating func refuseVariantsInRegions(_ control: Control) {
        guard control.hasRegions || control.regions.count > 1 else { return }
        for variant in control.regions.flatMap(\.states).flatMap(\.variants) {
            report(
                .conflictingKeys,
                "'variants' in a control with 'regions' is not supported in this version; write a state"
                    + " for the look and a transition to it, or a look value computed from the properties",
                at: variant.location)
        }
    }
}
