import ControlSpec
import Foundation
import XCTest

/// Nested states (Language.md, "Nested states") through the whole pipeline: each mistake is
/// reported at its exact line and column, and each finding names nested states by their path, in
/// its message and its witness. `1️⃣` marks where the diagnostic must point; it is removed before
/// the spec is read.
final class NestedStateDiagnosticTests: XCTestCase {
    /// `spec` (its `1️⃣` marking where the diagnostic must point) checked as the button's file.
    private func check(_ spec: String) -> MarkedSpec { MarkedSpec(spec, file: "Media.control.yaml") }

    /// Exactly one diagnostic, `code` at the marker, whose message contains `fragments`.
    @discardableResult
    private func assertOnly(
        _ code: String, in spec: String, mentions fragments: [String] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) -> Diagnostic? {
        check(spec).assertOnly(code, mentions: fragments, file: file, line: line)
    }

    /// A media button whose `playing` parent holds `buffering` and `running`, with `extra` appended
    /// to its transitions.
    private func media(_ extra: String = "", states: String? = nil) -> String {
        """
        control: Media
        accessibilityLabel: Play
        events: [tap, stalled, resumed]
        initial: paused
        states:
        \(states ?? """
              paused: {}
              playing:
                states:
                  buffering: {}
                  running: {}
            """)
        transitions:
          - { from: paused, on: tap, to: playing }
          - { from: playing, on: tap, to: paused }
          - { from: running, on: stalled, to: buffering }
          - { from: buffering, on: resumed, to: running }
        \(extra)
        """
    }

    func testANestedChartIsCleanAndNamesResolve() {
        XCTAssertEqual(
            check(media("  - { from: playing.running, on: resumed, to: playing.buffering }")).diagnostics.map(
                \.message), [])
    }

    func testAPathThatDoesNotFollowTheNestingIsUndefined() {
        assertOnly(
            "undefined-reference", in: media("  - { from: paused, on: resumed, to: 1️⃣playing.bufering }"),
            mentions: ["'playing' has no state 'bufering'", "did you mean 'buffering'?"])
        assertOnly(
            "undefined-reference", in: media("  - { from: 1️⃣paused.running, on: resumed, to: paused }"),
            mentions: ["'paused' has no state 'running'"])
    }

    func testAPathPartMustBeAName() {
        assertOnly(
            "invalid-name", in: media("  - { from: paused, on: resumed, to: 1️⃣playing.Running }"),
            mentions: ["in the state path 'playing.Running'"])
    }

    func testANameIsUniqueAcrossLevels() {
        assertOnly(
            "duplicate-name",
            in: media(
                states: """
                      paused: {}
                      playing:
                        states:
                          buffering: {}
                          running: {}
                          1️⃣paused: {}
                    """), mentions: ["nested states share one namespace"])
    }

    func testInitialWithoutChildStatesIsMissingThem() {
        assertOnly(
            "missing-key",
            in: media(
                states: """
                      paused: { initial: 1️⃣running }
                      playing:
                        states:
                          buffering: {}
                          running: {}
                    """), mentions: ["'paused' has no 'states'"])
    }

    func testAParentsInitialChildMustBeItsChild() {
        assertOnly(
            "undefined-reference",
            in: media(
                states: """
                      paused: {}
                      playing:
                        initial: 1️⃣paused
                        states:
                          buffering: {}
                          running: {}
                    """), mentions: ["child state 'paused' is not declared"])
    }

    func testRegionsBesideAStateAreWhatToWriteInstead() {
        // Regions beside a state, guarded on it, remain a way to write it (Language.md, "Regions
        // beside a state"); `RegionDiagnosticTests` covers regions inside a state.
        let spec = """
            control: Download
            accessibilityLabel: Download
            events: [tap, started]
            regions:
              main:
                initial: idle
                states: { idle: {}, active: { accessibilityValue: active } }
                transitions:
                  - { from: idle, on: tap, to: active }
                  - { from: active, on: tap, to: idle }
              transfer:
                initial: waiting
                states: { waiting: {}, downloading: {} }
                transitions:
                  - { from: waiting, on: started, to: downloading, when: "main == .active" }
                  - { from: downloading, on: tap, to: waiting, when: "main == .active" }
            """
        XCTAssertEqual(check(spec).diagnostics.map { "\($0.code.rawValue) \($0.message)" }, [])
    }

