@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

/// The motion model checked against independent values: the Bernstein form of the Bézier curve, a
/// numerical integration of the spring equation, POP's conversion worked by hand.
final class TimelineTests: XCTestCase {
    private typealias Spring = AnimationDescription.Spring

    // MARK: Curves

    /// For many parameters s, the published definition B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³ gives
    /// a point (x, y); the curve must answer y at x within 1e-6. Where the curve is nearly vertical
    /// (an end whose control point has x = 0 or 1) one rounding of x (4e-16) moves y by the slope
    /// times that, which is added to the allowance.
    func testCurvesMatchTheBernsteinDefinitionAtManyPoints() {
        let curves: [AnimationDescription.Curve] = [
            .linear, .easeIn, .easeOut, .easeInOut, .default,
            .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
            .cubicBezier(x1: 0, y1: 1, x2: 0, y2: 1),
            .cubicBezier(x1: 1, y1: 0, x2: 1, y2: 0),
            .cubicBezier(x1: 0.1, y1: 0.9, x2: 0.9, y2: 0.1),
        ]
        for curve in curves {
            let p = curve.controlPoints
            var worst = 0.0
            for step in 0...20000 {
                let s = Double(step) / 20000
                let x = bernstein(s, p.x1, p.x2)
                let y = bernstein(s, p.y1, p.y2)
                let dx = bernsteinDerivative(s, p.x1, p.x2)
                let dy = bernsteinDerivative(s, p.y1, p.y2)
                let conditioning = dx == 0 ? (dy == 0 ? 0 : Double.infinity) : abs(dy / dx) * 4e-16
                let error = abs(curve.progress(at: x) - y)
                XCTAssertLessThan(error, 1e-6 + conditioning, "\(curve) at s=\(s)")
                if conditioning < 1e-9 { worst = max(worst, error) }
                if dx > 1e-3 {
                    let slope = dy / dx
                    XCTAssertEqual(
                        curve.slope(at: x), slope, accuracy: 1e-6 * max(1, abs(slope)), "\(curve) at s=\(s)")
                }
            }
            XCTAssertLessThan(worst, 1e-9, "\(curve): well-conditioned points")
        }
    }

    func testNamedCurvesHaveCoreAnimationsControlPoints() {
        XCTAssertTrue(AnimationDescription.Curve.default.controlPoints == (0.25, 0.1, 0.25, 1))
        XCTAssertTrue(AnimationDescription.Curve.easeIn.controlPoints == (0.42, 0, 1, 1))
        XCTAssertTrue(AnimationDescription.Curve.easeOut.controlPoints == (0, 0, 0.58, 1))
        XCTAssertTrue(AnimationDescription.Curve.easeInOut.controlPoints == (0.42, 0, 0.58, 1))
        XCTAssertTrue(AnimationDescription.Curve.linear.controlPoints == (0, 0, 1, 1))
        XCTAssertEqual(AnimationDescription.Curve.default.progress(at: 0), 0)
        XCTAssertEqual(AnimationDescription.Curve.default.progress(at: 1), 1)
    }

    // MARK: Springs

    /// Under-, critically and over-damped springs against a fourth-order Runge–Kutta integration of
    /// m·x'' + c·x' + k·x = 0 with a 0.1 ms step.
    func testSpringMotionMatchesANumericalIntegration() {
        let springs = [
            Spring(mass: 1, stiffness: 342.1, damping: 9.38),
            Spring(mass: 2, stiffness: 200, damping: 40),  // critical: c = 2√(km)
            Spring(mass: 1, stiffness: 100, damping: 60),
            Spring(mass: 0.5, stiffness: 300, damping: 24.49),  // ζ ≈ 0.99997
        ]
        for spring in springs {
            for (x0, v0) in [(-0.05, 6.0), (1, 0), (0, -3), (120, 400)] {
                var x = x0
                var v = v0
                let dt = 1e-4
                for step in 1...15000 {
                    (x, v) = rungeKutta(spring, x, v, dt)
                    if step % 500 == 0 {
                        let state = spring.state(after: Double(step) * dt, displacement: x0, velocity: v0)
                        let scale = max(abs(x0), abs(v0) / spring.naturalFrequency, 1)
                        XCTAssertEqual(
                            state.displacement, x, accuracy: 1e-9 * scale, "\(spring) x at \(step)")
                        XCTAssertEqual(state.velocity, v, accuracy: 1e-7 * scale * spring.naturalFrequency)
                    }
                }
            }
        }
        XCTAssertEqual(springs[1].dampingRatio, 1)
    }

