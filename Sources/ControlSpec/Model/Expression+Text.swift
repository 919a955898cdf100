extension Expression: CustomStringConvertible {
    /// The guard written back in the spec language, with parentheses only where precedence needs them.
    public var description: String { text(parentPrecedence: 0) }

    private func text(parentPrecedence: Int) -> String {
        switch kind {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .enumCase(let name): return "." + name
        case .reference(let name): return name
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
    public var description: String {
        let value: String
        switch self.value.value {
        case .bool(let flag): value = String(flag)
        case .int(let number): value = String(number)
        case .enumCase(let name): value = "." + name
        case .negation(let name): value = "!" + name
        case .offset(let name, let amount):
            value = amount < 0 ? "\(name) - \(-amount)" : "\(name) + \(amount)"
        }
        return "\(property.value) = \(value)"
    }
}
