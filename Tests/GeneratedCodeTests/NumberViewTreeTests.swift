#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// A double computed by `set:` drives the look on the UIKit double (`Specs/Dimmer.control.yaml`):
    /// the stroke bound to `level` and the accessibility value follow each step at once, in the
    /// same state, and a step whose result is not finite leaves both as they were.
    final class NumberViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        @MainActor
        private static func strokeEnd(of dimmer: Dimmer) throws -> Double {
            let bar = try XCTUnwrap(dimmer.driver.player.canvas.subviews.first)
            bar.layoutIfNeeded()
            return Double(try XCTUnwrap(bar.layer.sublayers?.first as? CAShapeLayer).strokeEnd)
        }

        func testTheStrokeFollowsTheComputedLevel() throws {
            try MainActor.assumeIsolated {
                let dimmer = Dimmer(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
                dimmer.layoutIfNeeded()
                XCTAssertEqual(try Self.strokeEnd(of: dimmer), 0.5, accuracy: 1e-9)
                XCTAssertEqual(dimmer.accessibilityValue, "50%")
                XCTAssertEqual(dimmer.send(.brighten)?.target, .idle)
                XCTAssertEqual(try Self.strokeEnd(of: dimmer), 0.75, accuracy: 1e-9, "0.5 + 1/4")
                XCTAssertEqual(dimmer.accessibilityValue, "75%")
                dimmer.steps = 10
                dimmer.send(.dim)
                XCTAssertEqual(try Self.strokeEnd(of: dimmer), 0.45, accuracy: 1e-9, "0.75 - 0.3")
                XCTAssertEqual(dimmer.accessibilityValue, "45%")
                dimmer.send(.brighten)
                XCTAssertEqual(try Self.strokeEnd(of: dimmer), 0.55, accuracy: 1e-9, "0.45 + 1/10")
            }
        }

        func testANonFiniteStepChangesNothingShown() throws {
            try MainActor.assumeIsolated {
                let dimmer = Dimmer(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
                dimmer.divisor = 0
                dimmer.send(.divide)
                XCTAssertEqual(dimmer.machine.ratio, 0, "0.5 / 0 is infinite: ratio keeps 0")
                XCTAssertEqual(try Self.strokeEnd(of: dimmer), 0.5, accuracy: 1e-9)
                XCTAssertEqual(dimmer.accessibilityValue, "50%")
            }
        }
    }
#endif
