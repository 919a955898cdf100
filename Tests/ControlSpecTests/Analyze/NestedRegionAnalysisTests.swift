import ControlSpec
import XCTest

/// The analysis of regions inside a state (Analysis.md, "Regions inside a state") on YAML specs
/// through the whole pipeline: each finding at its line and column (`1️⃣` marks it, and is removed
/// before the spec is read), with the witness as the path of states.
final class NestedRegionAnalysisTests: XCTestCase {
    /// `spec` (its `1️⃣` marking where the finding must point), with an `accessibilityLabel:` added.
    private func check(_ spec: String) -> MarkedSpec { MarkedSpec(spec, accessibilityLabel: "Download") }

    func testAStateOfANestedRegionNothingEntersIsUnreachable() {
        let checked = check(
            """
            control: DownloadButton
            events: [tap, started]
            initial: idle
            states:
              idle: {}
              active:
                regions:
                  transfer:
                    initial: waiting
                    states:
                      waiting: {}
                      downloading: {}
                      1️⃣paused: {}
                    transitions:
                      - { from: waiting, on: started, to: downloading }
                      - { from: [downloading, paused], on: started, to: waiting }
            transitions:
              - { from: idle, on: tap, to: active }
              - { from: active, on: tap, to: idle }
            """)
        XCTAssertEqual(
            checked.diagnostics.map { "\($0.code.rawValue) \($0.location)" },
            ["unreachable-state \(checked.markerLocation)"],
            "\(checked.diagnostics.map(\.message))")
        XCTAssertTrue(
            checked.diagnostics.first?.message.contains("state `paused` of region `transfer`") ?? false,
            checked.diagnostics.first?.message ?? "")
    }

    func testAnOwnerTransitionANestedRegionAlwaysAnswersFirstNeverFires() {
        let checked = check(
            """
            control: DownloadButton
            events: [tap]
            initial: idle
            states:
              idle: {}
              active:
                regions:
                  transfer:
                    initial: waiting
                    states: { waiting: {}, downloading: {} }
                    transitions:
                      - { from: waiting, on: tap, to: downloading }
                      - { from: downloading, on: tap, to: waiting }
            transitions:
              - { from: idle, on: tap, to: active }
              - 1️⃣{ from: active, on: tap, to: idle }
            """)
        // With its only way out preempted, `active` (line 6) is a dead end too.
        XCTAssertEqual(
            checked.diagnostics.map { "\($0.code.rawValue) \($0.location)" },
            ["dead-end-state 6:3", "unreachable-transition \(checked.markerLocation)"],
            "\(checked.diagnostics.map(\.message))")
        XCTAssertTrue(
            checked.diagnostics.last?.message.contains(
                "region `transfer` inside `active` answers the event first")
                ?? false,
            checked.diagnostics.last?.message ?? "")
    }

    func testTwoTransitionsOfANestedRegionAreAmbiguousWithThePathAsWitness() {
        let checked = check(
            """
            control: DownloadButton
            properties:
              fast: { type: bool, input: true }
            events: [tap, started]
            initial: idle
            states:
              idle: {}
              active:
                regions:
                  transfer:
                    initial: waiting
                    states: { waiting: {}, downloading: {}, streaming: {} }
                    transitions:
                      - { from: waiting, on: started, to: downloading }
                      - 1️⃣{ from: waiting, on: started, to: streaming, when: fast }
                      - { from: [downloading, streaming], on: started, to: waiting }
            transitions:
              - { from: idle, on: tap, to: active }
              - { from: active, on: tap, to: idle }
            """)
        XCTAssertEqual(
            checked.diagnostics.map { "\($0.code.rawValue) \($0.location)" },
            ["ambiguous-transition \(checked.markerLocation)"],
            "\(checked.diagnostics.map(\.message))")
        XCTAssertTrue(checked.diagnostics.first?.message.contains("when fast = true") ?? false)
        // The witness is the path of states, inactive regions left out.
        let states = checked.diagnostics.first?.witness?.states.map { "\($0.name) = \($0.value)" }
        XCTAssertEqual(states, ["DownloadButton = .active", "transfer = .waiting"])
    }

    /// Preemption decided per input value: the owner's cancel fires where the inner region ignores
    /// `tap` (`fast` false), and a cancel guarded the same way as the inner transition never fires.
    func testPreemptionIsDecidedPerInputValue() {
        func spec(_ cancelGuard: String) -> String {
            """
            control: DownloadButton
            properties:
              fast: { type: bool, input: true }
            events: [tap]
            initial: idle
            states:
              idle: {}
              active:
                regions:
                  transfer:
                    initial: waiting
                    states: { waiting: {}, downloading: {} }
                    transitions:
                      - { from: waiting, on: tap, to: downloading, when: fast }
                      - { from: downloading, on: tap, to: waiting, when: fast }
            transitions:
              - { from: idle, on: tap, to: active }
              - 1️⃣{ from: active, on: tap, to: idle\(cancelGuard) }
            """
        }
        XCTAssertEqual(check(spec("")).diagnostics.map(\.message), [])
        let checked = check(spec(", when: fast"))
        XCTAssertEqual(
            checked.diagnostics.map { "\($0.code.rawValue) \($0.location)" },
            ["dead-end-state 8:3", "unreachable-transition \(checked.markerLocation)"],
            "\(checked.diagnostics.map(\.message))")
    }
}
