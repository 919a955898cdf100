/// A parsed guard. Every node points at the exact character of the guard text it came from.
public indirect enum ExpressionKind: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    /// `.caseName`
    case enumCase(String)
    /// A property or, in a control with regions, a region (read as an enum of its states).
    case reference(String)
    case not(Expression)
    case binary(BinaryOperator, Expression, Expression)
}

/// A guard expression node with its location.
public struct Expression: Hashable, Sendable {
    public var kind: ExpressionKind
    public var location: SourceLocation

    public init(_ kind: ExpressionKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// The binary operators of the guard language.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case and = "&&"
    case or = "||"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}
