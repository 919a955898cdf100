import ControlSpec
import XCTest

/// Dead ends and states without a way back say how the user gets there when a timer is on the way:
/// the shortest run of events the exploration found, each timer as the time spent in the state it
/// left ("after `tap`, 2 s in `copied`").
final class TimelineWitnessTests: XCTestCase {
    private func diagnostics(_ body: String) -> [String] {
        let spec = """
            control: Timed
            accessibilityLabel: Timed
            events: [tap, wrong]
            initial: idle
            \(body)
            """
        return Pipeline().check(Array(spec.utf8), file: "Timed.control.yaml").diagnostics.map {
            "\($0.location) \($0.code.rawValue): \($0.message)"
        }
    }

    func testADeadEndReachedThroughTimersSaysTheTimeline() {
        let found = diagnostics(
            """
            states: { idle: {}, copied: {}, held: {}, gone: {} }
            transitions:
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 2, to: held }
              - { from: held, every: 0.1, after: 0.5, to: held, set: { n: "n + 1" }, when: "n < 2" }
              - { from: held, on: tap, to: gone, when: "n == 2" }
            properties:
              n: { type: int, range: [0, 2] }
            """)
        XCTAssertTrue(
            found.contains(
                "5:43 dead-end-state: state `gone` is a dead end: once reached (after `tap`, 2 s in `copied`,"
                    + " 0.5 s in `held`, 0.1 s in `held`, `tap`), no event leads out of it; add a transition out"
                    + " of it, or suppress this warning if the state is final"), "\(found)")
    }

    func testAnAnimationOnTheWayIsTimedByTheAnimation() {
        let found = diagnostics(
            """
            states: { idle: {}, shaking: {}, stuck: {} }
            transitions:
              - { from: idle, on: wrong, to: shaking, animation: shake }
              - { from: shaking, after: animation, to: stuck }
              - { from: stuck, on: tap, to: stuck }
            animations:
              shake:
                duration: 0.4
                tracks: [{ target: control, property: translationX, values: [0, -10, 10, 0] }]
            """)
        XCTAssertTrue(
            found.contains {
                $0.hasPrefix(
                    "5:34 dead-end-state: state `stuck` is a dead end: once reached (after `wrong`,"
                        + " 0.4 s in `shaking`), ")
            }, "\(found)")
    }

    func testNoWayBackSaysTheTimelineAndAPathWithoutATimerSaysNone() {
        let timed = diagnostics(
            """
            states: { idle: {}, copied: {}, a: {}, b: {} }
            transitions:
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 1.5, to: a }
              - { from: a, on: tap, to: b }
              - { from: b, on: tap, to: a }
            """)
        XCTAssertTrue(
            timed.contains {
                $0.hasPrefix(
                    "5:33 no-way-back: no way back from state `a` (reached after `tap`, 1.5 s in `copied`):")
            }, "\(timed)")
        let untimed = diagnostics(
            """
            states: { idle: {}, copied: {}, a: {}, b: {} }
            transitions:
              - { from: idle, on: tap, to: copied }
              - { from: copied, on: wrong, to: a }
              - { from: a, on: tap, to: b }
              - { from: b, on: tap, to: a }
            """)
        XCTAssertTrue(
            untimed.contains { $0.hasPrefix("5:33 no-way-back: no way back from state `a`: no sequence") },
            "\(untimed)")
    }
}
