import ControlSpecCore

/// Renders diagnostics the way Swift tools and IDEs print them:
/// `path:line:column: error: message [code]`, the source line, a caret, then `note:` lines.
public struct TextReport: Sendable {
    /// The text of each spec file by path, for the source line under each diagnostic.
    public var sources: [String: [UInt8]]

    /// A report that shows source lines from `sources` (keyed by the diagnostics' file paths).
    public init(sources: [String: [UInt8]] = [:]) {
        self.sources = sources
    }

    /// Each diagnostic as one line, its source line and caret, then its notes the same way.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let file = VisibleText.escaped(diagnostic.file)
            out += "\(file):\(diagnostic.location): \(diagnostic.severity.rawValue): "
            out += "\(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
            out += snippet(diagnostic.file, at: diagnostic.location)
            for note in diagnostic.notes {
                out += "\(file):\(note.location): note: \(note.message)\n"
                out += snippet(diagnostic.file, at: note.location)
            }
        }
        return out
    }

    /// A one-line count such as `2 errors, 1 warning in 3 files`.
    public static func summary(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(fileCount, "file"))"
    }

    /// Longest stretch of a source line shown; longer lines are cut to a window around the column.
    public static let maxShownColumns = 160

    /// The source line and a caret under the column. The line is shown as `SourceExcerpt` makes
    /// it safe (escapes, tabs as spaces) and the caret is placed by the width of what is shown
    /// before the column, so it lines up under wide characters and escapes too. A very long line
    /// shows only a window around the column, with `…` where it was cut.
    private func snippet(_ file: String, at location: SourceLocation) -> String {
        guard let bytes = sources[file], let line = SourceExcerpt.line(location.line, of: bytes) else {
            return ""
        }
        let scalars = Array(line.unicodeScalars)
        let column = min(max(location.column - 1, 0), scalars.count)
        var start = 0
        var end = scalars.count
        if scalars.count > Self.maxShownColumns {
            start = max(0, min(column - Self.maxShownColumns / 2, scalars.count - Self.maxShownColumns))
            end = start + Self.maxShownColumns
        }
        var excerpt = SourceExcerpt(startsCut: start > 0)
        for index in start..<end {
            excerpt.append(scalars[index], beforeCaret: index < column)
        }
        return excerpt.text(endsCut: end < scalars.count)
    }
}
