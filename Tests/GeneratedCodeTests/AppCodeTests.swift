#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// App code driving the generated controls (Runtime.md, "Using a generated control in an
    /// app"): states it sets from code, aspects it owns.
    final class AppCodeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
            }
        }

        @MainActor
        private static func animating(_ control: UIView) -> Bool {
            ([control] + control.subviews.flatMap { [$0] + $0.subviews }).contains {
                $0.layer.animationKeys() != nil
            }
        }

        func testSavedChoicesAreShownFromCodeWithoutAnimation() {
            MainActor.assumeIsolated {
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                XCTAssertTrue(like.setState(.yes), "a post already liked")
                XCTAssertTrue(like.isSelected)
                XCTAssertEqual(like.accessibilityValue, "liked")
                XCTAssertFalse(Self.animating(like))
                let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                XCTAssertTrue(box.setState(.on), "a saved \"remember me\"")
                XCTAssertTrue(box.isSelected)
                XCTAssertEqual(box.accessibilityTraits, [.button, .selected])
                XCTAssertFalse(Self.animating(box))
                let tick = TickView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                XCTAssertTrue(tick.setState(.checked))
                let header = SortButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                XCTAssertTrue(header.setState(.descending), "a table restored sorted")
                UIKitDouble.Finger(on: header).tap()
                XCTAssertEqual(header.machine.state, .ascending, "and it goes on from there")
            }
        }

        func testAspectsTheAppOwnsSurviveStateChanges() {
            MainActor.assumeIsolated {
                let header = SortButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                XCTAssertEqual(header.layer.borderWidth, 1, "the spec's border")
                header.layer.cornerRadius = 6
                header.accessibilityTraits.insert(.header)
                UIKitDouble.Finger(on: header).tap()
                XCTAssertEqual(header.layer.cornerRadius, 6)
                XCTAssertEqual(header.accessibilityTraits, [.button, .header, .selected])
                header.send(.deselect)
                XCTAssertEqual(header.layer.cornerRadius, 6)
                XCTAssertEqual(header.accessibilityTraits, [.button, .header])
                header.isEnabled = false
                XCTAssertEqual(header.accessibilityTraits, [.button, .header, .notEnabled])
            }
        }
    }
#endif
