extension Expression: CustomStringConvertible {
    /// The guard written back in the spec language, with parentheses only where precedence needs them.
    public var description: String { text(parentPrecedence: 0) }

    private func text(parentPrecedence: Int) -> String {
        switch kind {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .enumCase(let name): return "." + name
        case .reference(let name): return name
        case .number(let number): return number.description
        case .not(let operand): return "!" + operand.text(parentPrecedence: 4)
        case .binary(let op, let lhs, let rhs):
            let precedence = op.precedence
            let inner =
                "\(lhs.text(parentPrecedence: precedence)) \(op.rawValue) \(rhs.text(parentPrecedence: precedence + 1))"
            return precedence < parentPrecedence ? "(\(inner))" : inner
        }
    }
}

extension BinaryOperator {
    /// Binding strength: `||` 1, `&&` 2, comparisons 3.
    public var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 3
        }
    }
}

extension Action: CustomStringConvertible {
    /// The assignment written back in the spec language: `count = count + 1`.
    public var description: String { "\(property.value) = \(value.value)" }
}

extension Action.Value: CustomStringConvertible {
    /// The value written back in the spec language: `true`, `4`, `.on`, `!flag`, `count - 1`, `level`.
    public var description: String {
        switch self {
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .enumCase(let name): "." + name
        case .negation(let name): "!" + name
        case .offset(let name, 0): name
        case .offset(let name, let amount): amount < 0 ? "\(name) - \(-amount)" : "\(name) + \(amount)"
        case .number(let expression): expression.description
        }
    }

    /// The property the value is computed from (`b` in `!b` and `b + 1`), nil for a literal.
    package var source: String? {
        switch self {
        case .negation(let name), .offset(let name, _): name
        case .bool, .int, .enumCase, .number: nil
        }
    }
}
