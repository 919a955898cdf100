#if canImport(UIKit) && os(Linux)
    import ControlSpecTouch
    import UIKit
    import XCTest

    /// The UIKit double's `UIControl` sends exactly the touch rule's events (`TouchTracker`), with
    /// `isHighlighted` following the finger, on random finger paths at the double's media time.
    final class ControlTouchTests: XCTestCase {
        func testTheDoublesControlSendsTheTouchRulesEvents() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                var random = SeededRandom(state: 14)
                for path in 0..<60 {
                    let control = UIControl(frame: CGRect(x: 30, y: 40, width: 90, height: 50))
                    var tracker = TouchTracker(width: 90, height: 50)
                    var expected: [UIControl.Event] = []
                    let finger = UIKitDouble.Finger(on: control)
                    for _ in 0..<12 {
                        let point = CGPoint(
                            x: Double.random(in: -200...300, using: &random),
                            y: Double.random(in: -200...250, using: &random))
                        let phase = TouchTracker.Phase.allCases.randomElement(using: &random) ?? .moved
                        CADoubleClock.advance(by: Double.random(in: 0...0.4, using: &random))
                        let time = CACurrentMediaTime()
                        switch phase {
                        case .began: finger.down(at: point)
                        case .moved: finger.move(to: point)
                        case .ended: finger.up()
                        case .cancelled: finger.cancel()
                        }
                        let location = phase == .began || phase == .moved ? point : finger.location
                        expected += tracker.track(phase, x: location.x, y: location.y, time: time).map {
                            UIControl.Event(rawValue: $0.controlEventBits)
                        }
                        XCTAssertEqual(control.isHighlighted, tracker.isTouchInside, "path \(path)")
                        XCTAssertEqual(control.isTracking, tracker.isTracking, "path \(path)")
                    }
                    XCTAssertEqual(
                        UIKitDouble.sentActions.filter { $0.control === control }.map(\.event), expected,
                        "path \(path)")
                }
            }
        }

        /// Two taps 0.2 s apart are a double tap: the second sends touchDownRepeat after touchDown.
        func testASecondTapSoonAfterTheFirstIsARepeat() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let control = UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                let finger = UIKitDouble.Finger(on: control)
                finger.tap()
                CADoubleClock.advance(by: 0.2)
                finger.tap()
                CADoubleClock.advance(by: 1)
                finger.tap()
                XCTAssertEqual(
                    UIKitDouble.sentActions.filter { $0.control === control }.map(\.event),
                    [
                        .touchDown, .touchUpInside, .touchDown, .touchDownRepeat, .touchUpInside, .touchDown,
                        .touchUpInside,
                    ])
            }
        }

        /// A fixed-seed generator, so every run draws the same paths.
        private struct SeededRandom: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state >> 11 ^ state
            }
        }
    }
#endif
