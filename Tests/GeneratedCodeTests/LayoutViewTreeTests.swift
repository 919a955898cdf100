#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// The examples' layouts as the UIKit player builds them on the UIKit double (whose labels
    /// measure like `LookLayoutTests.measure`: half the point size per character, lines 1.25 × the
    /// point size): labels, image views with content modes, borders, intrinsic sizes, and app data
    /// that redraws without a transition and without touching the machine's state.
    final class LayoutViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
                for name in ["up_down", "red_arrow_up", "red_arrow_down", "checked", "unchecked", "like_no"] {
                    UIKitDouble.addAsset(name)
                }
            }
        }

        @MainActor
        private static func views(of driverCanvas: UIView) -> (
            labels: [UILabel], images: [UIImageView], shapes: [UIView]
        ) {
            let subviews = driverCanvas.subviews
            return (
                subviews.compactMap { $0 as? UILabel }, subviews.compactMap { $0 as? UIImageView },
                subviews.filter { !($0 is UILabel) && !($0 is UIImageView) }
            )
        }

        func testSortButtonTitleRedrawsWithoutATransitionOrAStateChange() throws {
            try MainActor.assumeIsolated {
                let button = SortButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                XCTAssertEqual(button.layer.borderWidth, 1)
                XCTAssertEqual(button.layer.borderColor?.components, [0, 0, 0, 1])
                button.title = "Sales"
                XCTAssertEqual(button.machine.state, .unselected, "data does not move the machine")
                XCTAssertTrue(UIKitDouble.animations.isEmpty, "no transition plays")
                XCTAssertTrue(UIKitDouble.sentActions.isEmpty, "no output is sent")
                let shown = Self.views(of: button.driver.player.canvas)
                let label = try XCTUnwrap(shown.labels.first)
                XCTAssertEqual(label.text, "Sales")
                XCTAssertEqual(label.font.pointSize, 13)
                XCTAssertEqual(label.font.weight, .bold)
                XCTAssertTrue(label.adjustsFontSizeToFitWidth)
                XCTAssertEqual(label.minimumScaleFactor, 0)
                // 5 × 6.5 = 32.5 wide, the arrow 20: the pair starts at (100 - 52.5) / 2.
                XCTAssertEqual(label.frame, CGRect(x: 23.75, y: 0, width: 32.5, height: 30))
                let arrow = try XCTUnwrap(shown.images.first)
                XCTAssertEqual(arrow.frame, CGRect(x: 56.25, y: 5, width: 20, height: 20))
                XCTAssertEqual(arrow.image?.name, "up_down")
                XCTAssertEqual(arrow.contentMode, .scaleToFill)
                XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 58.5, height: 20))
                UIKitDouble.Finger(on: button).tap()
                let tapped = Self.views(of: button.driver.player.canvas)
                XCTAssertEqual(tapped.images.first?.image?.name, "red_arrow_up")
                XCTAssertEqual(tapped.labels.first?.text, "Sales", "the title survives the state change")
            }
        }

        func testTickViewBackColorRedrawsWithoutATransitionOrAStateChange() throws {
            try MainActor.assumeIsolated {
                let tick = TickView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                tick.layoutIfNeeded()
                let ring = try XCTUnwrap(Self.views(of: tick.driver.player.canvas).shapes.first)
                ring.layoutIfNeeded()
                let ringLayer = try XCTUnwrap(ring.layer.sublayers?.first as? CAShapeLayer)
                XCTAssertEqual(ringLayer.lineWidth, 1, "a 1-point ring at 100 × 100")
                UIKitDouble.Finger(on: tick).tap()
                CADoubleClock.finishAll()
                UIKitDouble.reset()
                tick.backColor = .rgba(red: 255, green: 0, blue: 0, alpha: 255)
                XCTAssertEqual(tick.machine.state, .checked)
                XCTAssertTrue(UIKitDouble.animations.isEmpty, "no transition plays")
                XCTAssertTrue(UIKitDouble.sentActions.isEmpty)
                let disc = try XCTUnwrap(Self.views(of: tick.driver.player.canvas).shapes.first)
                let fill = try XCTUnwrap(disc.layer.sublayers?.first as? CAShapeLayer)
                XCTAssertEqual(fill.fillColor?.components, [1, 0, 0, 1])
            }
        }

        func testCheckBoxIconAndLabelAtTheSeedsFrames() throws {
            try MainActor.assumeIsolated {
                let box = CheckBox(frame: CGRect(x: 20, y: 60, width: 260, height: 32))
                box.title = "checkbutton1"
                let shown = Self.views(of: box.driver.player.canvas)
                XCTAssertEqual(shown.images.first?.frame, CGRect(x: 10, y: 0, width: 32, height: 32))
                let label = try XCTUnwrap(shown.labels.first)
                XCTAssertEqual(label.frame, CGRect(x: 56, y: 0, width: 204, height: 32))
                XCTAssertEqual(label.font.fontName, "Arial")
                XCTAssertEqual(label.font.pointSize, 20)
                XCTAssertEqual(label.textAlignment, .left)
                let color = try XCTUnwrap(label.textColor.cgColor.components)
                for (component, expected) in zip(color, [0xF9, 0xD8, 0x67, 0xFF]) {
                    XCTAssertEqual(component, CGFloat(expected) / 255, accuracy: 1e-9)
                }
            }
        }

        /// The double's label measures "Buy now" at 15 pt 7 × 7.5 = 52.5 by 18.75; the spec's
        /// padding adds 28 + 28 and 10 + 10 (the seed's 4 and UIButton's 6 above and below).
        func testFlatButtonIntrinsicSizeIncludesTheInsets() {
            MainActor.assumeIsolated {
                let button = FlatButton(frame: .zero)
                button.title = "Buy now"
                XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 108.5, height: 38.75))
            }
        }

        /// The seed's app titles the button with `setTitle:forState:`: that sets the spec's `title`,
        /// so the button sizes to its title plus the spec's padding, VoiceOver reads it, and
        /// UIButton's own title label (which would draw it a second time) is never made.
        func testFlatButtonTitledTheUIKitWaySizesToItsTitle() {
            MainActor.assumeIsolated {
                let button = FlatButton(frame: .zero)
                XCTAssertNil(button.currentTitle)
                button.setTitle("Buy now", for: .normal)
                XCTAssertEqual(button.machine.title, "Buy now")
                XCTAssertEqual(button.currentTitle, "Buy now")
                XCTAssertNil(button.titleLabel)
                XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 52.5 + 56, height: 18.75 + 20))
                XCTAssertEqual(button.sizeThatFits(.zero), button.intrinsicContentSize)
                XCTAssertEqual(button.accessibilityLabel, "Buy now")
                let labels = Self.views(of: button.driver.player.canvas).labels
                XCTAssertEqual(labels.map(\.text), ["Buy now"])
                // Another state's title is UIButton's own; the spec's title stays.
                button.setTitle("Buying…", for: .highlighted)
                XCTAssertEqual(button.machine.title, "Buy now")
            }
        }

        func testLikeButtonShowsTheAppsImageCentred() throws {
            try MainActor.assumeIsolated {
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 40))
                XCTAssertNil(Self.views(of: like.driver.player.canvas).images.first?.image)
                like.noStateImage = .asset("like_no")
                let image = try XCTUnwrap(Self.views(of: like.driver.player.canvas).images.first)
                XCTAssertEqual(image.image?.name, "like_no")
                XCTAssertEqual(image.contentMode, .center)
                XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 44, height: 40))
                XCTAssertTrue(UIKitDouble.animations.isEmpty)
            }
        }
    }
#endif
