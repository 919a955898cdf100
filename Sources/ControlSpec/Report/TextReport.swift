/// Renders diagnostics the way Swift tools and IDEs print them:
/// `path:line:column: error: message [code]`, the source line, a caret, then `note:` lines.
public struct TextReport: Sendable {
    /// The text of each spec file by path, for the source line under each diagnostic.
    public var sources: [String: [UInt8]]

    public init(sources: [String: [UInt8]] = [:]) {
        self.sources = sources
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += "\(diagnostic.file):\(diagnostic.location): \(diagnostic.severity.rawValue): "
            out += "\(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
            out += snippet(diagnostic.file, at: diagnostic.location)
            for note in diagnostic.notes {
                out += "\(diagnostic.file):\(note.location): note: \(note.message)\n"
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

    /// The source line and a caret under the column; tabs before the column are kept so the
    /// caret lines up in any tab width. A very long line shows only a window around the column,
    /// with `…` where it was cut.
    private func snippet(_ file: String, at location: SourceLocation) -> String {
        guard let bytes = sources[file], let line = Self.line(location.line, of: bytes) else { return "" }
        let scalars = Array(line.unicodeScalars)
        let column = min(max(location.column - 1, 0), scalars.count)
        var start = 0
        var end = scalars.count
        if scalars.count > Self.maxShownColumns {
            start = max(0, min(column - Self.maxShownColumns / 2, scalars.count - Self.maxShownColumns))
            end = start + Self.maxShownColumns
        }
        var shown = start > 0 ? "…" : ""
        var caret = start > 0 ? " " : ""
        for index in start..<end {
            shown.unicodeScalars.append(scalars[index])
            if index < column { caret.unicodeScalars.append(scalars[index] == "\t" ? "\t" : " ") }
        }
        if end < scalars.count { shown += "…" }
        return "\(shown)\n\(caret)^\n"
    }

    private static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if current == number { return text(bytes[start..<index]) }
            current += 1
            start = index + 1
        }
        return current == number && start < bytes.count ? text(bytes[start...]) : nil
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
