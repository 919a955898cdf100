import ControlSpecCore

/// Reads `suppress: [code, ...]`: warning codes silenced on the control, a state or a transition.
extension DecodeContext {
    mutating func suppressions(_ node: YAMLNode) -> [Located<String>] {
        let items = node.sequence.map(Array.init) ?? [node]
        let warnings = codes.filter { $0.severity != .error }.map(\.rawValue)
        return items.compactMap { item in
            guard let code = scalarText(item, expected: "a warning code such as 'unreachable-state'") else {
                return nil
            }
            guard let known = codes.first(where: { $0.rawValue == code.value }) else {
                let hint =
                    Suggestion.hint(
                        for: code.value, in: warnings, otherwise: "use one of \(Self.list(warnings))")
                report(
                    .undefinedReference, "unknown diagnostic code '\(code.value)'\(hint)", at: item.location)
                return nil
            }
            guard known.severity != .error else {
                report(
                    .unsuppressibleCode,
                    "'\(code.value)' is an error and cannot be suppressed; fix the spec instead",
                    at: item.location)
                return nil
            }
            return code
        }
    }
}
