import ControlSpec
import XCTest

/// `missing-accessibility-label` for every base: a control is named by its `accessibilityLabel:`
/// or, state by state, by the text it shows.
final class AccessibilityLabelTests: XCTestCase {
    private func labelWarnings(_ spec: String) -> [String] {
        Pipeline().check(Array(spec.utf8), file: "C.control.yaml").diagnostics.filter {
            $0.code == .missingAccessibilityLabel
        }.map { "\($0.location)" }
    }

    private func button(showing texts: (String, String)) -> String {
        """
        control: Buy
        summary: A button.
        base: button
        properties:
          title: { type: string, input: true, default: "" }
        texts:
          title: { text: "{title}", font: { size: 15 } }
        events: [tap]
        initial: up
        states:
          up: { \(texts.0) }
          done: { \(texts.1) selected: true }
        transitions:
          - { from: up, on: tap, to: done }
          - { from: done, on: tap, to: up }
        """
    }

    func testAButtonThatShowsNoTextInSomeStateNeedsALabel() {
        XCTAssertEqual(labelWarnings(button(showing: ("text: title", ""))), ["1:10"])
        XCTAssertEqual(labelWarnings(button(showing: ("", ""))), ["1:10"])
    }

    func testAButtonShowingATextInEveryStateIsNamedByIt() {
        XCTAssertEqual(labelWarnings(button(showing: ("text: title", "text: title,"))), [])
        XCTAssertEqual(
            labelWarnings(button(showing: ("text: title", "accessibilityLabel: Bought,"))), [])
    }

    func testAViewThatReactsToNoTouchNeedsNoLabel() {
        let spec = """
            control: Badge
            summary: A badge.
            base: view
            events: [flip]
            initial: a
            states: { a: {}, b: {} }
            transitions:
              - { from: a, on: flip, to: b }
              - { from: b, on: flip, to: a }
            """
        XCTAssertEqual(labelWarnings(spec), [])
    }
}
