import ControlSpec
import XCTest

/// `set:` on a `double`: every misuse reported at its exact line and column with what to write, and
/// the forms that are accepted.
final class NumberDiagnosticTests: XCTestCase {
    private let header = """
        control: T
        properties:
          value: { type: double }
          steps: { type: int, range: [1, 10] }
          on: { type: bool }
        initial: a
        states: { a: {} }
        transitions:

        """

    private func set(_ assignment: String) -> String {
        header + "  - { from: a, on: tap, to: a, set: { \(assignment) } }\n"
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testADecimalLiteralIsADouble() {
        decodeExpecting(set("value: 0.5"), [])
        decodeExpecting(set("value: -2"), [])
        decodeExpecting(set("value: \"clamp(value + 1 / double(steps), 0, 1)\""), [])
        decodeExpecting(
            set("value: \"-value * (2 - round(value)) + min(abs(value), max(floor(value), ceil(value)))\""),
            [])
    }

    func testAnIntMixedWithDoublesSaysHowToConvert() {
        // `  - { from: a, on: tap, to: a, set: { value: "value + steps" } }`: `steps` is column 55.
        let diagnostics = decodeExpecting(set("value: \"value + steps\""), ["invalid-expression 9:55"])
        XCTAssertEqual(message(diagnostics), "'+' mixes an int with doubles; convert it: double(steps)")
    }

    func testAnIntAssignedToADoubleSaysHowToConvert() {
        let diagnostics = decodeExpecting(set("value: steps"), ["invalid-expression 9:46"])
        XCTAssertEqual(
            message(diagnostics), "'value' is a double, but this is an int; convert it: double(steps)")
    }

    func testDivisionByAConstantZero() {
        let diagnostics = decodeExpecting(set("value: \"value / (1 - 1)\""), ["invalid-expression 9:53"])
        XCTAssertEqual(
            message(diagnostics),
            "'/' divides by 1 - 1, which is always zero; divide by a number that is not zero")
    }

    func testAnUnknownFunctionSuggestsTheClosest() {
        let diagnostics = decodeExpecting(set("value: \"clmp(value, 0, 1)\""), ["invalid-expression 9:47"])
        XCTAssertEqual(message(diagnostics), "'clmp' is not a function; did you mean 'clamp'?")
        let other = decodeExpecting(set("value: \"sqrt(value)\""), ["invalid-expression 9:47"])
        XCTAssertEqual(
            message(other),
            "'sqrt' is not a function; the functions are 'min', 'max', 'clamp', 'floor', 'ceil', 'round',"
                + " 'abs' or 'double'")
    }

    func testAWrongArgumentCountShowsTheSignature() {
        let diagnostics = decodeExpecting(set("value: \"clamp(value, 1)\""), ["invalid-expression 9:47"])
        XCTAssertEqual(
            message(diagnostics),
            "'clamp' takes 3 arguments, but 2 are given; write clamp(value, lower, upper)")
    }

    func testABoolReadAsANumber() {
        let diagnostics = decodeExpecting(set("value: \"value + on\""), ["invalid-expression 9:55"])
        XCTAssertEqual(
            message(diagnostics),
            "'on' is a bool property; numbers read double properties, and int properties as double(on)")
    }

    func testABoolLiteralOnADoubleSaysWhatItTakes() {
        let diagnostics = decodeExpecting(set("value: true"), ["invalid-expression 9:46"])
        XCTAssertEqual(message(diagnostics), "'true' is a bool, and a double takes a number such as 0.5")
    }

    func testDoubleConvertsOnlyAnIntProperty() {
        let diagnostics = decodeExpecting(set("value: \"double(value)\""), ["invalid-expression 9:54"])
        XCTAssertEqual(
            message(diagnostics),
            "'double' converts an int property, but 'value' is already a double; write value")
    }

    func testAMathematicalSignSaysWhatToType() {
        let diagnostics = decodeExpecting(set("value: \"value × 2\""), ["invalid-expression 9:53"])
        XCTAssertEqual(
            message(diagnostics), "unexpected '×' after a complete number expression; write '*' to multiply")
    }

    func testADecimalOnABoolNamesTheRealReason() {
        let diagnostics = decodeExpecting(set("on: 0.5"), ["type-mismatch 9:43"])
        XCTAssertEqual(
            message(diagnostics),
            "'on' is a bool property and cannot take '0.5'; write true, false or \"!prop\"")
    }

    func testIntArithmeticBeyondAnOffsetPointsAtDoubles() {
        let diagnostics = decodeExpecting(set("steps: \"steps * 2\""), ["type-mismatch 9:46"])
        XCTAssertEqual(
            message(diagnostics),
            "'steps' is an int property and cannot take 'steps * 2'; write an integer, an int property,"
                + " 'prop + n' or 'prop - n' (other arithmetic is computed in double properties)")
    }
}

/// Hostile number expressions: bounded nesting and operator counts, numbers that are not numbers
/// or do not fit, each a located error and never a crash.
final class NumberLimitTests: XCTestCase {
    private func set(_ value: String) -> String {
        """
        control: T
        properties:
          value: { type: double }
        initial: a
        states: { a: {} }
        transitions:
          - { from: a, on: tap, to: a, set: { value: "\(value)" } }

        """
    }

