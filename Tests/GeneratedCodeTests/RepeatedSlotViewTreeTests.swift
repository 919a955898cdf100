#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// The UIKit player draws one view per copy at the copy's frame, with the copy's alpha, and
    /// follows the app's count at once; the control stays one accessibility element.
    final class RepeatedSlotViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        func testOneViewPerCopyFollowsTheCount() {
            MainActor.assumeIsolated {
                let dots = PageDots(frame: CGRect(x: 0, y: 0, width: 60, height: 12))
                let views = dots.driver.player.canvas.subviews
                XCTAssertEqual(views.count, 5, "the range's upper bound, made up front")
                XCTAssertEqual(
                    views.map(\.frame), (0..<5).map { CGRect(x: 12 * $0, y: 0, width: 12, height: 12) })
                XCTAssertEqual(views.map { Double($0.alpha) }, [1, 0.3, 0.3, 0, 0].map { Double(Float($0)) })
                dots.count = 5
                dots.page = 4
                XCTAssertEqual(
                    views.map { Double($0.alpha) }, [0.3, 0.3, 0.3, 0.3, 1].map { Double(Float($0)) })
                XCTAssertTrue(dots.isAccessibilityElement)
                XCTAssertEqual(dots.accessibilityValue, "5 of 5")
            }
        }
    }
#endif
