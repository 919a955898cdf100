/// A comparison of two numbers in a guard (`touch.fx < 0.5`, `value + step <= max`): a comparison
/// one of whose sides is a number expression (`ExpressionKind.number`) or a `double` property.
///
/// Both sides are then numbers, compared as doubles by IEEE 754 (as Swift's and JavaScript's
/// operators do: a comparison with NaN is false, `!=` true); an integer literal on the other side is
/// a double where it stands.
package struct NumberComparison: Hashable, Sendable {
    package var op: BinaryOperator
    package var lhs: NumberExpression
    package var rhs: NumberExpression

    /// The comparison `expression` is, when it compares numbers: `doubles` are the names of the
    /// control's `double` properties. Nil for any other node (and for a side that is no number).
    package init?(_ expression: Expression, doubles: Set<String>) {
        guard case .binary(let op, let left, let right) = expression.kind, op != .and, op != .or,
            left.isNumber(doubles) || right.isNumber(doubles),
            let lhs = left.numberSide(doubles), let rhs = right.numberSide(doubles)
        else { return nil }
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
    }

    /// Whether the comparison holds between two values, by IEEE 754.
    package static func holds(_ op: BinaryOperator, _ lhs: Double, _ rhs: Double) -> Bool {
        op.compares(lhs, rhs)
    }
}

extension Expression {
    /// Whether the node is a number: a number expression, or a `double` property of `doubles`.
    package func isNumber(_ doubles: Set<String>) -> Bool {
        switch kind {
        case .number: true
        case .reference(let name): doubles.contains(name)
        default: false
        }
    }

    /// The node as a side of a number comparison: a number expression, a `double` property or an
    /// integer literal (a double where it stands); nil for anything else.
    package func numberSide(_ doubles: Set<String>) -> NumberExpression? {
        switch kind {
        case .number(let number): number
        case .int(let value): NumberExpression(.literal(Double(value)), at: location)
        case .reference(let name) where doubles.contains(name):
            NumberExpression(.reference(name), at: location)
        default: nil
        }
    }

    /// Where the guard first reads the finger's position, if it does.
    package var firstTouch: NumberExpression? {
        switch kind {
        case .bool, .int, .enumCase, .reference: nil
        case .number(let number): number.firstTouch
        case .not(let operand): operand.firstTouch
        case .binary(_, let lhs, let rhs): lhs.firstTouch ?? rhs.firstTouch
        }
    }
}

extension NumberExpression {
    /// Every property the expression reads, in order of appearance (with repeats).
    package var references: [String] {
        switch kind {
        case .literal, .touch: []
        case .reference(let name): [name]
        case .negate(let operand): operand.references
        case .arithmetic(_, let lhs, let rhs): lhs.references + rhs.references
        case .call(_, let arguments): arguments.flatMap(\.references)
        }
    }
}
