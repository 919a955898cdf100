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

    /// The source line and a caret under the column; tabs before the column are kept so the
    /// caret lines up in any tab width.
    private func snippet(_ file: String, at location: SourceLocation) -> String {
        guard let bytes = sources[file], let line = Self.line(location.line, of: bytes) else { return "" }
        var caret = ""
        for (index, character) in line.unicodeScalars.enumerated() where index < location.column - 1 {
            caret.unicodeScalars.append(character == "\t" ? "\t" : " ")
        }
        return "\(line)\n\(caret)^\n"
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
