import ControlSpec
import XCTest

/// Timers (`after:`, `every:`) through the whole pipeline: what they make reachable, the timer
/// cases the analysis reports, and the decoder's checks of their durations, each at its line and
/// column.
final class TimerAnalysisTests: XCTestCase {
    private func diagnostics(_ transitions: String, properties: String = "") -> [String] {
        let spec = """
            control: Timed
            accessibilityLabel: Timed
            \(properties)
            events: [tap]
            initial: idle
            states: { idle: {}, copied: {}, other: {} }
            transitions:
            \(transitions)
            """
        return Pipeline().check(Array(spec.utf8), file: "Timed.control.yaml").diagnostics.map {
            "\($0.location) \($0.code.rawValue): \($0.message)"
        }
    }

    func testATimerReachesAStateAndLeavesOneWithoutADeadEnd() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: copied }
                  - { from: copied, after: 2, to: other }
                  - { from: other, every: 0.5, to: idle }
                """), [])
    }

    func testWithoutItsTimerTheStateIsADeadEnd() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied }
              - { from: copied, on: tap, to: other }
            """)
        XCTAssertTrue(found.contains { $0.contains("dead-end-state") }, "\(found)")
    }

    func testTwoTimersOfOneDelayAreAmbiguous() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 2, to: idle }
              - { from: copied, after: 2, to: other }
              - { from: other, on: tap, to: idle }
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("10:5 ambiguous-transition: "), found[0])
        XCTAssertTrue(found[0].contains("on `after 2 s` in state `copied`"), found[0])
    }

    func testTimersOfDifferentDelaysAreNotAmbiguous() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 2, to: idle, when: "!flag" }
              - { from: copied, after: 1, to: other, when: flag }
              - { from: other, on: tap, to: idle }
            """, properties: "properties: { flag: { type: bool, input: true } }")
        XCTAssertEqual(found, [])
    }

    func testATimerThatAnEarlierOneAlwaysPreemptsNeverFires() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 1, to: other }
              - { from: copied, after: 2, to: idle }
              - { from: other, on: tap, to: idle }
            """)
        XCTAssertEqual(
            found,
            [
                "10:5 unreachable-transition: transition can never fire: its timer never fires: 1 s in"
                    + " `copied`, before its 2 s, the transition to `other` at line 9 always fires and leaves"
                    + " `copied`; shorten this timer or give the earlier one a guard"
            ])
    }

    func testAGuardedEarlierTimerDoesNotPreempt() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: copied }
                  - { from: copied, after: 1, to: other, when: flag }
                  - { from: copied, after: 2, to: idle }
                  - { from: other, on: tap, to: idle }
                """, properties: "properties: { flag: { type: bool, input: true } }"), [])
    }

    func testARepeatThatStaysDoesNotPreemptAndOneThatStartsEarlierStillFires() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: copied }
                  - { from: copied, every: 0.1, to: copied, set: { n: n + 1 } }
                  - { from: copied, after: 2, to: other }
                  - { from: other, every: 0.5, after: 0.1, to: other, set: { n: 0 } }
                  - { from: other, after: 0.3, to: idle }
                """, properties: "properties: { n: { type: int, range: [0, 100] } }"
            ).filter { !$0.contains("value-out-of-range") }, [])
    }

    func testARepeatStartingAfterThePreemptingTimerNeverFires() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 1, to: idle }
              - { from: copied, every: 0.5, after: 1.5, to: other }
              - { from: other, on: tap, to: idle }
            """)
        XCTAssertTrue(found.contains { $0.hasPrefix("10:5 unreachable-transition: ") }, "\(found)")
    }

    func testARepeatThatDoesNothingSpins() {
        XCTAssertEqual(
            diagnostics(
                """
                  - { from: idle, on: tap, to: copied }
                  - { from: copied, every: 0.25, to: copied }
                  - { from: copied, on: tap, to: other }
                  - { from: other, on: tap, to: idle }
                """),
            [
                "9:28 timer-spin: the timer repeats every 0.25 s in `copied` and changes nothing: it stays in"
                    + " `copied` with no `set:`, `emit:` or `animation:`; give it an effect or remove it"
            ])
    }

    func testZeroNegativeAndSubMillisecondDurationsAreLocatedWithTheFix() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied }
              - { from: copied, after: 0, to: idle }
              - { from: copied, every: -1, to: idle }
              - { from: copied, after: 0.0005, to: idle }
              - { from: copied, every: 0.1, after: 1.2345, to: idle }
            """)
        XCTAssertEqual(
            found,
            [
                "9:28 value-out-of-range: 'after' 0 is out of range; write seconds more than 0 and at most"
                    + " 86400, such as 'after: 2' or 'after: 0.5'",
                "10:28 value-out-of-range: 'every' -1 is out of range; write seconds more than 0 and at most"
                    + " 86400, such as 'every: 2' or 'every: 0.5'",
                "11:28 value-out-of-range: 'after' 0.0005 is finer than a millisecond; timers count whole"
                    + " milliseconds: write at most three decimals, such as 'after: 0.001'",
                "12:40 value-out-of-range: 'after' 1.2345 is finer than a millisecond; timers count whole"
                    + " milliseconds: write at most three decimals, such as 'after: 1.235'",
            ])
    }

    func testATimerAndAnEventCannotStartOneTransition() {
        let found = diagnostics(
            """
              - { from: idle, on: tap, to: copied, after: 2 }
              - { from: copied, to: idle }
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(
            found[0].hasPrefix("8:40 conflicting-keys: 'after' cannot stand next to 'on'"), found[0])
        XCTAssertTrue(
            found[1].hasPrefix("9:5 missing-key: a transition needs at least one of 'on'"), found[1])
    }
}
