import ControlSpec

/// A position as LSP counts it: a 0-based line and a 0-based column in UTF-16 code units.
package struct Position: Hashable, Sendable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// As JSON.
    var json: JSONObject { ["line": line, "character": character] }

    /// The position `json` holds, nil when it is not one.
    init?(json: Any?) {
        guard let object = json as? JSONObject, let line = object["line"] as? Int,
            let character = object["character"] as? Int
        else { return nil }
        self.init(line: line, character: character)
    }
}

/// A range of text as LSP counts it, `end` excluded.
package struct TextRange: Hashable, Sendable {
    package var start: Position
    package var end: Position

    package init(_ start: Position, _ end: Position) {
        self.start = start
        self.end = end
    }

    /// As JSON.
    var json: JSONObject { ["start": start.json, "end": end.json] }

    /// Whether `position` lies within the range (its end included: a cursor right after a word is on it).
    func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

/// An open document's text, split in lines the way libyaml and LSP both count them (LF, CRLF and a
/// lone CR each end one), with conversions between LSP's UTF-16 columns and the compiler's
/// 1-based columns in Unicode scalars.
package struct TextDocument: Sendable {
    /// The whole text.
    package private(set) var text: String
    /// Each line's scalars, without its line break.
    package private(set) var lines: [[Unicode.Scalar]]
    /// The version the client gave with the last change.
    package var version: Int

    package init(_ text: String, version: Int = 0) {
        self.text = text
        self.version = version
        lines = Self.split(text)
    }

    /// The LSP position of the compiler's `location` (1-based line and scalar column); a location past
    /// the end of its line or of the text is clamped to it.
    package func position(of location: SourceLocation) -> Position {
        let line = min(max(location.line - 1, 0), lines.count - 1)
        return Position(line: line, character: utf16Offset(line: line, scalars: location.column - 1))
    }

    /// The compiler's location of the LSP `position`; a position inside a surrogate pair counts as
    /// the scalar it belongs to.
    package func location(of position: Position) -> SourceLocation {
        let line = min(max(position.line, 0), lines.count - 1)
        var units = 0
        var column = 0
        for scalar in lines[line] {
            if units >= position.character { break }
            units += scalar.utf16.count
            column += 1
        }
        return SourceLocation(line: line + 1, column: column + 1)
    }

    /// The UTF-16 column after the first `scalars` scalars of `line` (clamped to the line).
    package func utf16Offset(line: Int, scalars: Int) -> Int {
        lines[line].prefix(max(scalars, 0)).reduce(0) { $0 + $1.utf16.count }
    }

    /// The range of `length` scalars from `location`.
    package func range(at location: SourceLocation, length: Int) -> TextRange {
        let start = position(of: location)
        return TextRange(start, position(of: location.advanced(by: length)))
    }

    /// The line's scalars at `location`'s line (empty past the end).
    package func scalars(ofLine line: Int) -> [Unicode.Scalar] {
        line >= 1 && line <= lines.count ? lines[line - 1] : []
    }

    /// Replaces `range` (nil: the whole text) with `newText`, as a `didChange` event does.
    package mutating func apply(_ newText: String, in range: TextRange?) {
        guard let range else {
            text = newText
            lines = Self.split(text)
            return
        }
        let scalars = Array(text.unicodeScalars)
        let start = scalarOffset(of: range.start, in: scalars)
        let end = max(start, scalarOffset(of: range.end, in: scalars))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[..<start])
        view.append(contentsOf: newText.unicodeScalars)
        view.append(contentsOf: scalars[end...])
        text = String(view)
        lines = Self.split(text)
    }

    /// The offset in the text's scalars of `position`, clamped to its line and to the text.
    private func scalarOffset(of position: Position, in scalars: [Unicode.Scalar]) -> Int {
        guard position.line < lines.count else { return scalars.count }
        var offset = 0
        var line = 0
        var index = 0
        while line < max(position.line, 0), index < scalars.count {
            if scalars[index] == "\r" {
                if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                line += 1
            } else if scalars[index] == "\n" {
                line += 1
            }
            index += 1
        }
        offset = index
        let column = location(of: Position(line: line, character: position.character)).column - 1
        return min(offset + column, scalars.count)
    }

    /// The lines of `text`, each without its break.
    private static func split(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }
}
