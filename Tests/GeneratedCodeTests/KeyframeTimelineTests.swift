@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// Keyframe tracks and repeating animations sampled by `Timeline`, against values computed here
/// from their definitions: piecewise interpolation between keyframes with each segment's cubic
/// Bézier solved by bisection on its Bernstein form, and repetition as a sawtooth or triangle of
/// the forward time (Core Animation's `repeatCount` and `autoreverses`).
final class KeyframeTimelineTests: XCTestCase {
    private typealias Keyframes = TrackDescription.Keyframes

    /// The "wrong PIN" shake: 0, −10, 10, −6, 6, 0 points over 0.4 s, evenly spaced and linear.
    private let shakeValues: [Double] = [0, -10, 10, -6, 6, 0]

    private func shakeTimeline(delay: Double = 0, repetition: AnimationDescription.Repetition = .once)
        -> Timeline
    {
        var shake = AnimationDescription(
            name: "shake", duration: 0.4, delay: delay, timing: .curve(.easeInOut),
            tracks: [
                TrackDescription(
                    target: .control, property: .translationX, keyframes: Keyframes(values: shakeValues)!)
            ])
        shake.repetition = repetition
        return Timeline(animations: [shake])
    }

    /// Independent: segment i covers [0.08·i, 0.08·(i+1)] s and moves linearly between its values.
    private func shakeValue(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 0.4 { return 0 }
        let segment = min(Int(time / 0.08), 4)
        let local = (time - 0.08 * Double(segment)) / 0.08
        return shakeValues[segment] + (shakeValues[segment + 1] - shakeValues[segment]) * local
    }

    func testTheShakePassesThroughItsValuesLinearly() {
        let timeline = shakeTimeline()
        XCTAssertEqual(timeline.duration, 0.4, accuracy: 1e-12)
        for (index, value) in shakeValues.enumerated() {
            XCTAssertEqual(
                timeline.pose(of: .control, at: 0.08 * Double(index)).translationX, value, accuracy: 1e-9,
                "keyframe \(index)")
        }
        for step in 0...4000 {
            let time = Double(step) * 0.0001
            XCTAssertEqual(
                timeline.pose(of: .control, at: time).translationX, shakeValue(at: time), accuracy: 1e-9,
                "at \(time) s")
        }
        // The velocity of a linear segment is its distance over its 0.08 s.
        XCTAssertEqual(timeline.velocity(of: .control, at: 0.04).translationX, -10 / 0.08, accuracy: 1e-6)
        XCTAssertEqual(timeline.velocity(of: .control, at: 0.13).translationX, 20 / 0.08, accuracy: 1e-6)
        XCTAssertEqual(timeline.pose(of: .control, at: 5).translationX, 0)
    }

    func testAKeyframeTrackHoldsItsFirstValueDuringTheDelay() {
        let timeline = shakeTimeline(delay: 0.25)
        XCTAssertEqual(timeline.duration, 0.65, accuracy: 1e-12)
        for step in 0...650 {
            let time = Double(step) * 0.001
            XCTAssertEqual(
                timeline.pose(of: .control, at: time).translationX, shakeValue(at: time - 0.25),
                accuracy: 1e-9, "at \(time) s")
        }
    }

    /// Key times 0, 0.3, 1 with an ease-in first segment and an S-curve second one, on a spring
    /// animation (a keyframe track follows its own curves).
    func testSegmentsFollowTheirOwnCurvesAtTheirKeyTimes() {
        let easeIn = (0.42, 0.0, 1.0, 1.0)
        let sCurve = (0.1, 0.9, 0.9, 0.1)
        let keyframes = Keyframes(
            values: [2, 10, 4], keyTimes: [0, 0.3, 1],
            curves: [.easeIn, .cubicBezier(x1: sCurve.0, y1: sCurve.1, x2: sCurve.2, y2: sCurve.3)])!
        let animation = AnimationDescription(
            name: "wobble", duration: 2,
            timing: .spring(AnimationDescription.Spring(stiffness: 100, damping: 10)),
            tracks: [TrackDescription(target: .incoming, property: .rotation, keyframes: keyframes)])
        let timeline = Timeline(animations: [animation])
        XCTAssertEqual(timeline.duration, 2)
        for step in 0...2000 {
            let time = Double(step) * 0.001
            let fraction = time / 2
            let expected: Double
            if fraction <= 0.3 {
                expected = 2 + 8 * bezierProgress(easeIn, at: fraction / 0.3)
            } else {
                expected = 10 - 6 * bezierProgress(sCurve, at: (fraction - 0.3) / 0.7)
            }
            XCTAssertEqual(
                timeline.pose(of: .incoming, at: time).rotation, expected, accuracy: 1e-9, "at \(time) s")
        }
        XCTAssertEqual(timeline.pose(of: .incoming, at: 0.6).rotation, 10, accuracy: 1e-12)
    }

