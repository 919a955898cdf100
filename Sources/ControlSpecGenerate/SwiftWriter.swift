import ControlSpecCore

/// Accumulates Swift source line by line with scoped indentation and no trailing whitespace, in
/// one growing `String`.
struct SwiftWriter {
    /// Columns per indentation level (the repository's `.swift-format`).
    static let indentWidth = 4
    /// The longest line the generated code aims for (the repository's `.swift-format`).
    static let lineLength = 110

    private(set) var text = ""
    private(set) var level = 0
    /// Levels the text will be indented by once it is moved into place (see `indentedText`):
    /// counted when deciding whether a line fits, so the text wraps as it will finally stand.
    private(set) var pendingLevels = 0
    private var lastLineBlank = true

    /// A writer whose lines start `level` levels deep and wrap as if `pendingLevels` deeper.
    /// `capacity` reserves room for that many bytes of text.
    init(level: Int = 0, pendingLevels: Int = 0, capacity: Int = 0) {
        self.level = level
        self.pendingLevels = pendingLevels
        if capacity > 0 { text.reserveCapacity(capacity) }
    }

    /// A writer for text that goes one level deeper than this writer's, at the same wrap depth.
    func nested() -> SwiftWriter {
        SwiftWriter(level: level + 1, pendingLevels: pendingLevels)
    }

    /// Appends what another writer wrote.
    mutating func append(_ other: SwiftWriter) {
        append(other.text)
    }

    /// Appends lines that are already indented.
    mutating func append(_ lines: String) {
        text += lines
        if !lines.isEmpty { lastLineBlank = Self.endsWithBlankLine(lines) }
    }

    /// `text` (lines ending in newlines) with every non-empty line `levels` levels deeper.
    static func indentedText(_ text: String, by levels: Int) -> String {
        let indent = indentString(levels)
        var result = ""
        result.reserveCapacity(text.utf8.count * 2)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if !line.isEmpty { result += indent }
            result += line
            result += "\n"
        }
        return result
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

    /// The columns a line at the current level will finally start at (pending levels included):
    /// what a line's length is measured from.
    var indentation: Int { (level + pendingLevels) * Self.indentWidth }

    /// Appends one line at the current indentation; an empty line stays empty.
    mutating func line(_ content: String) {
        let utf8 = content.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == UInt8(ascii: " ") || utf8[before] == UInt8(ascii: "\t") else { break }
            end = before
        }
        if end != utf8.endIndex && end != utf8.startIndex && utf8[utf8.index(before: end)] >= 0x80 {
            // A space can belong to the character before it (after a prepended mark, say): trim
            // whole characters there.
            end = Self.endTrimmingCharacters(content)
        }
        if end == utf8.startIndex {
            text += "\n"
            lastLineBlank = true
            return
        }
        text += Self.indentString(level)
        if end == utf8.endIndex { text += content } else { text += content[..<end] }
        text += "\n"
        lastLineBlank = false
    }

    /// Where `content` ends without its trailing characters that are a space or a tab.
    private static func endTrimmingCharacters(_ content: String) -> String.Index {
        var trimmed = Substring(content)
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        return trimmed.endIndex
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
        while Self.endsWithBlankLine(text) { text.removeLast() }
        level -= 1
        lastLineBlank = false
    }

    /// Whether `text` ends with an empty line (two newlines).
    private static func endsWithBlankLine(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count >= 2 else { return false }
        let last = utf8.index(before: utf8.endIndex)
        return utf8[last] == UInt8(ascii: "\n") && utf8[utf8.index(before: last)] == UInt8(ascii: "\n")
    }

    /// The spaces that start a line `levels` deep; the usual depths are made once.
    private static func indentString(_ levels: Int) -> String {
        levels < indents.count ? indents[levels] : String(repeating: " ", count: levels * indentWidth)
    }

    private static let indents = (0..<16).map { String(repeating: " ", count: $0 * indentWidth) }
}
