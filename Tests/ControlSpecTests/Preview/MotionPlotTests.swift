@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpecPreview

/// `render`'s motion plots: each moving value drawn over time and marked with what matters,
/// checked against the motion solved here in closed form (not by the code under test).
final class MotionPlotTests: XCTestCase {
    private func plot(_ example: String, _ name: String) throws -> String {
        let analysis = PreviewFixtures.analysis(try PreviewFixtures.example(example))
        return try XCTUnwrap(StillRenderer.render(analysis).first { $0.name == name }?.contents, name)
    }

    /// The values of attribute `name` of every element of class `kind`, in document order.
    private func attribute(_ name: String, of kind: String, in svg: String) -> [String] {
        svg.components(separatedBy: "class=\"\(kind)\"").dropFirst().compactMap { piece in
            guard let start = piece.range(of: " \(name)=\"") else { return nil }
            return String(piece[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    private func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    /// FlatButton's release, x(t) = 1 + e^(−at)·(x₀·cos ω_d t + (v₀ + a·x₀)/ω_d · sin ω_d t) with
    /// x₀ = −0.05 and v₀ = 6: its first turn is the peak of 1.215 at 0.082 s, and every point of the
    /// drawn curve lies on it within half a point.
    func testFlatButtonsReleasePlotShowsThePeakOnTheSpring() throws {
        let svg = try plot("FlatButton", "FlatButton-down-up-touchUpInside.plot.svg")
        let spring = AnimationDescription.Spring(popBounciness: 22, speed: 12, velocity: 6)
        let a = spring.damping / (2 * spring.mass)
        let omegaD = (spring.stiffness / spring.mass - a * a).squareRoot()
        let (x0, v0) = (-0.05, 6.0)
        func scale(_ t: Double) -> Double {
            1 + exp(-a * t) * (x0 * cos(omegaD * t) + (v0 + a * x0) / omegaD * sin(omegaD * t))
        }
        // The peak: the velocity e^(−at)·(v₀·cos ω_d t − (a·v₀ + ω₀²·x₀)/ω_d · sin ω_d t) is zero.
        let peakTime = atan(v0 * omegaD / (a * v0 + spring.stiffness / spring.mass * x0)) / omegaD
        XCTAssertEqual(peakTime, 0.082, accuracy: 0.0005)
        XCTAssertEqual(scale(peakTime), 1.215, accuracy: 0.0005)
        let times = attribute("data-time", of: "turn", in: svg).compactMap(Double.init)
        let values = attribute("data-value", of: "turn", in: svg).compactMap(Double.init)
        XCTAssertGreaterThanOrEqual(times.count, 2, "the peak and the first undershoot")
        XCTAssertEqual(times.first ?? 0, peakTime, accuracy: 1e-6)
        XCTAssertEqual(values.first ?? 0, scale(peakTime), accuracy: 1e-6)
        XCTAssertTrue(svg.contains(">peak 1.215 at 0.082 s</text>"), svg)
        // Where it settles, as the seed's comment states it: 1.47 s.
        let settle = try XCTUnwrap(attribute("data-time", of: "settle", in: svg).first.flatMap(Double.init))
        XCTAssertEqual(settle, 1.47, accuracy: 0.005)
        // The drawn curve, mapped back through the panel's box and range, is the closed form.
        let box = numbers(try XCTUnwrap(attribute("data-box", of: "track", in: svg).first))
        let range = numbers(try XCTUnwrap(attribute("data-range", of: "track", in: svg).first))
        let duration = try XCTUnwrap(
            attribute("data-duration", of: "track", in: svg).first.flatMap(Double.init))
        let points = numbers(try XCTUnwrap(attribute("points", of: "value", in: svg).first))
        XCTAssertGreaterThan(points.count, 200)
        var worst = 0.0
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            let time = (points[index] - box[0]) / (box[2] - box[0]) * duration
            let expectedY = box[3] - (box[3] - box[1]) * (scale(time) - range[0]) / (range[1] - range[0])
            worst = max(worst, abs(points[index + 1] - expectedY))
        }
        XCTAssertLessThan(worst, 0.5, "the curve within half a point of the closed form")
    }

    /// FlatButton's press on POP's default curve (0.25, 0.1) (0.25, 1) from scale 1 to 0.95 over
    /// 0.4 s: its control points at 0.1 s, at 1 − 0.1 · 0.05 and at 0.95.
    func testACurvesControlPointsAreMarked() throws {
        let svg = try plot("FlatButton", "FlatButton-up-down-touchDown.plot.svg")
        let times = attribute("data-time", of: "control-point", in: svg).compactMap(Double.init)
        let values = attribute("data-value", of: "control-point", in: svg).compactMap(Double.init)
        XCTAssertEqual(times.count, 2)
        XCTAssertEqual(times[0], 0.25 * 0.4, accuracy: 1e-9)
        XCTAssertEqual(times[1], 0.25 * 0.4, accuracy: 1e-9)
        XCTAssertEqual(values[0], 1 - 0.1 * 0.05, accuracy: 1e-9)
        XCTAssertEqual(values[1], 0.95, accuracy: 1e-9)
        XCTAssertEqual(attribute("data-time", of: "turn", in: svg), [], "a curve inside 0…1 never turns")
    }

    /// LikeButton's pop moves four values (scale in x and y alike, drawn once): one panel each.
    func testEveryTrackHasItsPanel() throws {
        let svg = try plot("LikeButton", "LikeButton-no-yes-tap.plot.svg")
        XCTAssertEqual(
            attribute("data-target", of: "track", in: svg),
            ["incoming scale", "incoming opacity", "outgoing scale", "outgoing opacity"])
    }
}
