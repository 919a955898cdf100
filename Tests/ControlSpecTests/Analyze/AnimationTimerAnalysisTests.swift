import ControlSpec
import XCTest

/// `after: animation` through the whole pipeline: the analysis knows which animation entered a
/// state (a state entered without one does not wait; per entry, the animation's end and a fixed
/// timer preempt each other exactly), and the decoder's and checks' findings at their line and
/// column.
final class AnimationTimerAnalysisTests: XCTestCase {
    /// The findings of a control with events `tap` and `hold`, states `idle`, `shown`, `done`,
    /// `ghost` and the animations `quick` (0.3 s) and `slow` (0.5 s, twice, autoreversing: 2 s).
    private func diagnostics(_ transitions: String) -> [String] {
        let spec = """
            control: Timed
            accessibilityLabel: Timed
            events: [tap, hold]
            initial: idle
            states: { idle: {}, shown: {}, done: {}, ghost: {} }
            transitions:
            \(transitions)
            animations:
              quick:
                duration: 0.3
                tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
              slow:
                duration: 0.5
                repeat: 2
                autoreverse: true
                tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
            """
        return Pipeline().check(Array(spec.utf8), file: "Timed.control.yaml").diagnostics.map {
            "\($0.location) \($0.code.rawValue): \($0.message)"
        }
    }

    /// A sequenced animation lasts until its last track has ended: 0.3 s of fading in, then
    /// 0.9 s of growing is 1.2 s, so a 1 s timer always leaves first and `after: animation` never
    /// fires (counted to the first track's end, 0.3 s, it would be the other way round).
    func testASequencedAnimationFinishesWhenItsLastTrackHasEnded() {
        let spec = """
            control: Timed
            accessibilityLabel: Timed
            events: [tap]
            initial: idle
            states: { idle: {}, shown: {}, done: {} }
            transitions:
              - { from: idle, on: tap, to: shown, animation: sequence }
              - { from: shown, after: animation, to: idle }
              - { from: shown, after: 1, to: done }
              - { from: done, on: tap, to: idle }
            animations:
              sequence:
                duration: 0.3
                tracks:
                  - { name: fade, target: control, property: opacity, from: 0, to: 1 }
                  - { after: fade, duration: 0.9, target: control, property: scale, from: 0.5, to: 1 }
            """
        let found = Pipeline().check(Array(spec.utf8), file: "Timed.control.yaml").diagnostics.map {
            "\($0.location) \($0.code.rawValue): \($0.message)"
        }
        XCTAssertTrue(found.contains { $0.hasPrefix("8:5 unreachable-transition") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("9:5") }, "\(found)")
    }

