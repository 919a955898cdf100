/// A 1-based line and column in a spec file. Columns count characters (Unicode scalars), not bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line, counted as libyaml counts them (LF, CRLF and a lone CR each end one).
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// The location at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location `offset` characters to the right on the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + offset)
    }

    /// Locations sort by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }
}

/// A value together with the place in the spec it was written.
public struct Located<Value> {
    /// The value as read.
    public var value: Value
    /// Where the value starts in the spec.
    public var location: SourceLocation

    /// `value`, written at `location`.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
