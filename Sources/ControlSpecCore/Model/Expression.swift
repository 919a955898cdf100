/// A parsed guard. Every node points at the exact character of the guard text it came from.
/// Only the cases holding nodes are boxed, so a leaf costs no allocation.
package enum ExpressionKind: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    /// `.caseName`
    case enumCase(String)
    /// A property or, in a control with regions, a region (read as an enum of its states).
    case reference(String)
    /// A number computed as a `set:` on a `double` computes one (`touch.fx`, `value + step`): a side
    /// of a comparison whose other side is a number too (`NumberComparison`).
    case number(NumberExpression)
    indirect case not(SpecExpression)
    indirect case binary(BinaryOperator, SpecExpression, SpecExpression)
}

/// A guard expression node with its location.
package struct SpecExpression: Hashable, Sendable {
    /// What the node is: a literal, a name, `!` or a binary operator.
    public var kind: ExpressionKind
    /// The character of the guard text the node starts at.
    public var location: SourceLocation

    /// A node of `kind` at `location`.
    public init(_ kind: ExpressionKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// The binary operators of the guard language.
package enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case and = "&&"
    case or = "||"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

extension BinaryOperator {
    /// Whether the operator holds between two values, as codes: bools are 0 and 1, enum cases
    /// their index. The one definition of what an operator means, for the analysis and for the
    /// generator's constant folding alike.
    package func holds(_ lhs: Int, _ rhs: Int) -> Bool {
        switch self {
        case .and: lhs != 0 && rhs != 0
        case .or: lhs != 0 || rhs != 0
        default: compares(lhs, rhs)
        }
    }

    /// Whether the comparison holds between two values, by their `Comparable` order (IEEE 754 for
    /// doubles); false for `&&` and `||`, which compare nothing.
    package func compares<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool {
        switch self {
        case .equal: lhs == rhs
        case .notEqual: lhs != rhs
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        case .greater: lhs > rhs
        case .greaterOrEqual: lhs >= rhs
        case .and, .or: false
        }
    }
}

extension Expression {
    /// Every name the expression reads, in order of appearance (with repeats).
    package var references: [String] {
        switch kind {
        case .bool, .int, .enumCase: []
        case .reference(let name): [name]
        case .number(let number): number.references
        case .not(let operand): operand.references
        case .binary(_, let lhs, let rhs): lhs.references + rhs.references
        }
    }
}
