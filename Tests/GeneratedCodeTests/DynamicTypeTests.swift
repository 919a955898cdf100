#if canImport(UIKit) && os(Linux)
    @_spi(Generated) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// A text with a Dynamic Type style follows the user's text size: when the content size category
    /// changes, the control measures, lays out and draws its texts at the new size and tells Auto
    /// Layout its intrinsic size changed.
    final class DynamicTypeTests: XCTestCase {
        /// One state showing "Hello" in the body style, and "Small" at 15 pt scaled like the body.
        private struct Greeting: ControlMachine {
            enum Event: CaseIterable, Hashable, Sendable { case tap }
            enum Output: ControlOutput {
                var builtin: BuiltinOutput? { nil }
                var customIndex: Int? { nil }
            }
            struct Step: ControlStep {
                var animations: [AnimationDescription] { [] }
                var outputs: [Output] { [] }
            }

            mutating func send(_ event: Event) -> Step? { nil }
            var look: StateLook {
                StateLook(texts: [
                    TextDescription(name: "hello", text: "Hello", font: FontDescription(style: .body)),
                    TextDescription(
                        name: "small", text: "Small", font: FontDescription(size: 15, style: .body)),
                ])
            }
            static func touchEvent(for event: Event) -> TouchEvent? { .touchUpInside }
            static var accessibility: ControlAccessibility<Event> { ControlAccessibility(isButton: true) }
        }

        /// A control that counts how often its intrinsic size is invalidated.
        private final class Host: UIControl {
            var invalidations = 0
            override func invalidateIntrinsicContentSize() {
                super.invalidateIntrinsicContentSize()
                invalidations += 1
            }
        }

        override func tearDown() {
            MainActor.assumeIsolated { UIKitDouble.setContentSizeCategory(.large, in: []) }
        }

        func testAContentSizeChangeRemeasuresRelayoutsAndInvalidatesTheIntrinsicSize() throws {
            try MainActor.assumeIsolated {
                UIKitDouble.setContentSizeCategory(.large, in: [])
                let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let host = Host(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                screen.addSubview(host)
                let driver = ControlDriver<Greeting>()
                driver.attach(to: host)
                let labels = driver.player.canvas.subviews.compactMap { $0 as? UILabel }
                XCTAssertEqual(labels.count, 2)
                // Body is 17 pt at the default category; the double's glyphs are half the point size
                // wide and lines 1.25 × it tall: 5 × 8.5 by 21.25.
                XCTAssertEqual(driver.player.intrinsicContentSize, CGSize(width: 42.5, height: 21.25))
                let before = host.invalidations

                UIKitDouble.setContentSizeCategory(.accessibilityMedium, in: [screen])
                // Body at accessibility medium is 28 pt (HIG); 15 pt scales by 28/17.
                let hello = try XCTUnwrap(labels.first)
                let small = try XCTUnwrap(labels.last)
                XCTAssertEqual(hello.font.pointSize, 28, accuracy: 1e-9)
                XCTAssertEqual(small.font.pointSize, 15 * 28 / 17, accuracy: 1e-9)
                XCTAssertEqual(driver.player.intrinsicContentSize, CGSize(width: 70, height: 35))
                XCTAssertGreaterThan(host.invalidations, before, "Auto Layout hears the new size")
            }
        }
    }
#endif
