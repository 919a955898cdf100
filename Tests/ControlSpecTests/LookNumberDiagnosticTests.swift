import ControlSpec
import XCTest

/// A look value computed from properties (`value: "clamp(rating - 2, 0, 1)"`): accepted where a
/// double's `set:` would compute it, and each misuse reported at its exact line and column.
final class LookNumberDiagnosticTests: XCTestCase {
    private func spec(_ value: String) -> String {
        """
        control: T
        properties:
          rating: { type: double }
          count: { type: int, range: [0, 5] }
        images:
          star: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: systemBlue } } ] }
        initial: a
        states:
          a:
            image: star
            values: [ { target: star, property: opacity, value: \(value), from: 0.2, to: 1 } ]

        """
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testNumbersComputedFromPropertiesAreAccepted() {
        decodeExpecting(spec("\"clamp(rating - 2, 0, 1)\""), [])
        decodeExpecting(spec("\"(double(count) + rating) / 10\""), [])
        // A property's name is read by name, as before; an int one too.
        decodeExpecting(spec("rating"), [])
        decodeExpecting(spec("count"), [])
    }

    func testAnIntInArithmeticSaysHowToConvert() {
        // `    values: [ { target: star, property: opacity, value: "count - 2", from: 0.2, to: 1 } ]`:
        // `count` is column 58.
        let diagnostics = decodeExpecting(spec("\"count - 2\""), ["invalid-expression 11:58"])
        XCTAssertEqual(message(diagnostics), "'-' mixes an int with doubles; convert it: double(count)")
    }

    func testTheFingerIsNotReadInALook() {
        let diagnostics = decodeExpecting(spec("\"touch.fx * 2\""), ["invalid-expression 11:58"])
        XCTAssertEqual(
            message(diagnostics),
            "a look value reads 'touch.fx', but a look has no finger; store it in a double with `set:` and"
                + " read that")
    }

    func testAnUnknownFunctionSuggestsTheClosest() {
        let diagnostics = decodeExpecting(spec("\"clmp(rating, 0, 1)\""), ["invalid-expression 11:58"])
        XCTAssertEqual(message(diagnostics), "'clmp' is not a function; did you mean 'clamp'?")
    }

    func testAnUnknownPropertyIsAnUndefinedReference() {
        let diagnostics = decodeExpecting(spec("\"ratin - 1\""), ["undefined-reference 11:58"])
        XCTAssertTrue(message(diagnostics).contains("did you mean 'rating'"), message(diagnostics))
    }

    func testADivisionByAConstantZeroIsRefused() {
        decodeExpecting(spec("\"rating / 0\""), ["invalid-expression 11:65"])
    }
}
