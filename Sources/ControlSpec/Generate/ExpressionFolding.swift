extension Expression {
    /// The expression with its constant parts folded: `!` of a constant, `&&`/`||` with a constant
    /// side, comparisons of two constants (ints by value, bools and enum cases by `==`/`!=`). A guard
    /// that folds to `.bool` always or never holds.
    var folded: Expression {
        switch kind {
        case .bool, .int, .enumCase, .reference:
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
            let constant: Bool?
            switch (lhs.kind, rhs.kind) {
            case (.int(let a), .int(let b)): constant = op.holds(a, b)
            case (.bool(let a), .bool(let b)) where op == .equal || op == .notEqual:
                constant = op.holds(a ? 1 : 0, b ? 1 : 0)
            case (.enumCase(let a), .enumCase(let b)) where op == .equal || op == .notEqual:
                constant = op.holds(0, a == b ? 0 : 1)
            default: constant = nil
            }
            if let constant { return Expression(.bool(constant), at: location) }
            return Expression(.binary(op, lhs, rhs), at: location)
        }
    }
}