    /// After the settling time every motion stays within 1/1000 of its envelope's amplitude.
    func testSpringsStaySettledAfterTheSettlingTime() {
        for spring in [
            Spring(stiffness: 342.1, damping: 9.38), Spring(mass: 2, stiffness: 200, damping: 40),
            Spring(stiffness: 100, damping: 60),
        ] {
            for (x0, v0) in [(-0.05, 6.0), (1, 0), (1, -40), (0, 5)] {
                let amplitude = envelopeAmplitude(spring, x0, v0)
                let settling = spring.settlingTime
                for step in 0...4000 {
                    let time = settling + Double(step) * 0.001
                    let x = spring.state(after: time, displacement: x0, velocity: v0).displacement
                    XCTAssertLessThanOrEqual(abs(x), 0.001 * amplitude * (1 + 1e-9), "\(spring) \(x0) \(v0)")
                }
            }
        }
        XCTAssertEqual(Spring(stiffness: 100, damping: 20).settlingTime, 9.233_413 / 10, accuracy: 1e-6)
        XCTAssertEqual(Spring(stiffness: 1, damping: 0).settlingTime, .infinity)
    }

    /// POP's conversion of bounciness 22, speed 12, worked by hand from `POPAnimationExtras.mm`:
    /// b = 22/1.7/20·0.8 = 0.517647, s = 12/1.7/20 = 0.352941, QC tension = 0.5 + 199.5·s = 70.9118,
    /// no-bounce friction(70.9118) = 11.9747, QC friction = 0.767336·0.01 + 0.232664·11.9747,
    /// tension = 194 + (70.9118 − 30)/50·181 = 342.1006, friction = 25 + (2.7938 − 8)/2·6 = 9.3817.
    func testPopBouncinessAndSpeedConvertAsPopDoes() {
        let spring = Spring(popBounciness: 22, speed: 12, velocity: 6)
        XCTAssertEqual(spring.stiffness, 342.100_588, accuracy: 1e-5)
        XCTAssertEqual(spring.damping, 9.381_692, accuracy: 1e-5)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.velocity, 6)
        XCTAssertEqual(spring.dampingRatio, 0.253_615, accuracy: 1e-5)
        // POP's defaults (bounciness 4, speed 12): barely bouncy.
        let defaults = Spring(popBounciness: 4, speed: 12)
        XCTAssertEqual(defaults.stiffness, 342.100_588, accuracy: 1e-5)
        XCTAssertGreaterThan(defaults.dampingRatio, 0.5)
    }

    func testResponseAndDampingRatioConvertToThePhysicalSpring() {
        let spring = Spring(response: 0.5, dampingRatio: 0.8, velocity: 2)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * Double.pi * 0.8 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertEqual(
            2 * Double.pi / spring.naturalFrequency, 0.5, accuracy: 1e-12, "the response is the period")
    }

    // MARK: Timeline

    func testTimelineHoldsDuringTheDelayAndEndsAtTheTarget() {
        let fade = AnimationDescription(
            name: "fade", duration: 0.5, delay: 0.2, timing: .curve(.linear),
            tracks: [TrackDescription(target: .incoming, property: .opacity, from: 0, to: 1)])
        let grow = AnimationDescription(
            name: "grow", duration: 0.3, timing: .curve(.easeOut),
            tracks: [TrackDescription(target: .control, property: .scale, to: 2)])
        var start = Pose()
        start.scaleX = 0.5
        start.scaleY = 0.5
        let timeline = Timeline(animations: [fade, grow], startingFrom: [.control: start])
        XCTAssertEqual(timeline.duration, 0.7, accuracy: 1e-15)
        XCTAssertEqual(timeline.pose(of: .incoming, at: 0.1).opacity, 0, "holds its from during the delay")
        XCTAssertEqual(timeline.pose(of: .incoming, at: 0.45).opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(timeline.pose(of: .incoming, at: 0.7).opacity, 1)
        XCTAssertEqual(timeline.pose(of: .control, at: 0).scaleX, 0.5, "without from: the current value")
        XCTAssertEqual(timeline.pose(of: .control, at: 0.3).scaleY, 2)
        let halfway = 0.5 + 1.5 * AnimationDescription.Curve.easeOut.progress(at: 0.5)
        XCTAssertEqual(timeline.pose(of: .control, at: 0.15).scaleX, halfway, accuracy: 1e-12)
        XCTAssertEqual(timeline.pose(of: .control, at: 0.15).scaleY, halfway, accuracy: 1e-12)
        XCTAssertEqual(timeline.pose(of: .outgoing, at: 0.3), Pose(), "an untouched target keeps its pose")
    }

    func testLaterTracksReplaceEarlierOnesForTheSameValue() {
        let first = AnimationDescription(
            name: "a", duration: 1, timing: .curve(.linear),
            tracks: [TrackDescription(target: .control, property: .scale, from: 0, to: 1)])
        let second = AnimationDescription(
            name: "b", duration: 2, timing: .curve(.linear),
            tracks: [TrackDescription(target: .control, property: .scaleY, from: 4, to: 2)])
        let timeline = Timeline(animations: [first, second])
        XCTAssertEqual(timeline.pose(of: .control, at: 0.5).scaleX, 0.5)
        XCTAssertEqual(timeline.pose(of: .control, at: 1).scaleY, 3)
        XCTAssertEqual(timeline.motions.map(\.property), [.scaleX, .scaleY])
    }

    /// A spring track follows the closed form from where the target is, with the spring's velocity.
    func testSpringTrackFollowsTheClosedForm() {
        let spring = Spring(stiffness: 300, damping: 12, velocity: 2)
        let animation = AnimationDescription(
            name: "s", timing: .spring(spring),
            tracks: [TrackDescription(target: .control, property: .translationX, to: 10)])
        XCTAssertEqual(animation.duration, spring.settlingTime)
        var start = Pose()
        start.translationX = -20
        let timeline = Timeline(animations: [animation], startingFrom: [.control: start])
        for step in 0..<100 {
            let time = Double(step) * animation.duration / 100
            let expected = 10 + spring.state(after: time, displacement: -30, velocity: 2).displacement
            XCTAssertEqual(timeline.pose(of: .control, at: time).translationX, expected, accuracy: 1e-12)
        }
        let end = timeline.pose(of: .control, at: animation.duration).translationX
        XCTAssertEqual(end, 10, "at its target from the duration on")
        let settled =
            10 + spring.state(after: animation.duration, displacement: -30, velocity: 2).displacement
        XCTAssertLessThan(abs(settled - end), 0.001 * 30.1, "the snap is within the settled fraction")
        XCTAssertEqual(timeline.velocity(of: .control, at: 0).translationX, 0, "at rest before it starts")
        XCTAssertEqual(timeline.velocity(of: .control, at: 1e-9).translationX, 2, accuracy: 1e-3)
    }

    /// A step starting mid-motion continues from the presentation: no jump in value, and a spring
    /// keeps the velocity it takes over.
    func testInterruptionIsContinuous() {
        let press = AnimationDescription(
            name: "press", duration: 0.4, timing: .curve(.default),
            tracks: [TrackDescription(target: .control, property: .scale, to: 0.95)])
        let release = AnimationDescription(
            name: "release", timing: .spring(Spring(stiffness: 342.1, damping: 9.38)),
            tracks: [TrackDescription(target: .control, property: .scale, to: 1)])
        let pressing = Timeline(animations: [press])
        for interruption in [0.05, 0.2, 0.39] {
            let releasing = pressing.interrupted(at: interruption, by: [release])
            let before = pressing.pose(of: .control, at: interruption)
            let after = releasing.pose(of: .control, at: 0)
            XCTAssertLessThan(abs(before.scaleX - after.scaleX), 1e-9)
            XCTAssertLessThan(abs(before.scaleY - after.scaleY), 1e-9)
            let velocity = pressing.velocity(of: .control, at: interruption).scaleX
            XCTAssertLessThan(velocity, 0, "the press is still shrinking")
            XCTAssertEqual(releasing.motions.first?.initialVelocity ?? 0, velocity, accuracy: 1e-12)
            // A spring interrupted by a spring: value and velocity continuous across the switch.
            let again = releasing.interrupted(at: 0.07, by: [release])
            let h = 1e-7
            XCTAssertLessThan(
                abs(
                    releasing.pose(of: .control, at: 0.07 - h).scaleX - again.pose(of: .control, at: h).scaleX
                ),
                1e-9 + 2 * h * 10)
            XCTAssertLessThan(
                abs(releasing.pose(of: .control, at: 0.07).scaleX - again.pose(of: .control, at: 0).scaleX),
                1e-12)
            XCTAssertEqual(
                releasing.velocity(of: .control, at: 0.07).scaleX,
                again.velocity(of: .control, at: 1e-12).scaleX,
                accuracy: 1e-6)
        }
    }

    /// The seed's release (POP: bounciness 22, speed 12, velocity 6 from the pressed 0.95): sampled
    /// through the timeline it matches an independent closed-form evaluation, peaks near 1.21 and
    /// settles within its duration.
    func testSeedReleaseSpringPeaksAndSettlesAsPopSays() {
        let spring = Spring(popBounciness: 22, speed: 12, velocity: 6)
        let release = AnimationDescription(
            name: "release", timing: .spring(spring),
            tracks: [TrackDescription(target: .control, property: .scale, to: 1)])
        var pressed = Pose()
        pressed.scaleX = 0.95
        pressed.scaleY = 0.95
        let timeline = Timeline(animations: [release], startingFrom: [.control: pressed])
        // Independently: ζω₀ = c/2, ω_d = √(k − (c/2)²), x = e^(−ζω₀t)(x₀cos ω_d t + (v₀ + ζω₀x₀)/ω_d sin ω_d t).
        let decay = 9.381_692_155_287 / 2
        let damped = (342.100_588_235_294 - decay * decay).squareRoot()
        var peak = 0.0
        for step in 0...3000 {
            let time = Double(step) * timeline.duration / 3000
            let x =
                exp(-decay * time)
                * (-0.05 * cos(damped * time) + (6 - decay * 0.05) / damped * sin(damped * time))
            let scale = timeline.pose(of: .control, at: time).scaleX
            XCTAssertEqual(scale, 1 + x, accuracy: 1e-3, "t = \(time)")
            peak = max(peak, scale)
        }
        XCTAssertEqual(peak, 1.2147, accuracy: 5e-4)
        XCTAssertEqual(timeline.duration, log(1000) / decay, accuracy: 1e-9)
        XCTAssertEqual(timeline.duration, 1.4726, accuracy: 1e-4)
        let amplitude = envelopeAmplitude(spring, -0.05, 6)
        for step in 0...1000 {
            let time = timeline.duration * (1 + Double(step) / 1000)
            let x = spring.state(after: time, displacement: -0.05, velocity: 6).displacement
            XCTAssertLessThanOrEqual(abs(x), 0.001 * amplitude)
        }
        XCTAssertEqual(timeline.pose(of: .control, at: timeline.duration).scaleX, 1)
    }

    // MARK: Independent references

    private func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    private func bernsteinDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private func rungeKutta(_ spring: Spring, _ x: Double, _ v: Double, _ dt: Double) -> (Double, Double) {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            -(spring.stiffness * x + spring.damping * v) / spring.mass
        }
        let k1 = (v, acceleration(x, v))
        let k2 = (v + k1.1 * dt / 2, acceleration(x + k1.0 * dt / 2, v + k1.1 * dt / 2))
        let k3 = (v + k2.1 * dt / 2, acceleration(x + k2.0 * dt / 2, v + k2.1 * dt / 2))
        let k4 = (v + k3.1 * dt, acceleration(x + k3.0 * dt, v + k3.1 * dt))
        return (
            x + dt / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0),
            v + dt / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
        )
    }

    /// The amplitude the settling time is relative to: √(x₀² + ((v₀ + ζω₀x₀)/ω_d)²) under-damped,
    /// |c₁| + |c₂| of the two exponentials over-damped, |x₀| + |v₀ + ω₀x₀|/ω₀ critically damped.
    private func envelopeAmplitude(_ spring: Spring, _ x0: Double, _ v0: Double) -> Double {
        let decay = spring.damping / (2 * spring.mass)
        let w2 = spring.stiffness / spring.mass
        let discriminant = decay * decay - w2
        if discriminant < 0 {
            let damped = (-discriminant).squareRoot()
            return hypot(x0, (v0 + decay * x0) / damped)
        }
        if discriminant > 0 {
            let r1 = -decay + discriminant.squareRoot()
            let r2 = -decay - discriminant.squareRoot()
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            return abs(c1) + abs(x0 - c1)
        }
        return abs(x0) + abs(v0 + decay * x0) / decay
    }
}
