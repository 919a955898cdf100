@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

/// Sequenced tracks sampled by `Timeline` against closed-form values: the generated TickView's
/// check (its tick stroked in linearly over 0.5 s, then a keyframe bounce over 0.2 s), and a spring
/// whose second track starts when the first has settled.
final class SequencedTimelineTests: XCTestCase {
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

    func testTheGeneratedTickDrawsThenBounces() throws {
        var tick = TickViewMachine()
        let check = try XCTUnwrap(tick.send(.tap)?.animations.first)
        XCTAssertEqual(check.tracks.map(\.begin), [0, 0.5])
        XCTAssertEqual(check.tracks.map(\.duration), [nil, 0.2])
        XCTAssertEqual(check.finishMilliseconds, 700)
        let timeline = Timeline(animations: [check])
        XCTAssertEqual(timeline.duration, 0.7, accuracy: 1e-12)
        func at(_ time: Double) -> Pose { timeline.pose(of: .incoming, at: time) }
        // The stroke: linear over the first 0.5 s; the scale holds 1 meanwhile.
        XCTAssertEqual(at(0.2).strokeEnd, 0.4, accuracy: 1e-9)
        XCTAssertEqual(at(0.2).scaleX, 1, accuracy: 1e-12)
        XCTAssertEqual(at(0.5).strokeEnd, 1, accuracy: 1e-12)
        // The bounce: 0.05 s in is the fraction 0.25, half through the first segment (easeOut's
        // (0, 0), (0.58, 1)); 0.15 s in half through the second (easeIn's (0.42, 0), (1, 1)).
        XCTAssertEqual(at(0.55).scaleX, 1 + 0.12 * bezier(0, 0, 0.58, 1, at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(at(0.55).scaleY, at(0.55).scaleX)
        XCTAssertEqual(at(0.6).scaleX, 1.12, accuracy: 1e-9)
        XCTAssertEqual(at(0.65).scaleX, 1.12 - 0.12 * bezier(0.42, 0, 1, 1, at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(at(0.65).strokeEnd, 1, accuracy: 1e-12)
        XCTAssertEqual(at(0.7).scaleX, 1, accuracy: 1e-12)
    }

    /// A critically damped spring (response 0.5 s, damping ratio 1: ω = 4π, x(t) = x₀(1 + ωt)e^(−ωt)
    /// from rest) over 0.6 s, with a second track after the first and a delay of 0.1 s before all.
    func testASpringTrackAfterAnotherStartsWhenTheFirstHasEnded() {
        let omega = 4 * Double.pi
        func critical(_ x0: Double, after t: Double) -> Double { x0 * (1 + omega * t) * exp(-omega * t) }
        let animation = AnimationDescription(
            name: "grow", duration: 0.6, delay: 0.1,
            timing: .spring(AnimationDescription.Spring(response: 0.5, dampingRatio: 1)),
            tracks: [
                TrackDescription(target: .control, property: .scale, from: 0.5, to: 1),
                TrackDescription(target: .control, property: .opacity, from: 0, to: 1).sequenced(
                    begin: 0.6, duration: nil),
            ])
        let timeline = Timeline(animations: [animation])
        XCTAssertEqual(timeline.duration, 1.3, accuracy: 1e-12)
        XCTAssertEqual(animation.finishMilliseconds, 1300)
        func at(_ time: Double) -> Pose { timeline.pose(of: .control, at: time) }
        XCTAssertEqual(at(0.3).scaleX, 1 + critical(-0.5, after: 0.2), accuracy: 1e-9)
        XCTAssertEqual(at(0.3).opacity, 0, accuracy: 1e-12, "it holds its from until it starts")
        XCTAssertEqual(at(0.7).opacity, 0, accuracy: 1e-12)
        XCTAssertEqual(at(0.7).scaleX, 1, accuracy: 1e-12, "the first track has ended")
        XCTAssertEqual(at(0.8).opacity, 1 + critical(-1, after: 0.1), accuracy: 1e-9)
        XCTAssertEqual(at(1.2).opacity, 1 + critical(-1, after: 0.5), accuracy: 1e-9)
        XCTAssertEqual(at(1.3).opacity, 1, accuracy: 1e-12)
    }
}
