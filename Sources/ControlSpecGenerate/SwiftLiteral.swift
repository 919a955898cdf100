import ControlSpecCore

/// Swift literals and comment text for values taken from a spec.
enum SwiftLiteral {
    /// A string literal that reads back as exactly `value`: quotes and backslashes escaped,
    /// common control characters as `\n`, `\r`, `\t`, every other control or line-breaking
    /// character as `\u{…}`.
    static func string(_ value: String) -> String {
        QuotedLiteral.quoted(value) { VisibleText.needsEscape($0) ? VisibleText.escape($0) : nil }
    }

    /// A floating-point literal: the shortest text that reads back as `value`.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return "\(value)"
    }

    /// An integer literal.
    static func int(_ value: Int) -> String { "\(value)" }

    /// Text that is safe inside a `//` or `///` comment line: every line break or other control
    /// character is shown as `\u{…}`, so it cannot end the comment.
    static func commentText(_ value: String) -> String {
        VisibleText.escaped(value)
    }

    /// `text` as `///` documentation lines: one per line of the text, long lines wrapped at word
    /// boundaries to fit `width` columns (counted in characters), control characters made
    /// harmless. Runs of spaces collapse to one; blank lines at either end are dropped.
    static func docComment(_ text: String, width: Int) -> [String] {
        if let line = DocCommentWrap.unchangedLine(text, width: width) {
            return line.isEmpty ? [] : ["/// " + line]
        }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            DocCommentWrap.wrap(commentText(String(paragraph)), width: width, into: &lines)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.map { $0.isEmpty ? "///" : "/// " + $0 }
    }
}
