import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The analysis' witnesses are typed values in `AnalysisReport.findings` and on the diagnostics;
/// the messages, the JSON and SARIF reports, `explain` and `graph` all read them from there.
final class WitnessTests: XCTestCase {
    private func check(_ yaml: String) throws -> (CheckResult, AnalysisReport) {
        let result = Pipeline().check(Array(yaml.utf8), file: "Test.control.yaml")
        return (result, try XCTUnwrap(result.analysis, "\(result.diagnostics)"))
    }

    private let ambiguous = """
        control: Badge
        properties: { count: { type: int, range: [0, 9] }, mode: { type: enum, cases: [quiet, loud] } }
        events: [refresh, bump]
        initial: idle
        states: { idle: {}, hot: {}, calm: {} }
        transitions:
          - { from: idle, on: bump, to: idle, set: { count: "count + 1" }, when: "count < 9" }
          - { from: idle, on: refresh, to: hot, when: "count > 3 && mode == .quiet" }
          - { from: idle, on: refresh, to: calm, when: "count < 5" }
          - { from: [hot, calm], on: refresh, to: idle }
        """

    func testTheAmbiguityWitnessIsATypedValueTheMessageReads() throws {
        let (result, report) = try check(ambiguous)
        let finding = try XCTUnwrap(report.findings.first { $0.code == .ambiguousTransition })
        XCTAssertEqual(finding.transitions, [1, 2])
        XCTAssertEqual(finding.witness.event, "refresh")
        XCTAssertEqual(finding.witness.states, [Witness.Assignment(name: "Badge", value: .name("idle"))])
        XCTAssertEqual(
            finding.witness.values,
            [
                Witness.Assignment(name: "count", value: .int(4)),
                Witness.Assignment(name: "mode", value: .name("quiet")),
            ])
        let diagnostic = try XCTUnwrap(result.diagnostics.first { $0.code == .ambiguousTransition })
        XCTAssertEqual(diagnostic.witness, finding.witness)
        XCTAssertTrue(
            diagnostic.message.contains("can both fire when count = 4, mode = .quiet;"), diagnostic.message)
    }

    func testJSONAndSARIFCarryTheWitness() throws {
        let (result, _) = try check(ambiguous)
        let errors = result.diagnostics.filter { $0.code == .ambiguousTransition }
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(JSONReport.render(errors).utf8)) as? [[String: Any]])
        let witness = try XCTUnwrap(json.first?["witness"] as? [String: Any])
        XCTAssertEqual(witness["event"] as? String, "refresh")
        let values = try XCTUnwrap(witness["values"] as? [[String: Any]])
        XCTAssertEqual(values.first?["name"] as? String, "count")
        XCTAssertEqual(values.first?["value"] as? Int, 4)
        XCTAssertEqual(values.last?["value"] as? String, "quiet")
        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(SARIFReport.render(errors).utf8)) as? [String: Any])
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        let properties = try XCTUnwrap(results.first?["properties"] as? [String: Any])
        XCTAssertEqual((properties["witness"] as? [String: Any])?["event"] as? String, "refresh")
        let plain = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(JSONReport.render(result.diagnostics.filter { $0.witness == nil }).utf8))
                as? [[String: Any]])
        XCTAssertTrue(plain.allSatisfy { $0["witness"] == nil }, "no witness key without a witness")
    }

    func testASuppressedNeverFiringTransitionKeepsItsWitnessAndTheGraphDrawsIt() throws {
        let (result, report) = try check(
            """
            control: Lock
            properties: { locked: { type: bool } }
            initial: open
            states: { open: {}, shut: {} }
            transitions:
              - { from: open, on: tap, to: shut, when: "locked", suppress: unreachable-transition }
              - { from: open, on: touchDown, to: shut }
              - { from: shut, on: tap, to: open }
            """)
        XCTAssertEqual(result.diagnostics.filter { $0.code == .unreachableTransition }, [], "silenced")
        let finding = try XCTUnwrap(report.findings.first { $0.code == .unreachableTransition })
        XCTAssertEqual(finding.transitions, [0])
        XCTAssertEqual(finding.witness.values, [Witness.Assignment(name: "locked", value: .bool(false))])
        XCTAssertNil(finding.witness.event)
        let dot = GraphWriter.render(report, format: .dot)
        XCTAssertTrue(dot.contains("tap [locked] (never fires: locked = false always)"), dot)
        XCTAssertTrue(
            GraphWriter.render(report, format: .mermaid).contains("never fires#58; locked = false always"))
    }

    func testExplainShowsTheWitnessOfTheExample() {
        let entry = DiagnosticsPage.entry(.ambiguousTransition)
        XCTAssertTrue(
            entry.contains(#"`{"event":"refresh","states":[{"name":"InboxBadge","value":"idle"}],"#), entry)
        XCTAssertFalse(DiagnosticsPage.entry(.unknownKey).contains("The witness"))
    }
}
