extension Expression {
    /// The expression with its constant parts folded: `!` of a constant, `&&`/`||` with a constant
    /// side, comparisons of two constants (ints by value, bools and enum cases by `==`/`!=`). A guard
    /// that folds to `.bool` always or never holds.
    package var folded: Expression {
        switch kind {
        case .bool, .int, .enumCase, .reference, .number:
            return self
        case .not(let operand):
            let inner = operand.folded
            if case .bool(let value) = inner.kind { return Expression(.bool(!value), at: location) }
            return Expression(.not(inner), at: location)
        case .binary(let op, let left, let right):
            let (lhs, rhs) = (left.folded, right.folded)
            if op == .and || op == .or {
                let isAnd = op == .and
                if case .bool(let value) = lhs.kind { return value == isAnd ? rhs : lhs }
                if case .bool(let value) = rhs.kind { return value == isAnd ? lhs : rhs }
                return Expression(.binary(op, lhs, rhs), at: location)
            }
            if let constant = op.folded(lhs.kind, rhs.kind) {
                return Expression(.bool(constant), at: location)
            }
            return Expression(.binary(op, lhs, rhs), at: location)
        }
    }
}

extension BinaryOperator {
    /// The value of this comparison between two constants: ints by value, bools and enum cases by
    /// `==`/`!=` (equal names are one case, so the codes need only tell equal from unequal); nil
    /// when either side is not a constant the operator compares.
    package func folded(_ left: ExpressionKind, _ right: ExpressionKind) -> Bool? {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            return holds(a, b)
        case (.bool(let a), .bool(let b)) where self == .equal || self == .notEqual:
            return holds(a ? 1 : 0, b ? 1 : 0)
        case (.enumCase(let a), .enumCase(let b)) where self == .equal || self == .notEqual:
            return holds(0, a == b ? 0 : 1)
        default:
            return nil
        }
    }
}
