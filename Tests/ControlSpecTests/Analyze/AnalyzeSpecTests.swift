import ControlSpec
import Foundation
import XCTest

/// The analyzer on YAML specs through the whole pipeline. `1️⃣` in a spec marks where the
/// diagnostic must point; the marker is removed before the spec is read.
final class AnalyzeSpecTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `spec` (its `1️⃣` marking where the diagnostic must point). A spec without an
    /// `accessibilityLabel:` gets one (at its end), so only what a test is about is reported.
    private func check(_ spec: String) -> MarkedSpec { MarkedSpec(spec, accessibilityLabel: "Sample") }

    private func assertOnly(
        _ code: DiagnosticCode, in spec: String, mentions fragments: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        check(spec).assertOnly(code.rawValue, mentions: fragments, file: file, line: line)
    }

    private func counter(_ first: String, _ second: String) -> String {
        """
        control: InboxBadge
        properties:
          count: { type: int, range: [0, 99], input: true }
        events: [refresh, dismiss]
        initial: idle
        states: { idle: {}, hot: {}, calm: {} }
        transitions:
          - { from: idle, on: refresh, to: hot, when: "\(first)" }
          - 1️⃣{ from: idle, on: refresh, to: calm, when: "\(second)" }
          - { from: [hot, calm], on: dismiss, to: idle }
        """
    }

    func testOverlappingIntGuardsAreAmbiguousWithWitnessFour() {
        assertOnly(
            .ambiguousTransition, in: counter("count > 3", "count < 5"),
            mentions: ["when count = 4", "line 8"])
        XCTAssertEqual(
            check(counter("count > 3", "count < 5")).diagnostics.first?.notes.map(\.location.description),
            ["8:5"])
    }

    func testComplementaryIntGuardsAreNotAmbiguous() {
        XCTAssertEqual(check(counter("count > 3", "count <= 3")).diagnostics, [])
    }

    func testGuardOnABoolNothingSetsToTrueNeverFires() {
        assertOnly(
            .unreachableTransition,
            in: """
                control: CheckBox
                properties:
                  locked: { type: bool }
                events: [tap, lock]
                initial: off
                states: { off: {}, on: {} }
                transitions:
                  - { from: off, on: tap, to: on, when: "!locked" }
                  - { from: on, on: tap, to: off }
                  - { from: [off, on], on: lock, to: off, set: { locked: false } }
                  - 1️⃣{ from: off, on: tap, to: off, when: locked }
                """,
            mentions: ["guard is never true where its source is reached"])
    }

    func testGuardOnANeverSetBoolSuggestsInput() {
        assertOnly(
            .unreachableTransition,
            in: """
                control: CheckBox
                properties:
                  locked: { type: bool }
                events: [tap]
                initial: off
                states: { off: {}, on: {} }
                transitions:
                  - { from: off, on: tap, to: on, when: "!locked" }
                  - { from: on, on: tap, to: off }
                  - 1️⃣{ from: off, on: tap, to: off, when: locked }
                """,
            mentions: ["`locked`", "`input: true`"])
    }

    func testWildcardAndExplicitTransitionOnOneEventAreNotAmbiguous() {
        let diagnostics = check(
            """
            control: SortButton
            events: [tap, reset]
            initial: unselected
            states: { unselected: {}, ascending: {}, descending: {} }
            transitions:
              - { from: unselected, on: tap, to: ascending }
              - { from: ascending, on: tap, to: descending }
              - { from: descending, on: tap, to: ascending }
              - { from: "*", on: reset, to: unselected }
              - { from: descending, on: reset, to: ascending }
            """
        ).diagnostics
        XCTAssertEqual(diagnostics, [])
    }

    func testSeedLikeButtonWrittenLiterallyHasAnUnreachableDefault() {
        assertOnly(
            .unreachableState,
            in: """
                control: LikeButton
                images:
                  unliked: { asset: like_no }
                  liked: { asset: like_yes }
                events: [tap]
                initial: no
                states:
                  no: { image: unliked }
                  yes: { image: liked }
                  1️⃣default: { image: unliked }
                transitions:
                  - { from: no, on: tap, to: yes }
                  - { from: yes, on: tap, to: no }
                """,
            mentions: ["state `default` is unreachable"])
    }

    func testRegionReadAsAnEnumAndSuppressOnAState() {
        let diagnostics = check(
            """
            control: FlatButton
            base: button
            regions:
              press:
                initial: up
                states: { up: {}, down: {} }
                transitions:
                  - { from: up, on: [touchDown, touchDragEnter], to: down }
                  - { from: down, on: [touchUpInside, touchDragExit], to: up }
              selection:
                initial: [off, on]
                states: { off: {}, on: { selected: true }, stuck: { suppress: [unreachable-state] } }
                transitions:
                  - { from: off, on: touchUpInside, to: on, when: "press == .down" }
                  - { from: on, on: touchUpInside, to: off, when: "press == .down" }
            """
        ).diagnostics
        XCTAssertEqual(diagnostics, [])
    }

    func testTwoHundredGuardsOverSixteenBoolsAreDecidedExactly() throws {
        let url = Self.fixtures.appendingPathComponent("Analyze/GuardStress.control.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let diagnostics = Pipeline().check(Array(text.utf8), file: "GuardStress.control.yaml").diagnostics
        XCTAssertEqual(
            diagnostics.map { "\($0.code.rawValue) \($0.location)" },
            Array(repeating: "ambiguous-transition 226:5", count: 2))
        XCTAssertEqual(Set(diagnostics.flatMap(\.notes).map(\.location.description)), ["69:5", "197:5"])
    }

    func testExamplesLintClean() throws {
        let examples = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter {
            $0.hasSuffix(".control.yaml")
        }
        XCTAssertFalse(names.isEmpty)
        for name in names.sorted() {
            let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            let diagnostics = Pipeline().check(Array(text.utf8), file: name).diagnostics
            XCTAssertEqual(diagnostics.map { "\($0.location) \($0.code.rawValue): \($0.message)" }, [], name)
        }
    }
}
