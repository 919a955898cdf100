import ControlSpec
import Foundation
import XCTest

/// Regions inside a state (Language.md, "Regions inside a state") through decoding: each misuse is
/// reported at its exact line and column with what to write instead. `1️⃣` marks where the
/// diagnostic must point; it is removed before the spec is read.
final class NestedRegionDiagnosticTests: XCTestCase {
    /// `spec` (its `1️⃣` marking where the diagnostic must point) checked as the button's file.
    private func check(_ spec: String) -> MarkedSpec { MarkedSpec(spec, file: "Download.control.yaml") }

    /// Exactly one error, `code` at the marker, whose message contains `fragments`.
    private func assertOnly(
        _ code: String, in spec: String, mentions fragments: [String] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        check(spec).assertOnly(code, severity: .error, mentions: fragments, file: file, line: line)
    }

    /// A download button whose `active` state holds `transfer` and `network`, with `extra` appended
    /// to `transfer`'s transitions and `top` to the owner region's.
    private func download(transfer extra: String = "", top: String = "", active: String = "") -> String {
        """
        control: Download
        accessibilityLabel: Download
        events: [tap, started, lost]
        initial: idle
        states:
          idle: {}
          active:
            selected: true\(active)
            regions:
              transfer:
                initial: waiting
                states: { waiting: {}, downloading: {} }
                transitions:
                  - { from: waiting, on: started, to: downloading, when: "network == .online" }
        \(extra)
              network:
                initial: online
                states: { online: {}, offline: {} }
                transitions:
                  - { from: online, on: lost, to: offline }
        transitions:
          - { from: idle, on: tap, to: active }
          - { from: active, on: tap, to: idle }
        \(top)
        """
    }

    func testRegionsInsideAStateAreAccepted() {
        let errors = check(download()).diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), [])
    }

    func testStatesAndRegionsTogetherConflictAtTheSecondKey() {
        assertOnly(
            "conflicting-keys",
            in: """
                control: Download
                events: [tap]
                initial: idle
                states:
                  idle: {}
                  active:
                    states: { a: {} }
                    1️⃣regions:
                      transfer: { initial: waiting, states: { waiting: {} } }
                transitions:
                  - { from: idle, on: tap, to: active }
                """, mentions: ["'regions' cannot be combined with 'states'"])
    }

    func testARegionNameIsUniqueAcrossTheControl() {
        assertOnly(
            "duplicate-name",
            in: """
                control: Download
                events: [tap]
                regions:
                  main:
                    initial: idle
                    states:
                      idle: {}
                      active:
                        regions:
                          1️⃣main: { initial: waiting, states: { waiting: {} } }
                    transitions:
                      - { from: idle, on: tap, to: active }
                """, mentions: ["region 'main' is declared twice"])
    }

    /// Looks chosen by a condition (`variants:`) are not combined across regions, nested ones too.
    func testVariantsInANestedRegionAreRefused() {
        assertOnly(
            "conflicting-keys",
            in: """
                control: Download
                properties: { on: { type: bool } }
                events: [tap]
                initial: idle
                states:
                  idle: {}
                  active:
                    regions:
                      transfer:
                        initial: waiting
                        states:
                          waiting: { variants: [ 1️⃣{ when: on, alpha: 0.5 } ] }
                transitions:
                  - { from: idle, on: tap, to: active }
                  - { from: active, on: tap, to: idle }
                """, mentions: ["'variants' in a control with 'regions' is not supported"])
    }

    func testANestedRegionNamesOnlyItsOwnStates() {
        assertOnly(
            "undefined-reference",
            in: download(transfer: "          - { from: downloading, on: lost, to: 1️⃣idle }"),
            mentions: [
                "'idle' is a state of the region holding 'active'",
                "`{ from: active, on: <event>, to: idle }`",
            ])
    }

    func testAnOwnerTransitionTargetsTheHoldingStateNotAStateInside() {
        assertOnly(
            "undefined-reference",
            in: download(top: "  - { from: idle, on: started, to: 1️⃣active.transfer.downloading }"),
            mentions: ["names a state inside the region 'transfer' of 'active'", "write 'active'"])
    }

    func testTheOwnerRegionNamesOnlyItsOwnStates() {
        assertOnly(
            "undefined-reference",
            in: download(top: "  - { from: 1️⃣downloading, on: lost, to: idle }"),
            mentions: ["'downloading' is a state of the region 'transfer' inside 'active'", "name 'active'"])
    }

    func testGuardsReadANestedRegionByName() {
        assertOnly(
            "undefined-reference",
            in: download(top: "  - { from: active, on: lost, to: idle, when: \"1️⃣transfr == .waiting\" }"),
            mentions: ["transfr"])
    }

    func testATimerInANestedRegionIsRefused() {
        assertOnly(
            "nested-region",
            in: download(transfer: "          - { from: downloading, after: 1️⃣2, to: waiting }"),
            mentions: ["a timer in the nested region 'transfer'"])
    }

    func testRegionsTwoLevelsDeepAreRefused() {
        assertOnly(
            "nested-region",
            in: """
                control: Download
                events: [tap]
                initial: idle
                states:
                  idle: {}
                  active:
                    regions:
                      transfer:
                        initial: waiting
                        states:
                          waiting: {}
                          1️⃣busy:
                            regions:
                              inner: { initial: x, states: { x: {} } }
                transitions:
                  - { from: idle, on: tap, to: active }
                """, mentions: ["regions go one level inside a state"])
    }

    func testDeepHistoryAboveAStateHoldingRegionsIsRefused() {
        assertOnly(
            "nested-region",
            in: """
                control: Download
                events: [tap, pause]
                initial: idle
                states:
                  idle: {}
                  busy:
                    history: 1️⃣deep
                    states:
                      paused: {}
                      active:
                        regions:
                          transfer: { initial: waiting, states: { waiting: {} } }
                transitions:
                  - { from: idle, on: tap, to: busy }
                  - { from: busy, on: tap, to: idle }
                  - { from: active, on: pause, to: paused }
                  - { from: paused, on: pause, to: active }
                """, mentions: ["write 'history: shallow'"])
    }

    func testAGroupAboutANestedRegionIsRefused() {
        assertOnly(
            "nested-region",
            in: """
                control: Download
                events: [tap, started]
                regions:
                  main:
                    initial: idle
                    states:
                      idle: {}
                      active:
                        regions:
                          transfer:
                            initial: waiting
                            states: { waiting: {}, downloading: {} }
                            transitions:
                              - { from: waiting, on: started, to: downloading }
                    transitions:
                      - { from: idle, on: tap, to: active }
                group: { idle: [waiting], release: tap, region: 1️⃣transfer }
                """,
            mentions: ["name a top-level region"])
    }
}
