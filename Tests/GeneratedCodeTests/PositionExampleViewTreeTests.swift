#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// The examples that read the finger, on the UIKit double under real touches: the tracking
    /// methods hand `touch.location(in: self)` and the bounds to the machine, so a guard on
    /// `touch.fx` and a value computed from it follow the finger; expected values by hand.
    final class PositionExampleViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        func testTheSliderFollowsADrag() {
            MainActor.assumeIsolated {
                let slider = Slider(frame: CGRect(x: 10, y: 10, width: 200, height: 32))
                let finger = UIKitDouble.Finger(on: slider)
                finger.down(at: CGPoint(x: 40, y: 16))
                XCTAssertEqual(slider.machine.value, 0.2, "40 / 200")
                finger.move(to: CGPoint(x: 150, y: 16))
                XCTAssertEqual(slider.machine.value, 0.75, "150 / 200")
                XCTAssertEqual(slider.accessibilityValue, "75%")
                finger.up()
                XCTAssertEqual(slider.machine.state, .idle)
                XCTAssertEqual(slider.machine.value, 0.75)
            }
        }

        func testTheStepperHalvesStepUnderTaps() {
            MainActor.assumeIsolated {
                let stepper = NumberStepper(frame: CGRect(x: 0, y: 0, width: 120, height: 36))
                let finger = UIKitDouble.Finger(on: stepper)
                finger.down(at: CGPoint(x: 100, y: 18))
                finger.up()
                finger.down(at: CGPoint(x: 90, y: 18))
                finger.up()
                XCTAssertEqual(stepper.machine.value, 2, "two taps at 100 and 90 of 120: the right half")
                finger.down(at: CGPoint(x: 20, y: 18))
                finger.up()
                XCTAssertEqual(stepper.machine.value, 1, "20 / 120: the left half")
            }
        }

        func testTheStarsFollowATapAndADrag() {
            MainActor.assumeIsolated {
                let stars = StarRating(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
                let finger = UIKitDouble.Finger(on: stars)
                finger.down(at: CGPoint(x: 100, y: 16))
                XCTAssertEqual(stars.machine.rating, 4, "100 / 160 × 5 = 3.125, ceil 4")
                finger.move(to: CGPoint(x: 10, y: 16))
                XCTAssertEqual(stars.machine.rating, 1, "10 / 160 × 5 = 0.3125, ceil 1")
                finger.up()
                XCTAssertEqual(stars.machine.state, .idle)
                XCTAssertEqual(stars.accessibilityValue, "1 of 5")
            }
        }
    }
#endif
