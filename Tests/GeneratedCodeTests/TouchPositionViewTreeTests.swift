#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// The generated control hands the finger to its machine on the UIKit double
    /// (`Specs/Scrubber.control.yaml`): its tracking methods pass `touch.location(in: self)` and the
    /// bounds, so `touch.fx` is the finger's x over the width, whatever the control's frame; each
    /// expected value is worked out by hand from the points.
    final class TouchPositionViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        func testADragMovesTheValueWithTheFinger() {
            MainActor.assumeIsolated {
                let scrubber = Scrubber(frame: CGRect(x: 30, y: 70, width: 200, height: 40))
                let finger = UIKitDouble.Finger(on: scrubber)
                finger.down(at: CGPoint(x: 50, y: 30))
                XCTAssertEqual(scrubber.machine.state, .dragging)
                XCTAssertEqual(scrubber.machine.value, 0.25, "50 / 200")
                XCTAssertEqual(scrubber.machine.depth, 0.75, "30 / 40")
                XCTAssertEqual(scrubber.accessibilityValue, "25%")
                finger.move(to: CGPoint(x: 150, y: 10))
                XCTAssertEqual(scrubber.machine.value, 0.75, "150 / 200")
                XCTAssertEqual(scrubber.machine.drift, 100, "150 - 50 from where the touch went down")
                XCTAssertEqual(scrubber.machine.rise, 20, "30 - 10")
                finger.move(to: CGPoint(x: 400, y: 10))
                XCTAssertEqual(scrubber.machine.value, 1, "400 / 200 = 2, clamped to 1 (touchDragOutside)")
                finger.move(to: CGPoint(x: 20, y: 10))
                finger.up()
                XCTAssertEqual(scrubber.machine.state, .idle)
                XCTAssertEqual(scrubber.machine.value, 0.1, "20 / 200 at the lift (touchUpInside)")
                XCTAssertEqual(scrubber.accessibilityValue, "10%")
            }
        }

        func testACancelKeepsTheValueWhereTheFingerLeftIt() {
            MainActor.assumeIsolated {
                let scrubber = Scrubber(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
                let finger = UIKitDouble.Finger(on: scrubber)
                finger.down(at: CGPoint(x: 60, y: 40))
                finger.move(to: CGPoint(x: 20, y: 40))
                XCTAssertEqual(scrubber.machine.drift, -40, "20 - 60")
                finger.cancel()
                XCTAssertEqual(scrubber.machine.state, .idle)
                XCTAssertEqual(scrubber.machine.value, 0.25, "20 / 80, kept: a cancel reads no finger")
                XCTAssertEqual(scrubber.machine.drift, 0)
            }
        }

        /// VoiceOver's double tap has no finger: the events it delivers read the zero point (the
        /// fractions are NaN, so the value stays), not where the last real finger lifted.
        func testVoiceOverActivationReadsNoFinger() {
            MainActor.assumeIsolated {
                let scrubber = Scrubber(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
                let finger = UIKitDouble.Finger(on: scrubber)
                finger.down(at: CGPoint(x: 150, y: 20))
                finger.up()
                XCTAssertEqual(scrubber.machine.value, 0.75, "150 / 200 at the lift")
                scrubber.value = 0.3
                UIKitDouble.VoiceOver.activate(scrubber)
                XCTAssertEqual(scrubber.machine.state, .idle, "touchDown, then touchUpInside")
                XCTAssertEqual(scrubber.machine.value, 0.3, "no finger: the value the app set stays")
            }
        }
    }
#endif
