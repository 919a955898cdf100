import ControlSpecCore
@_spi(Generated) import ControlSpecRuntime
import XCTest

/// `set:` on a `double`, on the generated `DimmerMachine` (Specs/Dimmer.control.yaml): arithmetic,
/// the functions, `double(int)`, and a result that is not finite leaving the property unchanged.
/// Expected values are worked out by hand from the spec's expressions.
final class NumberSemanticsTests: XCTestCase {
    func testArithmeticAndClamp() {
        var dimmer = DimmerMachine()
        XCTAssertEqual(dimmer.level, 0.5)
        dimmer.send(.brighten)
        XCTAssertEqual(dimmer.level, 0.75, "0.5 + 1/4")
        dimmer.send(.brighten)
        XCTAssertEqual(dimmer.level, 1.0)
        dimmer.send(.brighten)
        XCTAssertEqual(dimmer.level, 1.0, "clamped to 1")
        dimmer.steps = 10
        dimmer.level = 0
        dimmer.send(.brighten)
        XCTAssertEqual(dimmer.level, 0.1, "double(steps) reads the int the app set")
        dimmer.send(.dim)
        XCTAssertEqual(dimmer.level, 0, "max(0.1 - 0.3, 0)")
    }

    func testANonFiniteResultKeepsTheOldValue() {
        var dimmer = DimmerMachine()
        dimmer.send(.divide)
        XCTAssertEqual(dimmer.ratio, 0.25, "0.5 / 2")
        dimmer.divisor = 0
        XCTAssertNotNil(dimmer.send(.divide), "the transition fires")
        XCTAssertEqual(dimmer.ratio, 0.25, "0.5 / 0 is infinite: ratio keeps its value")
        dimmer.level = 0
        dimmer.send(.divide)
        XCTAssertEqual(dimmer.ratio, 0.25, "0 / 0 is NaN: ratio keeps its value")
    }

    func testNegationAndRoundingHalvesAwayFromZero() {
        var dimmer = DimmerMachine()
        dimmer.send(.divide)
        dimmer.send(.invert)
        XCTAssertEqual(dimmer.level, -0.5)
        XCTAssertEqual(dimmer.ratio, -0.25, "abs(-0.25) * -1")
        dimmer.level = -0.25
        dimmer.send(.snap)
        // round(-2.5) / 10 + floor(-0.25) - ceil(-2.5) = -3/10 - 1 + 2
        XCTAssertEqual(dimmer.rounded, 0.7, accuracy: 1e-12)
        XCTAssertEqual(dimmer.level, -0.25, "min(-0.25, 1)")
    }

    /// The runtime's functions agree with the language's definition (`NumberFunction.apply`,
    /// which the compiler folds constants by) on ordinary values, halves, signed zeros, infinities
    /// and NaN.
    func testRuntimeFunctionsFollowTheLanguageDefinition() {
        let samples: [Double] = [0, -0.0, 0.5, -0.5, 2.5, -2.5, 1.25, -7, 1e300, .infinity, -.infinity, .nan]
        func same(_ a: Double, _ b: Double) -> Bool { a.isNaN ? b.isNaN : a == b && a.sign == b.sign }
        for x in samples {
            XCTAssertTrue(same(SpecArithmetic.floor(x), NumberFunction.floor.apply([x])), "floor \(x)")
            XCTAssertTrue(same(SpecArithmetic.ceil(x), NumberFunction.ceil.apply([x])), "ceil \(x)")
            XCTAssertTrue(same(SpecArithmetic.round(x), NumberFunction.round.apply([x])), "round \(x)")
            XCTAssertTrue(same(SpecArithmetic.abs(x), NumberFunction.abs.apply([x])), "abs \(x)")
            for y in samples {
                XCTAssertTrue(
                    same(SpecArithmetic.min(x, y), NumberFunction.min.apply([x, y])), "min \(x) \(y)")
                XCTAssertTrue(
                    same(SpecArithmetic.max(x, y), NumberFunction.max.apply([x, y])), "max \(x) \(y)")
                XCTAssertTrue(
                    same(SpecArithmetic.clamp(x, y, 1), NumberFunction.clamp.apply([x, y, 1])),
                    "clamp \(x) \(y)")
            }
        }
        // Published definitions: IEEE 754 roundToIntegralTiesToAway, and min/max propagating NaN.
        XCTAssertEqual(SpecArithmetic.round(-2.5), -3)
        XCTAssertEqual(SpecArithmetic.round(2.5), 3)
        XCTAssertTrue(SpecArithmetic.min(1, .nan).isNaN)
        XCTAssertTrue(SpecArithmetic.max(.nan, 1).isNaN)
        XCTAssertEqual(SpecArithmetic.finite(.infinity, or: 3), 3)
        XCTAssertEqual(SpecArithmetic.finite(2, or: 3), 2)
    }
}
