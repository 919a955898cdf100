@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpecPreview

/// `render`'s filmstrips show the instants that matter: a spring's peak and undershoot are frames
/// of their own, with their time and value, checked against the spring's motion solved here.
final class FilmstripTurnTests: XCTestCase {
    /// One 60 Hz frame.
    private let frame = 1.0 / 60

    /// The times and values labelled in FlatButton's release filmstrip.
    private func releaseFrames() throws -> [(time: Double, scale: Double)] {
        let analysis = PreviewFixtures.analysis(try PreviewFixtures.example("FlatButton"))
        let strip = try XCTUnwrap(
            StillRenderer.render(analysis).first {
                $0.name == "FlatButton-down-up-touchUpInside.filmstrip.svg"
            })
        let times = labels(in: strip.contents, suffix: " s").compactMap(Double.init)
        let scales = labels(in: strip.contents, prefix: "scale ").compactMap(Double.init)
        XCTAssertEqual(times.count, scales.count, "every frame is labelled with its time and value")
        return Array(zip(times, scales)).map { (time: $0.0, scale: $0.1) }
    }

    /// The texts of `<text …>label</text>` elements with that prefix or suffix, without it.
    private func labels(in svg: String, prefix: String = "", suffix: String = "") -> [String] {
        svg.components(separatedBy: "</text>").compactMap { piece in
            guard let close = piece.lastIndex(of: ">") else { return nil }
            let text = String(piece[piece.index(after: close)...])
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), !text.isEmpty else { return nil }
            return String(text.dropFirst(prefix.count).dropLast(suffix.count))
        }
    }

    /// The under-damped spring x(t) = e^(−at)·R·cos(ω_d t − φ) with R·cos φ = x₀ and
    /// R·sin φ = (v₀ + a·x₀)/ω_d turns where tan(ω_d t − φ) = −a/ω_d.
    private func springTurns(spring: AnimationDescription.Spring, from: Double, to: Double, velocity: Double)
        -> [(time: Double, value: Double)]
    {
        let a = spring.damping / (2 * spring.mass)
        let omegaD = (spring.stiffness / spring.mass - a * a).squareRoot()
        let x0 = from - to
        let phi = atan2((velocity + a * x0) / omegaD, x0)
        let amplitude = (x0 * x0 + pow((velocity + a * x0) / omegaD, 2)).squareRoot()
        var turns: [(Double, Double)] = []
        for k in -2...10 {
            let time = (phi - atan(a / omegaD) + Double(k) * .pi) / omegaD
            guard time > 0 else { continue }
            turns.append((time, to + amplitude * exp(-a * time) * cos(omegaD * time - phi)))
        }
        return turns
    }

    func testFlatButtonsReleaseShowsThePeakAndTheUndershoot() throws {
        // FlatButton's springBack: POP bounciness 22, speed 12, velocity 6, from the pressed 0.95 to 1.
        let spring = AnimationDescription.Spring(popBounciness: 22, speed: 12, velocity: 6)
        let turns = springTurns(spring: spring, from: 0.95, to: 1, velocity: 6)
        let peak = try XCTUnwrap(turns.first)
        let undershoot = turns[1]
        // The figures, as the seed's comment states them.
        XCTAssertEqual(peak.time, 0.082, accuracy: 0.001)
        XCTAssertEqual(peak.value, 1.215, accuracy: 0.0005)
        XCTAssertLessThan(undershoot.value, 1)
        let frames = try releaseFrames()
        for turn in [peak, undershoot] {
            let shown = try XCTUnwrap(
                frames.first { abs($0.time - turn.time) <= frame },
                "a frame within one frame of \(turn.time) s")
            XCTAssertEqual(shown.scale, turn.value, accuracy: 0.002, "the frame shows the turn's value")
        }
        XCTAssertEqual(frames.first?.time, 0)
        XCTAssertEqual(frames.first?.scale ?? 0, 0.95, accuracy: 0.0005)
        XCTAssertEqual(frames.last?.scale, 1)
        XCTAssertEqual(frames.map(\.time), frames.map(\.time).sorted(), "frames in time order")
    }

    func testAnOvershootingCurveTurnsAtItsMaximum() {
        // y1 = 1.6 overshoots: the progress peaks inside the duration and nowhere else.
        let curve = AnimationDescription.Curve.cubicBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: 1)
        let turns = curve.turningFractions
        XCTAssertEqual(turns.count, 1)
        let fraction = turns[0]
        let step = 1e-4
        XCTAssertGreaterThan(curve.progress(at: fraction), curve.progress(at: fraction - step))
        XCTAssertGreaterThan(curve.progress(at: fraction), curve.progress(at: fraction + step))
        XCTAssertGreaterThan(curve.progress(at: fraction), 1)
        XCTAssertEqual(AnimationDescription.Curve.easeInOut.turningFractions, [])
    }

    func testAnOverdampedSpringTurnsOnceWhenThrownAway() {
        // Critical-or-over damping thrown away from its rest point stops once, then creeps back:
        // x(t) for x₀ = 0, v₀ = 1 with roots r₁, r₂ is (e^(r₁t) − e^(r₂t))/(r₁ − r₂), stationary
        // where r₁e^(r₁t) = r₂e^(r₂t): t = ln(r₂/r₁)/(r₁ − r₂).
        let spring = AnimationDescription.Spring(mass: 1, stiffness: 100, damping: 30)
        let r1 = -15 + (225.0 - 100).squareRoot()
        let r2 = -15 - (225.0 - 100).squareRoot()
        let turns = spring.turningTimes(displacement: 0, velocity: 1, until: 10)
        XCTAssertEqual(turns.count, 1)
        XCTAssertEqual(turns[0], log(r2 / r1) / (r1 - r2), accuracy: 1e-9)
        XCTAssertEqual(spring.turningTimes(displacement: 1, velocity: 0, until: 10), [], "no turn from rest")
    }
}
