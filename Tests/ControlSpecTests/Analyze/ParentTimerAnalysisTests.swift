import ControlSpec
import XCTest

/// Timers on parents through the whole pipeline (Analysis.md, "Timers on a parent"): accepted,
/// ambiguous like any timer, and preempting only where the clocks are ordered — a parent's earlier
/// timer that leaves the parent preempts a child's later one; a child's never preempts its parent's.
final class ParentTimerAnalysisTests: XCTestCase {
    private func diagnostics(_ transitions: String) -> [String] {
        let spec = """
            control: Timed
            accessibilityLabel: Timed
            events: [tap]
            initial: idle
            states:
              idle: {}
              active:
                states: { waiting: {}, downloading: {} }
              failed: {}
            transitions:
            \(transitions)
            """
        return Pipeline().check(Array(spec.utf8), file: "Timed.control.yaml").diagnostics.map {
            "\($0.location) \($0.code.rawValue): \($0.message)"
        }
    }

    func testATimerOnAParentIsAcceptedAndLeavesEveryChild() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: active }
                  - { from: waiting, on: tap, to: downloading }
                  - { from: active, after: 30, to: failed }
                  - { from: failed, on: tap, to: idle }
                """), [])
    }

    func testAParentsEarlierTimerPreemptsAChildsLaterOne() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: active }
                  - { from: waiting, on: tap, to: downloading }
                  - { from: active, after: 1, to: failed }
                  - { from: downloading, after: 2, to: idle }
                  - { from: failed, on: tap, to: idle }
                """),
            [
                "14:5 unreachable-transition: transition can never fire: its timer never fires: 1 s in `active`,"
                    + " before its 2 s in `active.downloading`, the transition to `failed` at line 13 always fires"
                    + " and leaves `active`; shorten this timer or give the earlier one a guard"
            ])
    }

    func testAChildsEarlierTimerDoesNotPreemptItsParents() {
        // `downloading` may be entered just before `active`'s 2 s are up.
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: active }
                  - { from: waiting, after: 1, to: downloading }
                  - { from: active, after: 2, to: failed }
                  - { from: downloading, on: tap, to: idle }
                  - { from: failed, on: tap, to: idle }
                """), [])
    }

    func testAParentsTimerThatStaysInsideDoesNotPreemptAChilds() {
        // At 1 s `active` moves to `waiting` and its timer is spent; `waiting`'s 2 s then run out.
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: active }
                  - { from: active, after: 1, to: waiting }
                  - { from: waiting, after: 2, to: downloading }
                  - { from: downloading, on: tap, to: failed }
                  - { from: failed, on: tap, to: idle }
                """), [])
    }

    func testTwoTimersOfOneParentAndDelayAreAmbiguous() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: active }
              - { from: active, after: 2, to: idle }
              - { from: active, after: 2, to: failed }
              - { from: failed, on: tap, to: idle }
            """)
        XCTAssertTrue(
            found.contains { $0.contains("ambiguous-transition") && $0.contains("`after 2 s in active`") },
            "\(found)")
    }

    func testALeafsTimerAndItsParentsOfOneDelayAreNotAmbiguous() {
        // Two timers counting from two entries: the leaf's fires first at a tie.
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: active }
                  - { from: waiting, after: 2, to: downloading }
                  - { from: active, after: 2, to: failed }
                  - { from: downloading, on: tap, to: idle }
                  - { from: failed, on: tap, to: idle }
                """), [])
    }
}
