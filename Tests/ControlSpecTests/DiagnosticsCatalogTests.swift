import ControlSpec
import Foundation
import XCTest

/// Every diagnostic code has one canonical example, `Fixtures/Diagnostics/<code>.control.yaml`,
/// which must produce that code at the line and column its `# expect:` header gives.
/// `Docs/Diagnostics.md` is generated from these examples and the compiler's real output;
/// re-record it with `RECORD_DOCS=1 swift test --filter DiagnosticsCatalogTests`.
final class DiagnosticsCatalogTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let fixtures = root.appendingPathComponent("Tests/ControlSpecTests/Fixtures/Diagnostics")
    private static let page = root.appendingPathComponent("Docs/Diagnostics.md")
    /// Each example, checked once for both tests.
    nonisolated(unsafe) private static var examples: [DiagnosticCode: Example] = [:]

    private func example(_ code: DiagnosticCode) throws -> Example {
        if let cached = Self.examples[code] { return cached }
        let example = try Example(code: code)
        Self.examples[code] = example
        return example
    }

    /// A parsed example: its header fields and the spec below the header.
    private struct Example {
        var code: DiagnosticCode
        /// The longer explanation the page shows under the code (the table uses `code.summary`).
        var summary: String
        var fix: String
        var expected: SourceLocation
        var pipeline = Pipeline()
        var text: String
        var headerLines: Int
        var diagnostics: [Diagnostic] = []

        init(code: DiagnosticCode) throws {
            self.code = code
            let url = DiagnosticsCatalogTests.fixtures.appendingPathComponent("\(code.rawValue).control.yaml")
            text = try String(contentsOf: url, encoding: .utf8)
            let header = text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix {
                    $0.hasPrefix("# summary:") || $0.hasPrefix("# fix:") || $0.hasPrefix("# expect:")
                        || $0.hasPrefix("# limits:")
                }
            headerLines = header.count
            func field(_ name: String) -> String? {
                header.first { $0.hasPrefix("# \(name):") }
                    .map { $0.dropFirst(name.count + 3).trimmingCharacters(in: .whitespaces) }
            }
            summary = field("summary") ?? ""
            fix = field("fix") ?? ""
            let expect = (field("expect") ?? "").split(separator: " ")
            let position = (expect.last ?? "").split(separator: ":").compactMap { Int($0) }
            expected = SourceLocation(line: position.first ?? 0, column: position.last ?? 0)
            XCTAssertEqual(
                expect.first.map(String.init), code.rawValue, "\(code): the expect header names another code")
            for setting in (field("limits") ?? "").split(separator: " ") {
                let parts = setting.split(separator: "=")
                guard parts.count == 2, let value = Int(parts[1]) else { continue }
                switch parts[0] {
                case "max-bytes": pipeline.limits.maxBytes = value
                case "exploration-budget": pipeline.analysis.explorationBudget = value
                default: XCTFail("\(code): unknown limit '\(parts[0])'")
                }
            }
            diagnostics = pipeline.check(Array(text.utf8), file: "\(code.rawValue).control.yaml").diagnostics
        }

        /// The spec as the docs show it, without the header, and its diagnostics renumbered to match.
        var shown: (text: String, diagnostics: [Diagnostic]) {
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(headerLines)
                .joined(separator: "\n")
            let moved = diagnostics.filter { $0.code == code }.map { diagnostic -> Diagnostic in
                var diagnostic = diagnostic
                diagnostic.file = "Example.control.yaml"
                diagnostic.location.line -= headerLines
                diagnostic.notes = diagnostic.notes.map {
                    Diagnostic.Note(
                        $0.message,
                        at: SourceLocation(line: $0.location.line - headerLines, column: $0.location.column))
                }
                return diagnostic
            }
            return (body, moved)
        }
    }

    func testEveryCodeHasAnExampleThatProducesItWhereItSays() throws {
        for code in DiagnosticCode.allCases {
            let example = try self.example(code)
            let found = example.diagnostics.filter { $0.code == code }
            XCTAssertTrue(
                found.contains { $0.location == example.expected },
                "\(code.rawValue): expected at \(example.expected), got \(example.diagnostics.map { "\($0.code.rawValue) \($0.location) \($0.message)" })"
            )
            let otherErrors = example.diagnostics.filter { $0.severity == .error && $0.code != code }
            XCTAssertEqual(
                otherErrors.map(\.code), [], "\(code.rawValue): the example must show only its own error")
            XCTAssertFalse(example.fix.isEmpty, "\(code.rawValue): the example needs a '# fix:' line")
            XCTAssertFalse(example.summary.isEmpty, "\(code.rawValue): the example needs a '# summary:' line")
        }
    }

    func testDiagnosticsPageIsUpToDate() throws {
        var page = """
            # Diagnostics

            Every diagnostic ControlSpec reports, with an example that produces it, the exact output of
            `controlspec lint`, and the fix. Codes are stable: use them in `suppress:` (warnings only)
            and to filter SARIF results. This page is generated from
            `Tests/ControlSpecTests/Fixtures/Diagnostics/`; re-record it with
            `RECORD_DOCS=1 swift test --filter DiagnosticsCatalogTests`.

            | code | severity | meaning |
            | --- | --- | --- |

            """
        for code in DiagnosticCode.allCases {
            page +=
                "| [`\(code.rawValue)`](#\(code.rawValue)) | \(code.severity.rawValue) | \(code.summary) |\n"
        }
        for code in DiagnosticCode.allCases {
            let example = try self.example(code)
            let shown = example.shown
            let output = TextReport(sources: ["Example.control.yaml": Array(shown.text.utf8)])
                .render(Array(shown.diagnostics.prefix(1)))
            page += """

                ## \(code.rawValue)

                **\(code.severity.rawValue).** \(example.summary)

                ```yaml
                \(shown.text.trimmingCharacters(in: .newlines))
                ```

                ```
                \(output.trimmingCharacters(in: .newlines))
                ```

                **Fix:** \(example.fix)

                """
        }
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil {
            try Data(page.utf8).write(to: Self.page)
        }
        let checkedIn = try String(contentsOf: Self.page, encoding: .utf8)
        XCTAssertEqual(
            checkedIn, page,
            "Docs/Diagnostics.md is stale: run RECORD_DOCS=1 swift test --filter DiagnosticsCatalogTests")
    }
}