    func testAStateEnteredWithAnAnimationLeavesWhenItHasFinished() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: shown, animation: quick }
                  - { from: shown, after: animation, to: idle }
                  - { from: "*", on: hold, to: idle, animation: slow }
                  - { from: idle, on: hold, to: done }
                  - { from: done, on: tap, to: ghost }
                  - { from: ghost, on: tap, to: idle }
                """), [])
    }

    /// Entered only without an animation (the animated entry comes from an unreachable state), the
    /// state waits for nothing: the exploration tells the entries apart, so it is a dead end.
    func testAStateEnteredOnlyWithoutAnAnimationIsADeadEnd() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: shown }
              - { from: ghost, on: tap, to: shown, animation: quick }
              - { from: shown, after: animation, to: idle }
              - { from: idle, on: hold, to: done }
              - { from: done, on: tap, to: idle }
            """)
        XCTAssertTrue(
            found.contains { $0.contains("unreachable-state") && $0.contains("`ghost`") }, "\(found)")
        XCTAssertTrue(
            found.contains { $0.contains("dead-end-state") && $0.contains("`shown`") }, "\(found)")
        XCTAssertTrue(
            found.contains {
                $0.hasPrefix("9:5 unreachable-transition") && $0.contains("without an animation to wait for")
            }, "\(found)")
    }

    /// Per entry: entered with `quick` (0.3 s) the animation's end comes before the 1 s timer and
    /// always leaves, so the 1 s timer never fires; entered with `slow` (2 s) the 1 s timer always
    /// leaves first.
    func testTheAnimationsEndAndAFixedTimerPreemptEachOtherPerEntry() {
        let onlyQuick = diagnostics(
            """
              - { from: idle, on: tap, to: shown, animation: quick }
              - { from: shown, after: animation, to: idle }
              - { from: shown, after: 1, to: done }
              - { from: done, on: tap, to: idle }
            """)
        XCTAssertTrue(onlyQuick.contains { $0.hasPrefix("9:5 unreachable-transition") }, "\(onlyQuick)")
        XCTAssertFalse(onlyQuick.contains { $0.hasPrefix("8:5 ") }, "\(onlyQuick)")
        let onlySlow = diagnostics(
            """
              - { from: idle, on: tap, to: shown, animation: slow }
              - { from: shown, after: animation, to: idle }
              - { from: shown, after: 1, to: done }
              - { from: done, on: tap, to: idle }
            """)
        XCTAssertTrue(onlySlow.contains { $0.hasPrefix("8:5 unreachable-transition") }, "\(onlySlow)")
        XCTAssertFalse(onlySlow.contains { $0.hasPrefix("9:5 ") }, "\(onlySlow)")
        let both = diagnostics(
            """
              - { from: idle, on: tap, to: shown, animation: quick }
              - { from: idle, on: hold, to: shown, animation: slow }
              - { from: shown, after: animation, to: idle }
              - { from: shown, after: 1, to: done }
              - { from: done, on: tap, to: idle }
            """)
        XCTAssertFalse(both.contains { $0.contains("unreachable-transition") }, "\(both)")
    }

    func testAParentsSpentTimerDoesNotPreemptTheAnimationsEnd() {
        // `active`'s 1 s timer fires once per entry of `active`: back in `waiting` by `back`, with
        // the 2 s animation, it is spent and the animation's end leads to `idle` (0 s in
        // `waiting`, 1 s: `busy`, `back`, 2 s: `idle`). Treated as always pending it would make
        // `idle` unreachable.
        let spec = """
            control: Spent
            accessibilityLabel: Spent
            events: [back]
            initial: waiting
            states:
              active:
                states: { waiting: {}, busy: {} }
              idle: {}
            transitions:
              - { from: active, after: 1, to: busy }
              - { from: busy, on: back, to: waiting, animation: slow }
              - { from: waiting, after: animation, to: idle }
              - { from: idle, on: back, to: active }
            animations:
              slow:
                duration: 2
                tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
            """
        // The one finding: the note that the two timers are not ordered (`parent-timer-beside-animation`).
        XCTAssertEqual(
            Pipeline().check(Array(spec.utf8), file: "Spent.control.yaml").diagnostics.map {
                "\($0.location) \($0.code.rawValue): \($0.message)"
            },
            [
                "12:29 parent-timer-beside-animation: `after: animation` and `after 1 s in active` count from"
                    + " different entries, which the analysis does not order: it lets either fire first, so a"
                    + " finding about them may not happen in a run"
            ])
    }

    /// A repeating timer's transition back to its own state keeps the entry and its animation:
    /// `quick`'s 0.3 s still end the state before its 1 s timer, though each repeat plays `slow`.
    func testARepeatBackToItsStateKeepsTheEnteringAnimation() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: shown, animation: quick }
              - { from: shown, every: 0.1, to: shown, animation: slow }
              - { from: shown, after: animation, to: idle }
              - { from: shown, after: 1, to: done }
              - { from: done, on: tap, to: idle }
            """)
        XCTAssertTrue(found.contains { $0.hasPrefix("10:5 unreachable-transition") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("8:5 ") || $0.hasPrefix("9:5 ") }, "\(found)")
    }

    /// A repeat whose `to:` names a parent enters its leaf anew (`TimerLeaving`): at 1 s it
    /// re-enters `shown` without an animation, so `slow`'s 2 s end never comes. Before the
    /// animation timer and `ResolvedControl.preemption` shared the rule, the repeat back to its own
    /// leaf did not count as leaving, and `done` was called reachable.
    func testARepeatNamingAParentPreemptsTheAnimationsLaterEnd() {
        let spec = """
            control: Pulse
            accessibilityLabel: Pulse
            events: [go, back]
            outputs: [pulse]
            initial: idle
            states:
              idle: {}
              cycle:
                states: { shown: {} }
              done: {}
            transitions:
              - { from: idle, on: go, to: shown, animation: slow }
              - { from: shown, every: 1, to: cycle, emit: pulse }
              - { from: shown, after: animation, to: done }
              - { from: [shown, done], on: back, to: idle }
            animations:
              slow:
                duration: 2
                tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
            """
        let found = Pipeline().check(Array(spec.utf8), file: "Pulse.control.yaml").diagnostics.map {
            "\($0.location) \($0.code.rawValue)"
        }
        XCTAssertTrue(found.contains("14:5 unreachable-transition"), "\(found)")
        XCTAssertTrue(found.contains { $0.hasSuffix("unreachable-state") }, "\(found)")
    }

    func testNoEnteringAnimationIsReportedAtTheWord() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: shown }
              - { from: shown, after: animation, to: idle }
              - { from: idle, on: hold, to: done, animation: quick }
              - { from: done, on: tap, to: idle, animation: slow }
            """)
        let line = try? XCTUnwrap(found.first { $0.contains("no-entering-animation") })
        XCTAssertEqual(
            line,
            "8:27 no-entering-animation: `after: animation` never fires: no transition into `shown` plays an"
                + " animation, so there is none to wait for; give one an `animation:`, or write a duration,"
                + " such as `after: 0.3`")
        XCTAssertFalse(found.contains { $0.contains("unreachable-transition") }, "said once: \(found)")
    }

    func testAfterAnimationTakesNoEvery() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: shown, animation: quick }
              - { from: shown, after: animation, every: 0.5, to: idle }
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("8:45 conflicting-keys: 'after: animation' fires once"), found[0])
    }

    /// `after:` is a number in its bounds or the word: past a day, or another word, is located.
    func testAfterTakesSecondsUpToADayOrTheWord() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: shown, animation: quick }
              - { from: shown, after: 86400.001, to: idle }
              - { from: shown, after: animations, to: done }
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(
            found[0].hasPrefix("8:27 value-out-of-range: 'after' 86400.001 is out of range"), found[0])
        XCTAssertTrue(found[1].hasPrefix("9:27 type-mismatch: "), found[1])
    }

    func testTheGraphLabelsItAfterTheAnimation() throws {
        let spec = """
            control: Flash
            events: [show]
            initial: idle
            states: { idle: {}, flash: {} }
            transitions:
              - { from: idle, on: show, to: flash, animation: fade }
              - { from: flash, after: animation, to: idle }
            animations:
              fade: { duration: 0.3, tracks: [{ target: control, property: opacity, from: 0, to: 1 }] }
            """
        let result = Pipeline().check(Array(spec.utf8), file: "Flash.control.yaml")
        XCTAssertEqual(result.diagnostics.map(\.code.rawValue), [])
        let dot = GraphWriter.render(try XCTUnwrap(result.analysis), format: .dot)
        XCTAssertTrue(dot.contains("after the animation"), dot)
    }
}
