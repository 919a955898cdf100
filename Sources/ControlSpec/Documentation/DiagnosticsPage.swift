import ControlSpecCore
import Foundation

/// `Docs/Diagnostics.md`, written from the diagnostic descriptors and real runs of their examples.
///
/// `controlspec explain <code>` prints one entry; `DiagnosticCatalogTests` fails when the checked-in
/// page differs from `markdown` (re-record with `RECORD_DOCS=1 swift test --filter DiagnosticCatalogTests`).
package enum DiagnosticsPage {
    /// The whole page.
    package static var markdown: String {
        var page = """
            # Diagnostics

            Every diagnostic ControlSpec reports, with the smallest spec that produces it, the exact
            output of `controlspec lint` on it, and the fix. Codes are stable: use them in `suppress:`
            (warnings and notes only) and to filter SARIF results. `controlspec explain <code>` prints
            one entry. This page is generated from the codes' descriptors (each analysis check's in its
            file under `Sources/ControlSpecAnalyze/Checks/`, the language's in
            `Sources/ControlSpecCore/Diagnostics/LanguageDiagnostics.swift`); re-record it with
            `RECORD_DOCS=1 swift test --filter DiagnosticCatalogTests`.

            | code | severity | meaning |
            | --- | --- | --- |

            """
        for code in DiagnosticCode.allCases {
            page +=
                "| [`\(code.rawValue)`](#\(code.rawValue)) | \(code.severity.rawValue) | \(code.summary) |\n"
        }
        let split = DiagnosticCode.allCases.filter { $0.descriptor.formerly != nil }
        if !split.isEmpty {
            page += """

                ## Codes split from older ones

                Each of these codes was reported under a broader code before; a SARIF filter or a
                script that looked for the old code should look for the new one too. None of them is
                a warning, so no `suppress:` list is affected.

                | code | reported before as |
                | --- | --- |

                """
            for code in split {
                let formerly = code.descriptor.formerly ?? ""
                page += "| [`\(code.rawValue)`](#\(code.rawValue)) | `\(formerly)` |\n"
            }
        }
        for code in DiagnosticCode.allCases {
            page += "\n## \(code.rawValue)\n\n" + entry(code)
        }
        return page
    }

    /// One code's entry: what it means, its example, the compiler's output on it and the fix.
    package static func entry(_ code: DiagnosticCode) -> String {
        let descriptor = code.descriptor
        let example = descriptor.example
        return """
            **\(descriptor.severity.rawValue).** \(descriptor.explanation)

            ```yaml
            \(trimmed(example.spec))
            ```

            ```
            \(trimmed(output(of: code)))
            ```
            \(witness(of: code))
            **Fix:** \(descriptor.fix)

            """
    }

    /// What `controlspec lint` prints for the example's diagnostic of `code`.
    static func output(of code: DiagnosticCode) -> String {
        TextReport(sources: [DiagnosticExample.file: Array(code.descriptor.example.spec.utf8)])
            .render(shown(code).map { [$0] } ?? [])
    }

    /// The example's diagnostic of `code`: the one at the descriptor's location, else the first.
    private static func shown(_ code: DiagnosticCode) -> Diagnostic? {
        let example = code.descriptor.example
        let found = example.check().filter { $0.code == code }
        return found.first { $0.location == example.location } ?? found.first
    }

    /// For a finding with a witness, a paragraph showing it as the JSON and SARIF reports carry it;
    /// otherwise a blank line.
    private static func witness(of code: DiagnosticCode) -> String {
        guard let witness = shown(code)?.witness else { return "" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(witness) else { return "" }
        return "\nThe witness, as `--format json` (`witness`) and SARIF (`properties.witness`) report it:"
            + " `\(String(decoding: data, as: UTF8.self))`\n"
    }

    /// `text` without its trailing line breaks.
    static func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == "\n" }.reversed())
    }
}
