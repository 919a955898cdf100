#if canImport(UIKit) && os(Linux)
    import UIKit
    import XCTest

    /// The UIKit double calls `UIControl`'s tracking methods with a `UITouch` as UIKit does, and the
    /// touch's `location(in:)` converts through frames and transforms as `UIView.convert` does. The
    /// expected points are worked out by hand from the geometry.
    final class TrackingTouchTests: XCTestCase {
        /// One call of a tracking method: its name and what the touch said then.
        private struct Call: Equatable {
            var method: String
            var location: CGPoint?
            var inWindow: CGPoint?
            var previous: CGPoint?
            var tapCount: Int?
        }

        /// A control that records its tracking calls and can refuse to track.
        @MainActor
        private final class RecordingControl: UIControl {
            var calls: [Call] = []
            var begins = true
            var continues = true

            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append(call("begin", touch))
                return begins
            }

            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append(call("continue", touch))
                return continues
            }

            override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
                calls.append(call("end", touch))
            }

            override func cancelTracking(with event: UIEvent?) {
                calls.append(Call(method: "cancel"))
            }

            private func call(_ method: String, _ touch: UITouch?) -> Call {
                Call(
                    method: method, location: touch?.location(in: self), inWindow: touch?.location(in: nil),
                    previous: touch?.previousLocation(in: self), tapCount: touch?.tapCount)
            }
        }

        /// A control at (30, 40) in a root view: a drag's touch is where the finger is, in the
        /// control's points and shifted by the control's origin in the window's, with the previous
        /// point of each move; the calls come in UIKit's order around the events the rule sends.
        func testADragIsTrackedAtTheFingersPoints() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let root = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
                let control = RecordingControl(frame: CGRect(x: 30, y: 40, width: 90, height: 50))
                root.addSubview(control)
                let finger = UIKitDouble.Finger(on: control)
                finger.down(at: CGPoint(x: 5, y: 6))
                finger.move(to: CGPoint(x: 45, y: 20))
                finger.move(to: CGPoint(x: 200, y: 20))
                finger.up()
                XCTAssertEqual(
                    control.calls,
                    [
                        Call(
                            method: "begin", location: CGPoint(x: 5, y: 6), inWindow: CGPoint(x: 35, y: 46),
                            previous: CGPoint(x: 5, y: 6), tapCount: 1),
                        Call(
                            method: "continue", location: CGPoint(x: 45, y: 20),
                            inWindow: CGPoint(x: 75, y: 60),
                            previous: CGPoint(x: 5, y: 6), tapCount: 1),
                        Call(
                            method: "continue", location: CGPoint(x: 200, y: 20),
                            inWindow: CGPoint(x: 230, y: 60), previous: CGPoint(x: 45, y: 20), tapCount: 1),
                        Call(
                            method: "end", location: CGPoint(x: 200, y: 20), inWindow: CGPoint(x: 230, y: 60),
                            previous: CGPoint(x: 200, y: 20), tapCount: 1),
                    ])
                XCTAssertEqual(
                    UIKitDouble.sentActions.map(\.event),
                    [.touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchUpOutside])
                XCTAssertFalse(control.isTracking)
            }
        }

        /// A cancelled touch hears `cancelTracking`, not `endTracking`; a second tap soon after the
        /// first has a tap count of 2; a touch outside the bounds is not tracked at all.
        func testCancelRepeatAndAMiss() {
            MainActor.assumeIsolated {
                let control = RecordingControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                let finger = UIKitDouble.Finger(on: control)
                finger.down(at: CGPoint(x: 60, y: 10))
                XCTAssertEqual(control.calls, [])
                finger.tap()
                CADoubleClock.advance(by: 0.1)
                finger.down()
                finger.cancel()
                XCTAssertEqual(control.calls.map(\.method), ["begin", "end", "begin", "cancel"])
                XCTAssertEqual(control.calls.map(\.tapCount), [1, 1, 2, nil])
            }
        }

        /// `beginTracking` returning false makes `isTracking` false and stops the calls for that
        /// touch; `continueTracking` returning false stops them from then on.
        func testRefusingStopsTheTrackingCalls() {
            MainActor.assumeIsolated {
                let control = RecordingControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                let finger = UIKitDouble.Finger(on: control)
                control.begins = false
                finger.down()
                XCTAssertFalse(control.isTracking)
                finger.move(to: CGPoint(x: 10, y: 10))
                finger.up()
                XCTAssertEqual(control.calls.map(\.method), ["begin"])
                control.calls = []
                control.begins = true
                control.continues = false
                finger.down()
                XCTAssertTrue(control.isTracking)
                finger.move(to: CGPoint(x: 10, y: 10))
                XCTAssertFalse(control.isTracking)
                finger.move(to: CGPoint(x: 20, y: 10))
                finger.up()
                XCTAssertEqual(control.calls.map(\.method), ["begin", "continue"])
            }
        }

        /// `convert` goes through each view's centre and transform (about the centre): a view
        /// scaled 2× in x maps its corner (0, 0) to centre − 2 × half-width; a view turned by 90°
        /// maps the middle of its right edge below its centre; converting back returns the point.
        func testConversionFollowsTransforms() {
            MainActor.assumeIsolated {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
                let turned = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 50))
                root.addSubview(scaled)
                root.addSubview(turned)
                scaled.transform = CGAffineTransform(scaleX: 2, y: 1)
                turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
                XCTAssertEqual(scaled.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: -50, y: 0))
                let edge = turned.convert(CGPoint(x: 100, y: 25), to: nil)
                XCTAssertEqual(edge.x, 250, accuracy: 1e-9)
                XCTAssertEqual(edge.y, 175, accuracy: 1e-9)
                let back = turned.convert(edge, from: root)
                XCTAssertEqual(back.x, 100, accuracy: 1e-9)
                XCTAssertEqual(back.y, 25, accuracy: 1e-9)
                let across = scaled.convert(CGPoint(x: 10, y: 5), to: turned)
                let viaRoot = turned.convert(scaled.convert(CGPoint(x: 10, y: 5), to: root), from: root)
                XCTAssertEqual(across.x, viaRoot.x, accuracy: 1e-9)
                XCTAssertEqual(across.y, viaRoot.y, accuracy: 1e-9)
            }
        }
    }
#endif
