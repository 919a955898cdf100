@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// Look values computed from properties (`value: "clamp(rating - 2, 0, 1)"`): the generated
/// machine puts each one's value into its `LookData` under the expression's text, and
/// `LookValue.value(with:)` maps it like a property; a value that is not finite counts as 0, as an
/// unknown one does (the page's `PreviewLayout.lookValue` follows the same rule).
final class LookNumberTests: XCTestCase {
    func testANumberThatIsNotFiniteCountsAsZero() {
        let value = LookValue(
            target: .control, property: .opacity, source: .property("r / 0", from: 0.2, to: 1))
        for number in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(value.value(with: LookData(numbers: ["r / 0": number])), 0.2, "\(number)")
        }
        XCTAssertEqual(value.value(with: LookData()), 0.2, "an unknown number")
        XCTAssertEqual(value.value(with: LookData(numbers: ["r / 0": 0.5])), 0.6, accuracy: 1e-15)
    }

    func testTheStarRatingsLookComputesEachStarFromTheRating() {
        var stars = StarRatingMachine()
        stars.send(.touchDown, at: TouchPoint(x: 70, y: 16, width: 160, height: 32, startX: 70, startY: 16))
        // 70 / 160 × 5 = 2.19, ceil 3: clamp(3 - index, 0, 1) for the copies index = 0…4 of the
        // star, each kept under its copy's and property's name.
        XCTAssertEqual(stars.rating, 3)
        let fields = (0..<5).map { "star_\($0).opacity" }
        XCTAssertEqual(fields.map { stars.lookData.numbers[$0] }, [1, 1, 1, 0, 0])
    }
}
