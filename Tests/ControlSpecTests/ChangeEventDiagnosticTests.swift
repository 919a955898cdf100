import ControlSpec
import XCTest

/// An input's `changes:` event: accepted on an input and used with `on:`; each misuse reported at
/// its exact line and column.
final class ChangeEventDiagnosticTests: XCTestCase {
    private func spec(property: String, events: String = "[tap]", extra: String = "") -> String {
        """
        control: T
        properties:
          progress: \(property)
        events: \(events)
        initial: a
        states: { a: {}, b: {} }
        transitions:
          - { from: a, on: progressChanged, when: "progress >= 1", to: b }
          - { from: b, on: tap, to: a }
        \(extra)
        """
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testAnInputsChangeEventIsDeclaredAndUsedByOn() throws {
        decodeExpecting(spec(property: "{ type: double, input: true, changes: progressChanged }"), [])
        let text = spec(property: "{ type: double, input: true, changes: progressChanged }")
        let control = try XCTUnwrap(DecodeHarness.decode(text).0)
        XCTAssertEqual(control.events.map(\.value), ["tap", "progressChanged"])
        XCTAssertEqual(control.properties.first?.changes?.value, "progressChanged")
        XCTAssertEqual(control.properties.first?.changes?.location, SourceLocation(line: 3, column: 51))
    }

    func testAPropertyTheAppDoesNotSetHasNoChangeEvent() {
        // `  progress: { type: double, changes: progressChanged }`: the name is column 38.
        let diagnostics = decodeExpecting(
            spec(property: "{ type: double, changes: progressChanged }"), ["change-event 3:38"])
        XCTAssertEqual(
            message(diagnostics),
            "'changes' needs an input: property 'progress' is not 'input: true', so the app never sets it;"
                + " add 'input: true' or remove 'changes'")
    }

    func testATouchEventIsNotAChangeEvent() {
        let diagnostics = decodeExpecting(
            spec(property: "{ type: double, input: true, changes: touchDown }"),
            ["change-event 3:51", "undefined-reference 8:20"])
        XCTAssertEqual(
            message(diagnostics),
            "'touchDown' is a touch event, which UIKit sends; name the event setting 'progress' sends"
                + " (e.g. 'progressChanged')")
    }

    func testAChangeEventAlsoListedUnderEventsIsDeclaredTwice() {
        let diagnostics = decodeExpecting(
            spec(
                property: "{ type: double, input: true, changes: progressChanged }",
                events: "[tap, progressChanged]"),
            ["duplicate-name 3:51"])
        XCTAssertEqual(
            message(diagnostics), "event 'progressChanged' is declared twice; remove or rename one")
        XCTAssertEqual(diagnostics.first?.notes.first?.location, SourceLocation(line: 4, column: 15))
    }

    func testVoiceOverCannotSendAChangeEvent() {
        let diagnostics = decodeExpecting(
            spec(
                property: "{ type: double, input: true, changes: progressChanged }",
                extra: "accessibilityIncrement: progressChanged"),
            ["change-event 10:25"])
        XCTAssertEqual(
            message(diagnostics),
            "'progressChanged' is sent when the app sets 'progress' ('changes'), so accessibilityIncrement"
                + " cannot send it; declare an event of its own under 'events:'")
    }

    func testTheGroupCannotReleaseWithAChangeEvent() {
        decodeExpecting(
            spec(
                property: "{ type: double, input: true, changes: progressChanged }",
                extra: "group: { idle: [a], release: progressChanged }"),
            ["change-event 10:30"])
    }
}
