#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The generated PinField (Tests/GeneratedCodeTests/Specs/PinField.control.yaml): its shake
    /// and pulse, sampled from the generated animations against values computed here by hand, and
    /// played on the UIKit double as `CAKeyframeAnimation`s with the keyframes' values, key times
    /// and timing functions, repeated and reversed as the spec says.
    final class KeyframePlayerTests: XCTestCase {
        /// The shake's values, at 0, 0.08, 0.16, 0.24, 0.32 and 0.4 s.
        private static let shake: [Double] = [0, -10, 10, -6, 6, 0]

        /// y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) where its x is `x`, by bisection on
        /// the Bernstein form.
        private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
            func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
            }
            return coordinate(y1, y2, (low + high) / 2)
        }

        private func timeline(of event: PinFieldMachine.Event) -> Timeline {
            var machine = PinFieldMachine()
            return Timeline(animations: machine.send(event)?.animations ?? [])
        }

        func testTheGeneratedShakePassesThroughItsKeyframesLinearly() {
            let timeline = timeline(of: .wrong)
            XCTAssertEqual(timeline.duration, 0.4, accuracy: 1e-12)
            for (index, value) in Self.shake.enumerated() {
                XCTAssertEqual(
                    timeline.pose(of: .control, at: 0.08 * Double(index)).translationX, value, accuracy: 1e-9)
            }
            // Between keyframes, by hand: a quarter into the second segment, three quarters into the
            // fourth, a quarter into the first.
            XCTAssertEqual(timeline.pose(of: .control, at: 0.1).translationX, -5, accuracy: 1e-9)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.3).translationX, 3, accuracy: 1e-9)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.02).translationX, -2.5, accuracy: 1e-9)
        }

        func testTheGeneratedPulseFollowsItsCurvesTwiceForwardAndBack() {
            let timeline = timeline(of: .right)
            XCTAssertEqual(timeline.duration, 1.2, accuracy: 1e-12, "2 plays × 2 ways × 0.3 s")
            // Forward, 0.05 s in: 0.05 / 0.075 through the first segment (0.25 × 0.3 s long), along
            // easeOut's (0, 0), (0.58, 1).
            let first = 1 + 0.2 * bezier(0, 0, 0.58, 1, at: 0.05 / 0.075)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.05).scaleX, first, accuracy: 1e-9)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.075).scaleY, 1.2, accuracy: 1e-9)
            // Back, 0.375 s in: the forward time 0.6 − 0.375 = 0.225 s, the fraction 0.75, two thirds
            // through the second segment along (0.3, 0), (0.7, 1).
            let back = 1.2 - 0.1 * bezier(0.3, 0, 0.7, 1, at: 2.0 / 3)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.375).scaleX, back, accuracy: 1e-9)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.3).scaleX, 1.1, accuracy: 1e-9)
            XCTAssertEqual(timeline.pose(of: .control, at: 0.6).scaleX, 1, accuracy: 1e-9)
            // The second play repeats the first.
            XCTAssertEqual(timeline.pose(of: .control, at: 0.65).scaleX, first, accuracy: 1e-9)
            XCTAssertEqual(timeline.pose(of: .control, at: 1.2).scaleX, 1, accuracy: 1e-12)
        }

        func testTheShakePlaysAsAKeyframeAnimationOfTheTransform() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let field = PinField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                field.send(.wrong)
                guard let frames = field.layer.animation(forKey: "transform") as? CAKeyframeAnimation else {
                    return XCTFail("the shake is a keyframe animation on the field's layer")
                }
                let shifts = (frames.values ?? []).compactMap { $0 as? CATransform3D }.map { Double($0.m41) }
                XCTAssertEqual(shifts.count, 6)
                for (shift, value) in zip(shifts, Self.shake) { XCTAssertEqual(shift, value, accuracy: 1e-9) }
                let keyTimes = (frames.keyTimes ?? []).map(\.doubleValue)
                XCTAssertEqual(keyTimes.count, 6)
                for (time, expected) in zip(keyTimes, [0, 0.2, 0.4, 0.6, 0.8, 1.0]) {
                    XCTAssertEqual(time, expected, accuracy: 1e-12)
                }
                XCTAssertEqual(
                    frames.timingFunctions?.map(\.controlPoints), Array(repeating: [0, 0, 1, 1], count: 5))
                XCTAssertEqual(frames.calculationMode, .linear)
                XCTAssertEqual(frames.duration, 0.4)
                XCTAssertEqual(frames.repeatCount, 1)
                XCTAssertFalse(frames.autoreverses)
                XCTAssertEqual(Double(field.transform.tx), 0, accuracy: 1e-9, "the shake ends where it began")
                CADoubleClock.advance(by: 0.1)
                XCTAssertEqual(
                    Double(field.layer.presentation()?.affineTransform().tx ?? 0), -5, accuracy: 1e-6,
                    "a quarter into the second segment")
                CADoubleClock.advance(by: 0.2)
                XCTAssertEqual(
                    Double(field.layer.presentation()?.affineTransform().tx ?? 0), 3, accuracy: 1e-6)
                CADoubleClock.advance(by: 0.11)
                XCTAssertNil(field.layer.animation(forKey: "transform"), "over after 0.4 s")
            }
        }

        func testThePulsePlaysItsKeyTimesAndCurvesRepeatedAndReversed() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let field = PinField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                field.send(.right)
                guard let frames = field.layer.animation(forKey: "transform") as? CAKeyframeAnimation else {
                    return XCTFail("the pulse is a keyframe animation on the field's layer")
                }
                let scales = (frames.values ?? []).compactMap { $0 as? CATransform3D }.map { Double($0.m11) }
                XCTAssertEqual(scales.count, 3)
                for (scale, value) in zip(scales, [1, 1.2, 1.1]) {
                    XCTAssertEqual(scale, value, accuracy: 1e-9)
                }
                XCTAssertEqual((frames.keyTimes ?? []).map(\.doubleValue), [0, 0.25, 1])
                XCTAssertEqual(
                    frames.timingFunctions?.map(\.controlPoints), [[0, 0, 0.58, 1], [0.3, 0, 0.7, 1]])
                XCTAssertEqual(frames.duration, 0.3)
                XCTAssertEqual(frames.repeatCount, 2)
                XCTAssertTrue(frames.autoreverses)
                XCTAssertEqual(Double(field.transform.a), 1, accuracy: 1e-9, "it reverses back to the start")
                // The double's clock is linear within each segment: 0.375 s is back at the fraction
                // 0.75, two thirds through the second segment.
                CADoubleClock.advance(by: 0.375)
                XCTAssertEqual(
                    Double(field.layer.presentation()?.affineTransform().a ?? 0), 1.2 - 0.1 * 2 / 3,
                    accuracy: 1e-6)
                CADoubleClock.advance(by: 0.8)
                XCTAssertNotNil(field.layer.animation(forKey: "transform"), "2 × 2 × 0.3 s = 1.2 s")
                CADoubleClock.advance(by: 0.1)
                XCTAssertNil(field.layer.animation(forKey: "transform"))
            }
        }
    }
#endif
