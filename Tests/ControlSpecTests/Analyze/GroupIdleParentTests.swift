import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecGenerate
@testable import ControlSpecPreview

/// A parent in a group's `idle:` (Language.md, "group"): a member is idle in every state below
/// it — in the analysis (the release check), the generated `isIdle` and the page's group rule.
final class GroupIdleParentTests: XCTestCase {
    private static let spec = """
        control: Chooser
        accessibilityLabel: Chooser
        events: [tap, hover, deselect]
        initial: off
        states:
          off:
            states: { resting: {}, hovered: {} }
          on: { accessibilityValue: chosen }
        transitions:
          - { from: resting, on: hover, to: hovered }
          - { from: hovered, on: hover, to: resting }
          - { from: off, on: tap, to: on }
          - { from: on, on: deselect, to: off }
        group:
          idle: [off]
          release: deselect
        """

    private func check(_ text: String) -> CheckResult {
        Pipeline().check(Array(text.utf8), file: "Chooser.control.yaml")
    }

    func testAParentInIdleMakesEveryStateBelowItIdle() throws {
        let result = check(Self.spec)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let analysis = try XCTUnwrap(result.analysis)
        let machine = CompiledMachine(analysis.model)
        XCTAssertEqual(machine.idleStates, Set([0, 1]), "`resting` and `hovered`")
        let code = SwiftGenerator.generate(analysis, sourceFile: "Chooser.control.yaml").contents
        XCTAssertTrue(code.contains("case .resting, .hovered:\n            true"), code)
        XCTAssertTrue(JavaScriptGenerator.generate(analysis).contains("[\"resting\", \"hovered\"]"))
    }

    func testAReleaseThatEntersTheParentLeavesTheMemberIdle() {
        // Released to `on` instead: not idle, whatever the parent holds.
        let wrong = Self.spec.replacingOccurrences(
            of: "- { from: on, on: deselect, to: off }", with: "- { from: on, on: deselect, to: on }")
        XCTAssertTrue(
            check(wrong).diagnostics.contains { $0.code.rawValue == "group-release-missing" },
            "\(check(wrong).diagnostics)")
    }
}
