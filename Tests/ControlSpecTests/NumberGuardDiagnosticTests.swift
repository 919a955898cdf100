import ControlSpec
import XCTest

/// Guards that compare numbers (`touch.fx < 0.5`, `level + 0.1 <= limit`): accepted where they are
/// well typed, and every misuse reported at its exact column with what to write.
final class NumberGuardDiagnosticTests: XCTestCase {
    private let header = """
        control: T
        base: control
        properties:
          level: { type: double }
          limit: { type: double, input: true }
          count: { type: int, range: [0, 9] }
          title: { type: string }
        events: [nudge, touchDown, touchCancel]
        initial: a
        states: { a: {} }
        transitions:

        """

    /// One transition on line 12: `  - { from: a, on: <event>, to: a, when: "<guard>" }`; the guard
    /// starts at column 45 for `touchDown`.
    private func transition(_ guardText: String, on event: String = "touchDown") -> String {
        header + "  - { from: a, on: \(event), to: a, when: \"\(guardText)\" }\n"
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testNumbersCompareInGuards() {
        for guardText in [
            "touch.fx < 0.5", "level + 0.1 <= limit", "0.25 > touch.y / 2 || count > 3",
            "!(min(level, limit) == 1) && touch.x - touch.startX >= 12", "level != 0", "(level + 1) * 2 < 3",
            "double(count) > 2.5",
        ] {
            decodeExpecting(transition(guardText), [], file: #filePath, line: #line)
        }
    }

    func testAnIntComparedWithADoubleSaysConvertIt() {
        let diagnostics = decodeExpecting(transition("count < level"), ["invalid-expression 12:45"])
        XCTAssertEqual(message(diagnostics), "'<' compares a double with an int; convert it: double(count)")
    }

    func testAnIntInsideArithmeticSaysConvertIt() {
        let diagnostics = decodeExpecting(transition("level + count > 1"), ["invalid-expression 12:53"])
        XCTAssertEqual(message(diagnostics), "'+' mixes an int with doubles; convert it: double(count)")
    }

    func testAnUnknownFunctionIsNamed() {
        let diagnostics = decodeExpecting(transition("sqrt(level) > 1"), ["invalid-guard 12:45"])
        XCTAssertTrue(message(diagnostics).hasPrefix("'sqrt' is not a function"), message(diagnostics))
    }

    func testADivisionByAConstantZeroIsRefused() {
        let diagnostics = decodeExpecting(transition("level / 0 > 1"), ["invalid-expression 12:51"])
        XCTAssertEqual(
            message(diagnostics),
            "'/' divides by 0, which is always zero; divide by a number that is not zero")
    }

    func testAStringIsNoNumber() {
        let diagnostics = decodeExpecting(transition("title + 1 > 2"), ["invalid-expression 12:45"])
        XCTAssertTrue(message(diagnostics).hasPrefix("'title' is a string property"), message(diagnostics))
    }

    func testTheFingerInAGuardNeedsAnEventWithAFinger() {
        let diagnostics = decodeExpecting(
            transition("touch.fx < 0.5", on: "touchCancel"), ["invalid-expression 12:47"])
        XCTAssertTrue(
            message(diagnostics).hasPrefix(
                "'touch.fx' reads the finger's position, but 'touchCancel' has no finger"),
            message(diagnostics))
        decodeExpecting(transition("limit > touch.fy", on: "nudge"), ["invalid-expression 12:49"])
    }

    func testAMisspeltPositionGetsASuggestion() {
        let diagnostics = decodeExpecting(transition("touch.fz < 0.5"), ["invalid-guard 12:45"])
        XCTAssertEqual(message(diagnostics), "'touch.fz' is not a position; did you mean 'touch.fx'?")
    }
}

/// Texts that compute numbers: a field that is a number expression is typed as a double's `set:`
/// is, and each misuse is reported at the template.
final class ComputedTextDiagnosticTests: XCTestCase {
    /// A text on line 5 whose template is `template` (its quoted scalar starts at column 18).
    private func spec(_ template: String) -> String {
        """
        control: T
        properties:
          count: { type: int }
        texts:
          label: { text: "\(template)", font: { size: 12 } }
        initial: a
        states: { a: { text: label } }

        """
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testANumberFieldDecodes() {
        decodeExpecting(spec("{double(count) + 1} likes, {double(count) / 10:percent}"), [])
    }

    func testAnIntInArithmeticSaysConvertIt() {
        let diagnostics = decodeExpecting(spec("{count + 1}"), ["invalid-expression 5:18"])
        XCTAssertEqual(message(diagnostics), "'+' mixes an int with doubles; convert it: double(count)")
    }

    func testTheFingerIsNotInAText() {
        let diagnostics = decodeExpecting(spec("{touch.fx * 100}"), ["invalid-expression 5:18"])
        XCTAssertTrue(message(diagnostics).contains("a text has no finger"), message(diagnostics))
    }

    func testASyntaxErrorIsNamed() {
        let diagnostics = decodeExpecting(spec("{double(count) +}"), ["invalid-expression 5:18"])
        XCTAssertTrue(
            message(diagnostics).hasPrefix("'{double(count) +}': expected a number"), message(diagnostics))
    }
}
