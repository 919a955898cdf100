@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// A repeated slot in the generated machine (`Specs/PageDots.control.yaml`): one slot and one
/// image written once, five copies 12 points apart, the copies past the app's `count` hidden and
/// the one at its `page` bright (`1 - clamp(abs(double(page) - index), 0, 1)` mapped from 0.3 to 1);
/// expected opacities and frames worked out by hand.
final class RepeatedSlotTests: XCTestCase {
    /// The opacity of each copy, by copy.
    private func opacities(_ dots: PageDotsMachine) -> [Double] {
        dots.look.values.map { value in
            guard case .constant(let opacity) = value.source else { return .nan }
            return opacity
        }
    }

    func testTheDotsShowTheCountAndBrightenThePage() {
        var dots = PageDotsMachine()
        XCTAssertEqual(
            dots.look.values.map(\.target), (0..<5).map { .image("dot_\($0)") }, "one value per copy")
        XCTAssertEqual(opacities(dots), [1, 0.3, 0.3, 0, 0], "count 3 by default, page 0")
        dots.count = 5
        dots.page = 3
        XCTAssertEqual(opacities(dots), [0.3, 0.3, 0.3, 1, 0.3])
        dots.count = 2
        XCTAssertEqual(opacities(dots), [0.3, 0.3, 0, 0, 0], "the page past the count is hidden too")
        dots.count = 0
        XCTAssertEqual(opacities(dots), [0, 0, 0, 0, 0])
        dots.count = 4
        dots.page = 0
        dots.send(.tap)
        XCTAssertEqual(dots.page, 1)
        XCTAssertEqual(opacities(dots), [0.3, 1, 0.3, 0.3, 0])
        XCTAssertEqual(dots.look.accessibilityValue, "2 of 4")
    }

    func testEachCopyIsLaidOutTwelvePointsFurther() {
        let look = PageDotsMachine.look(of: .shown)
        let layout = look.layout(in: LayoutSize(width: 60, height: 12)) { _ in LayoutSize(width: 0, height: 0)
        }
        XCTAssertEqual(layout.items.map(\.name), (0..<5).map { "dot_\($0)" })
        for index in 0..<5 {
            XCTAssertEqual(
                layout.frame(of: "dot_\(index)"),
                LayoutRect(x: 12 * Double(index), y: 0, width: 12, height: 12))
        }
    }
}
