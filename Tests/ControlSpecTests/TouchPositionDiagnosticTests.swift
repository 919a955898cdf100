import ControlSpec
import XCTest

/// `touch.x` and the other words of the finger's position in a `set:` on a `double`: accepted in a
/// transition whose every event has a finger, reported at the word's exact column with the events
/// that have one everywhere else.
final class TouchPositionDiagnosticTests: XCTestCase {
    private let header = """
        control: T
        base: control
        properties:
          value: { type: double }
        events: [nudge, touchDown, touchDragInside, touchCancel, tap]
        initial: a
        states: { a: {} }
        transitions:

        """

    /// One transition on line 9: `  - { from: a, <trigger>, to: a, set: { <assignment> } }`.
    private func transition(_ trigger: String, _ assignment: String) -> String {
        header + "  - { from: a, \(trigger), to: a, set: { \(assignment) } }\n"
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testEveryWordReadsInEventsWithAFinger() {
        decodeExpecting(
            transition(
                "on: [touchDown, touchDragInside, tap]",
                "value: \"clamp(touch.fx, 0, 1) + touch.x - touch.startX + touch.fy * touch.y - touch.startY\""
            ),
            [])
        decodeExpecting(transition("on: touchDown", "value: touch.fx"), [])
    }

    func testACancelHasNoFinger() {
        let diagnostics = decodeExpecting(
            transition("on: touchCancel", "value: \"clamp(touch.fx, 0, 1)\""), ["invalid-expression 9:61"])
        XCTAssertEqual(
            message(diagnostics),
            "'touch.fx' reads the finger's position, but 'touchCancel' has no finger; read it in transitions"
                + " on 'touchDown', 'touchDownRepeat', 'touchDragInside', 'touchDragOutside', 'touchDragEnter',"
                + " 'touchDragExit', 'touchUpInside', 'touchUpOutside' or 'tap'")
    }

    func testACustomEventAmongTouchesHasNoFinger() {
        let diagnostics = decodeExpecting(
            transition("on: [touchDown, nudge]", "value: \"1 - touch.x\""), ["invalid-expression 9:66"])
        XCTAssertTrue(
            message(diagnostics).hasPrefix(
                "'touch.x' reads the finger's position, but 'nudge' has no finger;"),
            message(diagnostics))
    }

    func testATimerHasNoFinger() {
        let diagnostics = decodeExpecting(
            transition("after: 0.5", "value: touch.startY"), ["invalid-expression 9:49"])
        XCTAssertTrue(
            message(diagnostics).hasPrefix(
                "'touch.startY' reads the finger's position, but a timer has no finger;"),
            message(diagnostics))
    }

    func testAnUnknownWordSuggestsTheClosest() {
        let diagnostics = decodeExpecting(
            transition("on: touchDown", "value: \"touch.z * 2\""), ["invalid-expression 9:53"])
        XCTAssertEqual(message(diagnostics), "'touch.z' is not a position; did you mean 'touch.x'?")
    }

    func testTouchWithoutADotIsAProperty() {
        let diagnostics = decodeExpecting(
            transition("on: touchDown", "value: \"touch.fx + touchy\""), ["undefined-reference 9:64"])
        XCTAssertTrue(message(diagnostics).hasPrefix("'touchy' is not a property"), message(diagnostics))
    }
}
