import Foundation
import XCTest

@testable import ControlSpec

/// The table of `Docs/Analysis.md` saying what each check proves is the checks' descriptors.
/// Re-record with `RECORD_DOCS=1 swift test --filter AnalysisDocsTests`.
final class AnalysisDocsTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Analysis.md")

    func testChecksTableIsUpToDate() throws {
        let checkedIn = try String(contentsOf: Self.page, encoding: .utf8)
        XCTAssertNotNil(checkedIn.range(of: AnalysisChecksTable.startMarker), "the page has no checks table")
        let updated = AnalysisChecksTable.update(checkedIn)
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil, updated != checkedIn {
            try Data(updated.utf8).write(to: Self.page)
        }
        XCTAssertEqual(
            checkedIn, updated,
            "Docs/Analysis.md is stale: run RECORD_DOCS=1 swift test --filter AnalysisDocsTests")
    }

    func testEveryAnalysisCodeIsARowWithItsProof() {
        let table = AnalysisChecksTable.markdown
        for code in DiagnosticCode.allCases where code.descriptor.stage == .analyze {
            XCTAssertNotNil(code.descriptor.proof, "\(code.rawValue) says nothing of what it proves")
            XCTAssertTrue(table.contains("| `\(code.rawValue)` |"), "\(code.rawValue) has no row")
        }
    }
}
