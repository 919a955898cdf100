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

        func testTheSegmentedControlSelectsUnderADrag() {
            MainActor.assumeIsolated {
                let segments = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 240, height: 32))
                var changes = 0
                segments.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
                let finger = UIKitDouble.Finger(on: segments)
                finger.down(at: CGPoint(x: 200, y: 16))
                XCTAssertEqual(segments.machine.segment, 4, "200 / 240 × 4 = 3.33, ceil 4")
                finger.move(to: CGPoint(x: 70, y: 16))
                XCTAssertEqual(segments.machine.segment, 2, "70 / 240 × 4 = 1.17, ceil 2")
                finger.up()
                XCTAssertEqual(segments.machine.state, .idle)
                XCTAssertEqual(segments.accessibilityValue, "segment 2 of 4")
                XCTAssertEqual(changes, 1, "one change, when the finger lifts")
            }
        }

        func testTheSwitchFlipsOnATapAndFollowsADragPastTheMiddle() {
            MainActor.assumeIsolated {
                let toggle = ToggleSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
                var changes = 0
                toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
                let finger = UIKitDouble.Finger(on: toggle)
                finger.down(at: CGPoint(x: 12, y: 15))
                finger.up()
                XCTAssertEqual(toggle.machine.state, .idleOn, "a tap flips it on")
                XCTAssertEqual(toggle.accessibilityValue, "on")
                finger.down(at: CGPoint(x: 40, y: 15))
                finger.move(to: CGPoint(x: 20, y: 15))
                XCTAssertEqual(toggle.machine.state, .dragOn)
                XCTAssertEqual(toggle.machine.thumb, (20.0 / 51.0 - 0.3039) / 0.3922, accuracy: 1e-12)
                finger.up()
                XCTAssertEqual(toggle.machine.state, .idleOff, "let go at 20 / 51 = 0.39: off")
                XCTAssertEqual(toggle.accessibilityValue, "off")
                finger.down(at: CGPoint(x: 8, y: 15))
                finger.move(to: CGPoint(x: 24, y: 15))
                finger.up()
                XCTAssertEqual(toggle.machine.state, .idleOff, "let go at 24 / 51 = 0.47: still off")
                XCTAssertEqual(changes, 2, "the tap and the drag back; the short drag changed nothing")
            }
        }
    }
#endif
