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

        func testImagesAndColorsTheAppHasAreShown() throws {
            try MainActor.assumeIsolated {
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let avatar = UIImage()
                like.noStateImage = .image(avatar)
                let shown = like.driver.player.canvas.subviews.compactMap { ($0 as? UIImageView)?.image }
                XCTAssert(shown.contains { $0 === avatar }, "the app's own image object is shown")

                // An asset catalog's color: light and dark variants, followed as UIKit follows them.
                let brand = UIColor { traits in
                    traits.userInterfaceStyle == .dark
                        ? UIColor(red: 0.2, green: 0, blue: 0, alpha: 1)
                        : UIColor(red: 0.8, green: 0, blue: 0, alpha: 1)
                }
                let tick = TickView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                tick.backColor = .color(brand)
                UIKitDouble.Finger(on: tick).tap()
                let shape = try XCTUnwrap(tick.driver.player.canvas.subviews.last)
                let disc = try XCTUnwrap(shape.layer.sublayers?.first as? CAShapeLayer)
                XCTAssertEqual(disc.fillColor?.components?[0] ?? 0, 0.8, accuracy: 1e-9, "light")
                UIKitDouble.setScreenStyle(.dark, in: [tick])
                defer { UIKitDouble.setScreenStyle(.light, in: [tick]) }
                XCTAssertEqual(disc.fillColor?.components?[0] ?? 0, 0.2, accuracy: 1e-9, "dark")
                XCTAssertEqual(tick.backColor, .color(brand), "the same color object, read back")
            }
        }
    }
#endif
