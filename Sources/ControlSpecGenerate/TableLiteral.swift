/// The element lines of an array literal written a row per line, laid out as swift-format lays
/// them out, so generated tables pass `swift format lint --strict`: each row starts a line (after
/// its comment, if any) and its elements fill lines up to the line length, a longer row going on
/// at the same indentation on the next line. The elements end in a trailing comma when they take
/// more than one line, or one line of several elements without a comment; swift-format takes one
/// line that starts with a comment, or of one element, for a single-line literal, without it.
enum TableLiteral {
    /// One row: the comment that leads its first line, and its elements.
    struct Row {
        var comment: String?
        var cells: [String]
    }

    /// The lines, without indentation, for lines at most `width` characters long.
    static func lines(_ rows: [Row], width: Int) -> [String] {
        var lines: [String] = []
        for row in rows {
            var line = row.comment.map { $0 + " " } ?? ""
            var hasCell = false
            for cell in row.cells {
                let longer = hasCell ? line + " " + cell + "," : line + cell + ","
                if hasCell && longer.count > width {
                    lines.append(line)
                    line = cell + ","
                } else {
                    line = longer
                }
                hasCell = true
            }
            lines.append(line)
        }
        let singleLine =
            lines.count == 1 && (rows.first?.comment != nil || (rows.first?.cells.count ?? 0) <= 1)
        if singleLine, let last = lines.last, last.hasSuffix(",") {
            lines[lines.count - 1] = String(last.dropLast())
        }
        return lines
    }
}
