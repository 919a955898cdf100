import ControlSpec
import Foundation
import XCTest

/// Every diagnostic code's descriptor: its example reports the code where the descriptor says, and
/// everything produced from the descriptors (`Docs/Diagnostics.md`, the SARIF rules) is in step.
/// Re-record the page with `RECORD_DOCS=1 swift test --filter DiagnosticCatalogTests`.
final class DiagnosticCatalogTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Diagnostics.md")

    func testEveryExampleReportsItsCodeWhereTheDescriptorSays() {
        for code in DiagnosticCode.allCases {
            let example = code.descriptor.example
            let diagnostics = example.check()
            let shown = diagnostics.map { "\($0.code.rawValue) \($0.location) \($0.message)" }
            XCTAssertTrue(
                diagnostics.contains { $0.code == code && $0.location == example.location },
                "\(code.rawValue): expected at \(example.location), got \(shown)")
            let otherErrors = diagnostics.filter { $0.severity == .error && $0.code != code }
            XCTAssertEqual(
                otherErrors.map(\.code), [], "\(code.rawValue): the example shows only its own error")
            if code.descriptor.stage != .analyze {
                XCTAssertEqual(diagnostics.count, 1, "\(code.rawValue): one diagnostic, got \(shown)")
            }
        }
    }

    func testEveryDiagnosticOfACodeHasTheDescriptorsSeverity() {
        for code in DiagnosticCode.allCases {
            for diagnostic in code.descriptor.example.check() {
                XCTAssertEqual(diagnostic.severity, diagnostic.code.descriptor.severity)
            }
        }
    }

    func testASplitCodeNamesAnotherCodeAsItsFormerOne() throws {
        for code in DiagnosticCode.allCases {
            guard let name = code.descriptor.formerly else { continue }
            let formerly = try XCTUnwrap(
                DiagnosticCode(rawValue: name), "\(code.rawValue): no code '\(name)'")
            XCTAssertNotEqual(formerly, code)
            XCTAssertNil(
                formerly.descriptor.formerly, "\(code.rawValue): split from a code that was itself split")
        }
    }

    func testNoPassingExampleReportsItsCode() {
        for code in DiagnosticCode.allCases {
            for (number, spec) in code.descriptor.passing.enumerated() {
                let example = code.descriptor.example
                let pipeline = Pipeline(limits: example.limits, analysis: example.analysis)
                let found = pipeline.check(Array(spec.utf8), file: DiagnosticExample.file).diagnostics
                XCTAssertEqual(
                    found.filter { $0.code == code || $0.severity == .error }.map {
                        "\($0.code) \($0.location)"
                    }, [],
                    "\(code.rawValue): passing example \(number) reports its code or an error")
            }
        }
    }

    func testEveryAnalysisCheckHasAPassingExample() {
        for code in DiagnosticCode.allCases where code.descriptor.stage == .analyze {
            XCTAssertFalse(code.descriptor.passing.isEmpty, "\(code.rawValue) has no passing example")
        }
    }

    func testSARIFRulesAreTheDescriptors() throws {
        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(SARIFReport.render([]).utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let driver = try XCTUnwrap((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, DiagnosticCode.allCases.map(\.rawValue))
        for (rule, code) in zip(rules, DiagnosticCode.allCases) {
            func text(_ key: String) -> String? { (rule[key] as? [String: Any])?["text"] as? String }
            XCTAssertEqual(text("shortDescription"), code.descriptor.summary)
            XCTAssertEqual(text("fullDescription"), code.descriptor.explanation)
            XCTAssertEqual(text("help"), code.descriptor.fix)
            XCTAssertEqual(
                (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String,
                code.descriptor.severity.rawValue)
        }
    }

    func testDiagnosticsPageIsUpToDate() throws {
        let page = DiagnosticsPage.markdown
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil {
            try Data(page.utf8).write(to: Self.page)
        }
        let checkedIn = try String(contentsOf: Self.page, encoding: .utf8)
        XCTAssertEqual(
            checkedIn, page,
            "Docs/Diagnostics.md is stale: run RECORD_DOCS=1 swift test --filter DiagnosticCatalogTests")
        XCTAssertFalse(page.contains(":-"), "a negative line number in the page")
        for code in DiagnosticCode.allCases {
            XCTAssertTrue(
                page.contains("Example.control.yaml:\(code.descriptor.example.location): "),
                "\(code.rawValue): the page shows the diagnostic at its real place")
        }
    }

    /// Wherever a page of `Docs/` tabulates a code with its severity (`| `code` | warning |`), the
    /// severity is the descriptor's.
    func testNoPageStatesAnotherSeverity() throws {
        let docs = Self.page.deletingLastPathComponent()
        var rows = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md")
        {
            let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("| `") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2,
                    let code = DiagnosticCode(rawValue: cells[0].trimmingCharacters(in: ["`"])),
                    let severity = Severity(rawValue: cells[1])
                else { continue }
                XCTAssertEqual(severity, code.severity, "\(name): \(line)")
                rows += 1
            }
        }
        XCTAssertGreaterThan(rows, 0)
    }
}
