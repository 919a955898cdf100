import ControlSpec
import XCTest

/// `history:` through the whole pipeline: its mistakes at their line and column, `unused-history`
/// in both of its cases, and the analysis exploring what a parent remembers (a transition that
/// fires only after a resume).
final class HistoryDiagnosticTests: XCTestCase {
    private func diagnostics(_ spec: String) -> [String] {
        Pipeline().check(Array(spec.utf8), file: "Media.control.yaml").diagnostics.map {
            "\($0.code.rawValue) \($0.location.line):\($0.location.column)"
        }
    }

    /// A media button; `history` is the parent's `history:` line (or none), `to` what a tap in
    /// `paused` enters.
    private func media(history: String? = "    history: shallow", to: String = "playing") -> String {
        """
        control: Media
        accessibilityLabel: Play
        events: [tap, stalled, resumed]
        initial: paused
        states:
          paused: {}
          playing:
        \(history ?? "    initial: buffering")
            states:
              buffering: {}
              running: {}
        transitions:
          - { from: paused, on: tap, to: \(to) }
          - { from: playing, on: tap, to: paused }
          - { from: buffering, on: resumed, to: running }
          - { from: running, on: stalled, to: buffering }
        """
    }

    func testAParentWithHistoryThatATransitionEntersIsClean() {
        XCTAssertEqual(diagnostics(media()), [])
        XCTAssertEqual(diagnostics(media(history: "    history: deep")), [])
    }

    func testAnUnknownKindIsReportedAtTheWord() {
        XCTAssertEqual(diagnostics(media(history: "    history: all")), ["type-mismatch 8:14"])
    }

    func testHistoryOnALeafIsReportedAtTheKey() {
        let spec = media().replacingOccurrences(
            of: "  paused: {}", with: "  paused: { history: deep }")
        XCTAssertEqual(diagnostics(spec), ["missing-key 6:22"])
    }

    func testHistoryNoTransitionEntersByTheParentsNameIsUnused() {
        XCTAssertEqual(diagnostics(media(to: "buffering")), ["unused-history 8:14"])
    }

    func testHistoryOfAParentWithOneLeafIsUnused() {
        let spec = """
            control: Media
            accessibilityLabel: Play
            events: [tap]
            initial: paused
            states:
              paused: {}
              playing:
                history: deep
                states:
                  running: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: playing, on: tap, to: paused }
            """
        XCTAssertEqual(diagnostics(spec), ["unused-history 8:14"])
    }

    /// `fire` can only happen in `running` after `arm` set `armed`; `arm` is only taken in
    /// `paused`, and `running` is entered from `buffering` only while not armed: only resuming
    /// `running` after arming fires it. Without history the analysis must call it unreachable,
    /// with history it must not.
    func testTheAnalysisFollowsWhatTheParentRemembers() {
        func spec(_ history: String) -> String {
            """
            control: Media
            accessibilityLabel: Play
            properties:
              armed: { type: bool }
            events: [tap, resumed, arm, fire]
            initial: paused
            states:
              paused: {}
              playing:
            \(history)
                states:
                  buffering: {}
                  running: {}
            transitions:
              - { from: paused, on: tap, to: playing }
              - { from: paused, on: arm, to: paused, set: { armed: true } }
              - { from: playing, on: tap, to: paused }
              - { from: buffering, on: resumed, to: running, when: "!armed" }
              - { from: running, on: fire, to: paused, when: armed }
            """
        }
        XCTAssertEqual(diagnostics(spec("    initial: buffering")), ["unreachable-transition 19:5"])
        XCTAssertEqual(diagnostics(spec("    history: shallow")), [])
        XCTAssertEqual(diagnostics(spec("    history: deep")), [])
    }

    /// A group's release must lead to an idle state: a release that re-enters a parent with
    /// history resumes where it was left, not its `initial:`.
    func testAGroupReleaseIntoAParentWithHistoryGoesWhereItResumes() {
        func spec(_ history: String) -> String {
            """
            control: Picker
            base: button
            accessibilityLabel: Pick
            events: [tap, deselect]
            initial: [a, b]
            states:
              sel:
            \(history)
                states:
                  a: {}
                  b: { selected: true }
            transitions:
              - { from: a, on: tap, to: b }
              - { from: b, on: tap, to: a }
              - { from: b, on: deselect, to: sel }
            group:
              idle: [a]
              release: deselect
            """
        }
        XCTAssertEqual(diagnostics(spec("    initial: a")), [])
        XCTAssertEqual(
            diagnostics(spec("    history: deep")).map { $0.prefix(21) }, ["group-release-missing"])
    }
}
