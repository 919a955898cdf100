import ControlSpecAnalyze
import ControlSpecCore

/// The table of `Docs/Analysis.md` that says what each check proves, written from the checks'
/// descriptors (their `proof`), in the order the checks run. The page holds it between
///
///     <!-- checks -->
///     <!-- end checks -->
///
/// and `update(_:)` rewrites what stands between the two lines.
enum AnalysisChecksTable {
    static let startMarker = "<!-- checks -->"
    static let endMarker = "<!-- end checks -->"

    /// The table.
    static var markdown: String {
        var table = "| code | severity | what holds when it is reported |\n|---|---|---|\n"
        for code in Analyzer.codes {
            let proof = code.descriptor.proof ?? code.summary
            table += "| `\(code.rawValue)` | \(code.severity.rawValue) | \(proof) |\n"
        }
        return table
    }

    /// `page` with the table between its markers replaced by the current one; the page unchanged
    /// when it has no markers.
    static func update(_ page: String) -> String {
        guard let start = page.range(of: startMarker + "\n"),
            let end = page.range(of: endMarker, range: start.upperBound..<page.endIndex)
        else { return page }
        return String(page[..<start.upperBound]) + markdown + String(page[end.lowerBound...])
    }
}
