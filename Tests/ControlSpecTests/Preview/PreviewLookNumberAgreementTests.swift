@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore

/// The page computes a look value written as a number expression (`value: "clamp(a - 2, 0, 1)"`)
/// as the language defines it, to the bit: random expressions (those of
/// `PreviewNumberAgreementTests`) over input doubles and an int, at random input values (zeros of
/// both signs, huge values whose results overflow), through the page's `PreviewLayout.lookValue` in
/// headless Chromium and through the model's evaluator (`NumberExpression.value(reading:)`, the
/// language's rules) and the runtime's `LookValue.value(with:)`, which count a result that is not
/// finite as 0.
final class PreviewLookNumberAgreementTests: XCTestCase {
    private static let properties = ["a", "b", "c"]
    private static let lookProperties = ["rotation", "scale", "translationX", "translationY"]

    func testPageAndRuntimeComputeTheSameLookValues() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = RandomControls.Generator(state: 2212)
        var checked = 0
        var attempts = 0
        while checked < 20, attempts < 200 {
            attempts += 1
            let text = Self.spec(number: checked, random: &random)
            let result = Pipeline().check(Array(text.utf8), file: "Looks.control.yaml")
            // A drawn divisor that folds to zero is refused by the compiler: draw again.
            guard !result.hasErrors, let analysis = result.analysis else {
                XCTAssertTrue(
                    result.diagnostics.allSatisfy { $0.code.rawValue == "invalid-expression" },
                    "\(result.diagnostics)")
                continue
            }
            checked += 1
            let control = analysis.model.control
            let values = control.regions[0].states[0].values.map(\.value)
            XCTAssertEqual(values.count, 4)
            try browser.open(try PreviewFixtures.page(analysis, in: folder))
            for _ in 0..<6 {
                let inputs = Self.properties.map { _ in Self.inputValues.randomElement(using: &random) ?? 0 }
                let count = Int.random(in: 0...5, using: &random)
                var data = LookData()
                for (name, value) in zip(Self.properties, inputs) { data.numbers[name] = value }
                data.numbers["n"] = Double(count)
                let numbers = data.numbers
                for computed in control.computedTexts {
                    data.numbers[computed.field] = computed.expression.value { numbers[$0] }
                }
                let expected = values.map { String($0.value(with: data).bitPattern) }
                let pairs = zip(Self.properties, inputs).map { "\($0): \(Self.javaScript($1))" }
                let props = pairs.joined(separator: ", ")
                let page =
                    try browser.evaluate(
                        """
                        (() => {
                          const props = {\(props), n: BigInt(\(count))};
                          const bits = (v) => new BigUint64Array(new Float64Array([v]).buffer)[0].toString();
                          return machine.regions[0].states[0].look.values
                            .map((v) => bits(PreviewLayout.lookValue(v, props, {width: 100, height: 100})));
                        })()
                        """) as? [String]
                XCTAssertEqual(page, expected, "\(text)\ninputs \(inputs), n = \(count)")
            }
        }
        XCTAssertEqual(checked, 20)
    }

    /// The input values drawn: zeros of both signs, ordinary numbers, and huge ones whose sums and
    /// products overflow.
    private static let inputValues: [Double] = [0, -0.0, 0.5, -2, 3, 7.25, 1e308, -1e308, 1e-300]

    /// A number as JavaScript reads it back to the same bits.
    private static func javaScript(_ value: Double) -> String {
        value == 0 && value.sign == .minus ? "-0" : "\(value)"
    }

    /// A control with input doubles `a`, `b`, `c` and an input int `n`, whose one state sets four
    /// properties of its image to random number expressions, mapped from 0 to 1.
    private static func spec(number: Int, random: inout RandomControls.Generator) -> String {
        var lines = [
            "control: Looks\(number)", "properties:", "  a: { type: double, input: true }",
            "  b: { type: double, input: true }", "  c: { type: double, input: true }",
            "  n: { type: int, range: [0, 5], input: true }",
            "images: { dot: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: systemBlue } } ] } }",
            "initial: s", "states:", "  s:", "    image: dot", "    values:",
        ]
        for property in lookProperties {
            let expression = PreviewNumberAgreementTests.expression(depth: 3, random: &random)
            // A bare name or number is read as before; keep only computed expressions.
            let text = expression.contains("(") ? expression : "(\(expression) + 0)"
            lines.append("      - { target: dot, property: \(property), value: \"\(text)\" }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