    func testRepeatingPlaysTheMotionCountTimesAndEndsAtItsTarget() {
        var grow = AnimationDescription(
            name: "grow", duration: 0.5, delay: 0.1, timing: .curve(.easeInOut),
            tracks: [TrackDescription(target: .control, property: .opacity, from: 0, to: 1)])
        grow.repetition = AnimationDescription.Repetition(count: 3, autoreverses: false)
        let timeline = Timeline(animations: [grow])
        XCTAssertEqual(timeline.duration, 1.6, accuracy: 1e-12)
        for step in 0...1700 {
            let time = Double(step) * 0.001
            let elapsed = time - 0.1
            let expected: Double
            if elapsed <= 0 {
                expected = 0
            } else if elapsed >= 1.5 {
                expected = 1
            } else {
                let within = elapsed - 0.5 * (elapsed / 0.5).rounded(.down)
                expected = bezierProgress((0.42, 0, 0.58, 1), at: within / 0.5)
            }
            XCTAssertEqual(
                timeline.pose(of: .control, at: time).opacity, expected, accuracy: 1e-9, "at \(time) s")
        }
    }

    /// Linear 0 → 100 over 1 s, three times, autoreversing: a triangle wave of period 2 s for 6 s
    /// that ends at 0, with velocity +100 going and −100 coming back.
    func testAutoreversingPlaysBackwardAndEndsAtTheStart() {
        var sweep = AnimationDescription(
            name: "sweep", duration: 1, timing: .curve(.linear),
            tracks: [TrackDescription(target: .control, property: .translationY, from: 0, to: 100)])
        sweep.repetition = AnimationDescription.Repetition(count: 3, autoreverses: true)
        let timeline = Timeline(animations: [sweep])
        XCTAssertEqual(timeline.duration, 6)
        for step in 0...7000 {
            let time = Double(step) * 0.001
            let expected = time >= 6 ? 0 : 100 * (1 - abs(time.truncatingRemainder(dividingBy: 2) - 1))
            XCTAssertEqual(
                timeline.pose(of: .control, at: time).translationY, expected, accuracy: 1e-9, "at \(time) s")
        }
        XCTAssertEqual(timeline.velocity(of: .control, at: 2.5).translationY, 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.velocity(of: .control, at: 3.5).translationY, -100, accuracy: 1e-9)
        XCTAssertEqual(timeline.velocity(of: .control, at: 6.5).translationY, 0)
    }

    func testAShakeRepeatedWithAutoreverseMirrorsEachCycle() {
        let timeline = shakeTimeline(
            repetition: AnimationDescription.Repetition(count: 2, autoreverses: true))
        XCTAssertEqual(timeline.duration, 1.6, accuracy: 1e-12)
        for step in 0...1700 {
            let time = Double(step) * 0.001
            let within = time.truncatingRemainder(dividingBy: 0.8)
            let forward = time >= 1.6 ? 0 : (within <= 0.4 ? within : 0.8 - within)
            XCTAssertEqual(
                timeline.pose(of: .control, at: time).translationX, shakeValue(at: forward), accuracy: 1e-9,
                "at \(time) s")
        }
    }

    func testKeyframesThatDoNotFitTogetherAreRefused() {
        XCTAssertNil(Keyframes(values: [1]), "fewer than 2 values")
        XCTAssertNil(Keyframes(values: [0, 1, 2], keyTimes: [0, 1]), "count mismatch")
        XCTAssertNil(Keyframes(values: [0, 1, 2], keyTimes: [0, 0.6, 0.5]), "not increasing")
        XCTAssertNil(Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 0.5]), "not strictly increasing")
        XCTAssertNil(Keyframes(values: [0, 1], keyTimes: [0.1, 1]), "not from 0")
        XCTAssertNil(Keyframes(values: [0, 1], keyTimes: [0, 0.9]), "not to 1")
        XCTAssertNil(Keyframes(values: [0, 1, 2], curves: [.linear]), "one curve per segment")
        XCTAssertEqual(Keyframes(values: [0, 5, 1])?.keyTimes, [0, 0.5, 1])
        XCTAssertEqual(Keyframes(values: [0, 5, 1])?.curves, [.linear, .linear])
    }

    func testRepetitionCountsAtLeastOnce() {
        XCTAssertEqual(AnimationDescription.Repetition(count: 0, autoreverses: false).count, 1)
        XCTAssertEqual(
            AnimationDescription.Repetition(count: 4, autoreverses: true).activeDuration(of: 0.25), 2)
    }

    /// y at x on the cubic Bézier with control points (0, 0), (x1, y1), (x2, y2), (1, 1): the
    /// parameter found by bisection on x's Bernstein form (x is increasing for x1, x2 in 0...1).
    private func bezierProgress(_ points: (Double, Double, Double, Double), at x: Double) -> Double {
        func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(middle, points.0, points.2) < x { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, points.1, points.3)
    }
}
