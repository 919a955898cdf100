/// Accumulates Swift source line by line with scoped indentation and no trailing whitespace.
struct SwiftWriter {
    /// Columns per indentation level (the repository's `.swift-format`).
    static let indentWidth = 4
    /// The longest line the generated code aims for (the repository's `.swift-format`).
    static let lineLength = 110

    private(set) var text = ""
    private(set) var level = 0
    private var lastLineBlank = true

    /// A writer whose lines start `level` levels deep.
    init(level: Int = 0) {
        self.level = level
    }

    /// Appends what another writer wrote.
    mutating func append(_ other: SwiftWriter) {
        append(other.text)
    }

    /// Appends lines that are already indented.
    mutating func append(_ lines: String) {
        text += lines
        lastLineBlank = lines.isEmpty ? lastLineBlank : lines.hasSuffix("\n\n")
    }

    /// A `case` label for `patterns`, on one line when it fits, otherwise one pattern per line.
    func caseLabels(_ patterns: [String]) -> [String] {
        let single = "case " + patterns.joined(separator: ", ") + ":"
        if indentation + single.count <= Self.lineLength || patterns.count < 2 { return [single] }
        var result = ["case " + patterns[0] + ","]
        for (index, pattern) in patterns.enumerated().dropFirst() {
            result.append("    " + pattern + (index == patterns.count - 1 ? ":" : ","))
        }
        return result
    }

    /// The columns a line at the current level starts at.
    var indentation: Int { level * Self.indentWidth }

    /// Appends one line at the current indentation; an empty line stays empty.
    mutating func line(_ content: String) {
        var trimmed = Substring(content)
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        if trimmed.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: " ", count: indentation) + trimmed + "\n"
        }
        lastLineBlank = trimmed.isEmpty
    }

    /// Appends several lines, each at the current indentation.
    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// Writes `text` as `///` documentation wrapped to the line length.
    mutating func doc(_ text: String) {
        lines(SwiftLiteral.docComment(text, width: max(40, Self.lineLength - indentation - 4)))
    }

    /// Separates two declarations with one blank line (never two, never at the start of a block).
    mutating func blankLine() {
        if !lastLineBlank { line("") }
    }

    /// Writes `header {`, the body one level deeper, then `}` (plus `trailer`).
    mutating func block(_ header: String, trailer: String = "", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indented(body)
        line("}" + trailer)
    }

    /// Writes the body one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        lastLineBlank = true
        body(&self)
        while text.hasSuffix("\n\n") { text.removeLast() }
        level -= 1
        lastLineBlank = false
    }
}
