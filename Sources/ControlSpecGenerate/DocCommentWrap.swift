import ControlSpecCore

/// The word wrap behind `SwiftLiteral.docComment`: linear in the text's length, with a shortcut
/// for the usual doc text, one short line with nothing to escape.
enum DocCommentWrap {
    /// `text` itself when it is one doc line as it stands: nothing to escape, no space at either
    /// end or twice in a row, and at most `width` bytes of UTF-8 (so at most `width` characters).
    /// Nil when it needs the full treatment.
    static func unchangedLine(_ text: String, width: Int) -> String? {
        guard text.utf8.count <= width else { return nil }
        var previousIsSpace = true
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " "
            if (isSpace && previousIsSpace) || VisibleText.needsEscape(scalar) { return nil }
            previousIsSpace = isSpace
        }
        return previousIsSpace && !text.isEmpty ? nil : text
    }

    /// Appends `paragraph` (one line, already escaped) as lines of at most `width` characters,
    /// breaking at spaces; a word longer than `width` gets a line of its own. Always appends at
    /// least one line (an empty one for a paragraph without words).
    static func wrap(_ paragraph: String, width: Int, into lines: inout [String]) {
        var current = ""
        // The length of `current` in characters, kept up to date rather than recounted.
        var currentCount = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordCount = word.count
            if !current.isEmpty && currentCount + 1 + wordCount > width {
                lines.append(current)
                current = ""
            }
            if current.isEmpty {
                current = String(word)
                currentCount = wordCount
            } else {
                // Next to ASCII a space starts and ends a character; elsewhere (a combining mark
                // after the space, say) the joined text is counted again.
                let joinsCleanly =
                    (current.unicodeScalars.last?.isASCII ?? true)
                    && (word.unicodeScalars.first?.isASCII ?? true)
                current += " "
                current += word
                currentCount = joinsCleanly ? currentCount + 1 + wordCount : current.count
            }
        }
        lines.append(current)
    }
}
