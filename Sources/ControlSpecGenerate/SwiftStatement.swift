/// Swift statements built as a tree: an emitter says what the code does, and `write(to:)` lays it
/// out where it finally stands (indentation, `case` labels wrapped to the line length), so the same
/// statements read the same inside a `case` of `send` or in a method of their own.
indirect enum SwiftStatement: Hashable {
    /// One line of code, as is.
    case line(String)
    /// `prefix` then an expression, wrapped over several lines when it does not fit on one.
    case expression(String, SwiftCode)
    /// `if a { … } else if b { … } else { … }`: the branches in order, then what runs when no
    /// condition holds (nil: no `else`).
    case ifChain([Branch], otherwise: [SwiftStatement]?)
    /// `switch subject { case …: … default: … }`: the cases in order, then the `default` (nil:
    /// none, the cases are exhaustive).
    case switchOver(String, [Case], otherwise: [SwiftStatement]?)

    /// One `if` or `else if` of a chain.
    struct Branch: Hashable {
        var condition: String
        var body: [SwiftStatement]
    }

    /// One `case` of a `switch`: its patterns, written as one label.
    struct Case: Hashable {
        var patterns: [String]
        var body: [SwiftStatement]
    }

    /// Writes the statement at `writer`'s level.
    func write(to writer: inout SwiftWriter) {
        switch self {
        case .line(let text):
            writer.line(text)
        case .expression(let prefix, let code):
            code.write(to: &writer, prefix: prefix)
        case .ifChain(let branches, let otherwise):
            for (position, branch) in branches.enumerated() {
                writer.line(position == 0 ? "if \(branch.condition) {" : "} else if \(branch.condition) {")
                writer.indented { branch.body.write(to: &$0) }
            }
            if let otherwise {
                writer.line("} else {")
                writer.indented { otherwise.write(to: &$0) }
            }
            writer.line("}")
        case .switchOver(let subject, let cases, let otherwise):
            writer.line("switch \(subject) {")
            for item in cases {
                writer.lines(writer.caseLabels(item.patterns))
                writer.indented { item.body.write(to: &$0) }
            }
            if let otherwise {
                writer.line("default:")
                writer.indented { otherwise.write(to: &$0) }
            }
            writer.line("}")
        }
    }
}

extension [SwiftStatement] {
    /// Writes the statements in order at `writer`'s level.
    func write(to writer: inout SwiftWriter) {
        for statement in self { statement.write(to: &writer) }
    }
}
