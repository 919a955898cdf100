import ControlSpec
import XCTest

/// A parent's name in a guard that reads a region (Language.md, "Nested states"): `media ==
/// .playing` holds in every state below `playing`, and `!=` in every other.
final class ParentGuardTests: XCTestCase {
    private func check(_ guards: [String]) -> CheckResult {
        var spec = """
            control: Lamp
            accessibilityLabel: Lamp
            events: [tap, resume, stall, blink]
            regions:
              media:
                initial: paused
                states:
                  paused: {}
                  playing:
                    states: { buffering: {}, running: {} }
                transitions:
                  - { from: paused, on: tap, to: playing }
                  - { from: playing, on: tap, to: paused }
                  - { from: buffering, on: resume, to: running }
                  - { from: running, on: stall, to: buffering }
              light:
                initial: off
                states: { off: {}, on: {} }
                transitions:

            """
        for (number, condition) in guards.enumerated() {
            let (from, to) = number % 2 == 0 ? ("off", "on") : ("on", "off")
            spec += "      - { from: \(from), on: blink, to: \(to), when: \"\(condition)\" }\n"
        }
        return Pipeline().check(Array(spec.utf8), file: "Lamp.control.yaml")
    }

    func testAParentNameReadsAsItsLeaves() throws {
        let result = check(["media == .playing", "media != .playing"])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let transitions = try XCTUnwrap(result.analysis).model.control.regions[1].transitions
        XCTAssertEqual(
            transitions.map { transition -> String in
                guard case .expression(let condition) = transition.condition else { return "" }
                return condition.description
            },
            ["media == .buffering || media == .running", "media != .buffering && media != .running"])
    }

    func testAStateBelowTheParentIsInItAndAStateOutsideIsNot() {
        // `running` is below `playing`: both can hold at once; `paused` is outside it: never.
        let inside = check(["media == .playing && media == .running", "media != .playing"])
        XCTAssertEqual(inside.diagnostics.map(\.message), [])
        let outside = check(["media == .playing && media == .paused", "media != .playing"])
        XCTAssertTrue(
            outside.diagnostics.contains {
                $0.code.rawValue == "unreachable-transition" && $0.message.contains("its guard is never true")
            }, "\(outside.diagnostics)")
    }

    func testAMisspeltCaseListsTheParentsToo() {
        let result = check(["media == .playin", "media != .playing"])
        XCTAssertTrue(
            result.diagnostics.contains { $0.message.contains("did you mean '.playing'") },
            "\(result.diagnostics)")
    }
}