    /// `  - { from: a, on: tap, to: a, set: { value: "` is 46 characters: the value's first is column 47.
    private let first = 47

    func testNestingDeeperThanTheLimitIsAnError() {
        let deep = String(repeating: "(", count: 65) + "value" + String(repeating: ")", count: 65)
        let diagnostics = decodeExpecting(set(deep), ["invalid-expression 7:\(first + 64)"])
        XCTAssertEqual(
            diagnostics.first?.message, "the expression nests more than 64 levels deep; simplify it")
        let calls = String(repeating: "abs(", count: 100) + "value" + String(repeating: ")", count: 100)
        decodeExpecting(set(calls), ["invalid-expression 7:\(first + 64 * 4)"])
        let minuses = String(repeating: "-", count: 200) + "value"
        decodeExpecting(set(minuses), ["invalid-expression 7:\(first + 64)"])
        let fits = String(repeating: "(", count: 64) + "value" + String(repeating: ")", count: 64)
        decodeExpecting(set(fits), [])
    }

    func testMoreOperatorsThanTheLimitIsAnError() {
        let long = (0...129).map { _ in "value" }.joined(separator: "+")
        let diagnostics = decodeExpecting(set(long), ["invalid-expression 7:\(first + 128 * 6 + 5)"])
        XCTAssertEqual(diagnostics.first?.message, "the expression has more than 128 operators; simplify it")
        decodeExpecting(set((0...128).map { _ in "value" }.joined(separator: "+")), [])
    }

    func testNumbersThatAreNoneOrDoNotFit() {
        let exponent = decodeExpecting(set("1e5"), ["invalid-expression 7:\(first)"])
        XCTAssertEqual(
            exponent.first?.message,
            "'1e' is not a number; write digits with an optional decimal point, as in '0.25'")
        let huge = String(repeating: "9", count: 400)
        let tooLarge = decodeExpecting(set(huge), ["invalid-expression 7:\(first)"])
        XCTAssertEqual(tooLarge.first?.message, "'\(huge)' is too large for a double")
        let leadingPoint = decodeExpecting(set("value * .5"), ["invalid-expression 7:\(first + 8)"])
        XCTAssertEqual(leadingPoint.first?.message, "write a digit before the decimal point, as in '0.5'")
        decodeExpecting(set(""), ["invalid-expression 7:\(first)"])
        decodeExpecting(set("value +"), ["invalid-expression 7:\(first + 7)"])
        decodeExpecting(set("min(value, 1"), ["invalid-expression 7:\(first + 12)"])
    }
}
