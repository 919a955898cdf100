import ControlSpec
import Foundation
import XCTest

/// The machine-readable report formats of `controlspec lint`, checked on a failing spec with a note.
final class ReportFormatTests: XCTestCase {
    /// The canonical example of `ambiguous-transition`, written to a file of its own.
    private static let example = DiagnosticCode.ambiguousTransition.descriptor.example
    private static let fixture = FileManager.default.temporaryDirectory
        .appendingPathComponent("ReportFormatTests-\(ProcessInfo.processInfo.processIdentifier)")
        .appendingPathComponent("ambiguous-transition.control.yaml")

    override class func setUp() {
        super.setUp()
        try? FileManager.default.createDirectory(
            at: fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(example.spec.utf8).write(to: fixture)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: fixture.deletingLastPathComponent())
        super.tearDown()
    }

    private func lint(_ format: String) throws -> (status: Int32, json: Any) {
        let result = try ToolRunner.run(["lint", Self.fixture.path, "--format", format])
        return (result.status, try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)))
    }

    /// The SARIF 2.1.0 structure GitHub code scanning needs: version, one run with the tool's rules,
    /// and results whose rule, level, message and physical location are all present and consistent.
    func testSARIFFollowsTheSARIF210Structure() throws {
        let (status, json) = try lint("sarif")
        XCTAssertEqual(status, 1)
        let log = try XCTUnwrap(json as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertTrue((log["$schema"] as? String)?.contains("sarif") ?? false)
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "controlspec")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(Set(ruleIDs).count, rules.count, "rule ids are unique")
        XCTAssertTrue(ruleIDs.contains("ambiguous-transition"))
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            XCTAssertTrue(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        let ambiguous = try XCTUnwrap(results.first { $0["ruleId"] as? String == "ambiguous-transition" })
        let ruleIndex = try XCTUnwrap(ambiguous["ruleIndex"] as? Int)
        XCTAssertEqual(ruleIDs[ruleIndex], "ambiguous-transition")
        XCTAssertEqual(ambiguous["level"] as? String, "error")
        XCTAssertFalse(((ambiguous["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
        let location = try XCTUnwrap((ambiguous["locations"] as? [[String: Any]])?.first)
        let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
        let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
        XCTAssertTrue(uri?.hasSuffix("/ambiguous-transition.control.yaml") ?? false)
        let region = try XCTUnwrap(physical["region"] as? [String: Any])
        let expected = try expectedLocation()
        XCTAssertEqual(region["startLine"] as? Int, expected.line)
        XCTAssertEqual(region["startColumn"] as? Int, expected.column)
        let related = try XCTUnwrap(ambiguous["relatedLocations"] as? [[String: Any]])
        XCTAssertFalse(related.isEmpty, "the other transition is a related location")
        XCTAssertNotNil(related.first?["id"] as? Int)
        XCTAssertNotNil(
            ((related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?[
                "startLine"])
    }

    func testJSONListsEveryDiagnosticWithItsNotes() throws {
        let (status, json) = try lint("json")
        XCTAssertEqual(status, 1)
        let entries = try XCTUnwrap(json as? [[String: Any]])
        let ambiguous = try XCTUnwrap(entries.first { $0["code"] as? String == "ambiguous-transition" })
        let expected = try expectedLocation()
        XCTAssertEqual(ambiguous["line"] as? Int, expected.line)
        XCTAssertEqual(ambiguous["column"] as? Int, expected.column)
        XCTAssertEqual(ambiguous["severity"] as? String, "error")
        XCTAssertEqual(ambiguous["file"] as? String, Self.fixture.path)
        let note = try XCTUnwrap((ambiguous["notes"] as? [[String: Any]])?.first)
        XCTAssertNotNil(note["line"] as? Int)
        XCTAssertNotNil(note["message"] as? String)
    }

    /// The line and column the descriptor names.
    private func expectedLocation() throws -> (line: Int, column: Int) {
        (Self.example.location.line, Self.example.location.column)
    }
}
