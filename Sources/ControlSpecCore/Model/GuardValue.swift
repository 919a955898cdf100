/// A guard's value over given property values, by the language's rules: what `render` computes
/// a variant's guard with (the properties' defaults), as the generated Swift and the page compute
/// it from their properties.
extension Expression {
    /// Whether the guard holds where `value` gives each property's value (nil: unknown, read as
    /// false, 0 or an empty case); numbers compare as doubles by IEEE 754 (`NumberComparison`).
    package func holds(reading value: (String) -> Value?) -> Bool {
        if case .bool(let flag) = evaluate(value) { return flag }
        return false
    }

    private func evaluate(_ value: (String) -> Value?) -> Value {
        switch kind {
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .enumCase(let name): return .enumCase(name)
        case .reference(let name): return value(name) ?? .int(0)
        case .number(let number):
            return .double(number.value { name in Self.number(value(name)) } ?? .nan)
        case .not(let operand):
            guard case .bool(let flag) = operand.evaluate(value) else { return .bool(false) }
            return .bool(!flag)
        case .binary(let op, let lhs, let rhs):
            let left = lhs.evaluate(value)
            let right = rhs.evaluate(value)
            switch (op, left, right) {
            case (.and, .bool(let a), .bool(let b)), (.or, .bool(let a), .bool(let b)):
                return .bool(op.holds(a ? 1 : 0, b ? 1 : 0))
            case (_, .bool(let a), .bool(let b)): return .bool(op.compares(a ? 1 : 0, b ? 1 : 0))
            case (_, .enumCase(let a), .enumCase(let b)), (_, .string(let a), .string(let b)):
                // Cases compare by name: only `==` and `!=` type-check.
                return .bool(op == .equal ? a == b : op == .notEqual && a != b)
            default:
                guard let a = Self.number(left), let b = Self.number(right) else { return .bool(false) }
                return .bool(NumberComparison.holds(op, a, b))
            }
        }
    }

    private static func number(_ value: Value?) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}
