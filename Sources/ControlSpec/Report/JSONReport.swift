import ControlSpecCore
import Foundation

/// Renders diagnostics as a JSON array of `{file, line, column, severity, code, message, notes}`,
/// with the analysis' `witness` (`{states, event, values}`) where a diagnostic has one.
public enum JSONReport {
    private struct Entry: Encodable {
        struct Note: Encodable {
            var file: String
            var line: Int
            var column: Int
            var message: String
        }

        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: String
        var message: String
        var notes: [Note]
        var witness: Witness?
    }

    /// The diagnostics as a JSON array, one object per diagnostic, keys sorted.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map { diagnostic in
            Entry(
                file: diagnostic.file, line: diagnostic.location.line, column: diagnostic.location.column,
                severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue,
                message: diagnostic.message,
                notes: diagnostic.notes.map {
                    Entry.Note(
                        file: diagnostic.file, line: $0.location.line, column: $0.location.column,
                        message: $0.message)
                }, witness: diagnostic.witness)
        }
        return encode(entries)
    }

    /// Pretty, key-sorted JSON, so output is stable.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