    func testATimerOnAParentAndAParentInAGroupsIdleAreAccepted() {
        // Both were errors before timers on parents and parents in `idle:` (ParentTimerAnalysisTests,
        // GroupIdleParentTests say what they mean).
        XCTAssertEqual(
            check(media("  - { from: playing, after: 5, to: paused }")).diagnostics.map(\.message), [])
        XCTAssertEqual(
            check(media("group: { idle: [paused, playing], release: resumed }")).diagnostics
                .filter { $0.severity == .error }.map(\.message), [])
    }

    func testAfterAnimationOnAParentConflicts() {
        // A parent's clock counts from its entry; the animation `after: animation` waits for entered
        // a leaf.
        assertOnly(
            "conflicting-keys", in: media("  - 1️⃣{ from: playing, after: animation, to: paused }"),
            mentions: ["'after: animation' on a transition from the parent state 'playing'"])
    }

    func testAnUnreachableNestedStateIsNamedByItsPath() {
        let spec = """
            control: Media
            accessibilityLabel: Play
            events: [tap]
            initial: paused
            states:
              paused: {}
              playing:
                states:
                  running: {}
                  1️⃣buffering: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: playing, on: tap, to: paused }
            """
        assertOnly("unreachable-state", in: spec, mentions: ["state `playing.buffering` is unreachable"])
    }

    func testAParentTransitionAChildAlwaysAnswersFirstNeverFires() {
        let spec = """
            control: Media
            accessibilityLabel: Play
            events: [tap]
            initial: paused
            states:
              paused: {}
              playing:
                states:
                  running: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: running, on: tap, to: paused }
              - 1️⃣{ from: playing, on: tap, to: paused }
            """
        let diagnostic = assertOnly(
            "unreachable-transition", in: spec,
            mentions: ["answers the event from a state nested deeper", "the deepest source wins"])
        XCTAssertEqual(diagnostic?.notes.map(\.location.line), [12], "the child's transition")
    }

    func testAChildsGuardedTransitionLeavesTheParentsToFireElsewhere() {
        let spec = """
            control: Media
            accessibilityLabel: Play
            properties:
              locked: { type: bool, input: true }
            events: [tap]
            initial: paused
            states:
              paused: {}
              playing:
                states:
                  running: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: running, on: tap, to: running, when: locked }
              - { from: playing, on: tap, to: paused }
            """
        XCTAssertEqual(
            check(spec).diagnostics.map(\.message), [], "the parent's tap fires where `locked` is false")
    }

    func testADeadEndThatAChildsMissingTransitionCausesIsNamedByItsPath() {
        let spec = """
            control: Media
            accessibilityLabel: Play
            events: [tap, stalled]
            initial: paused
            states:
              paused: {}
              playing:
                states:
                  running: {}
                  1️⃣buffering: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: running, on: tap, to: paused }
              - { from: running, on: stalled, to: buffering }
            """
        assertOnly("dead-end-state", in: spec, mentions: ["state `playing.buffering` is a dead end"])
    }

    func testAnAmbiguityBetweenTwoParentTransitionsHasAPathWitness() throws {
        let spec = """
            control: Media
            accessibilityLabel: Play
            events: [tap]
            initial: paused
            states:
              paused: {}
              playing:
                states:
                  running: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: playing, on: tap, to: paused }
              - 1️⃣{ from: playing, on: tap, to: playing }
            """
        let diagnostic = try XCTUnwrap(
            assertOnly("ambiguous-transition", in: spec, mentions: ["playing.running"]))
        XCTAssertEqual(diagnostic.witness?.states.map(\.value.description), [".playing.running"])
        XCTAssertEqual(diagnostic.witness?.event, "tap")
    }
}
