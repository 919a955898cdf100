@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// `curve:` and `spring:`: every form decodes to the runtime's timing, and each mistake is reported
/// where it is written.
final class TimingDecodeTests: XCTestCase {
    /// A control whose one animation `a` has `body` before its tracks.
    private func spec(_ body: String) -> String {
        "control: T\ninitial: x\nstates: { x: {} }\n"
            + "transitions: [ { from: x, on: tap, to: x, animation: a } ]\n"
            + "animations:\n  a: { \(body), tracks: [ { target: control, property: scale, to: 1 } ] }\n"
    }

    private func timing(_ body: String) throws -> AnimationDescription.Timing {
        try XCTUnwrap(decodeClean(spec(body)).animations.first).timing
    }

    func testEverySpringFormConvertsToThePhysicalSpring() throws {
        XCTAssertEqual(
            try timing("spring: { stiffness: 300, damping: 12, velocity: -2 }"),
            .spring(.init(mass: 1, stiffness: 300, damping: 12, velocity: -2)))
        XCTAssertEqual(
            try timing("spring: { response: 0.5, dampingRatio: 0.8 }"),
            .spring(.init(response: 0.5, dampingRatio: 0.8)))
        XCTAssertEqual(
            try timing("spring: { bounciness: 22, speed: 12, velocity: 6 }"),
            .spring(.init(popBounciness: 22, speed: 12, velocity: 6)))
        XCTAssertEqual(
            try timing("spring: { bounciness: 22 }"), .spring(.init(popBounciness: 22, speed: 12)),
            "POP's default speed")
        let control = try decodeClean(spec("spring: { speed: 20 }"))
        let animation = try XCTUnwrap(control.animations.first)
        XCTAssertNil(animation.duration, "a spring runs for its settling time")
        XCTAssertEqual(
            animation.playedTiming.duration,
            AnimationDescription.Spring(popBounciness: 4, speed: 20).settlingTime)
    }

    func testCurvesByNameAndByControlPoints() throws {
        XCTAssertEqual(try timing("duration: 1, curve: default"), .curve(.default))
        XCTAssertEqual(
            try timing("duration: 1, curve: { cubicBezier: [0.2, -0.5, 0.8, 1.5] }"),
            .curve(.cubicBezier(x1: 0.2, y1: -0.5, x2: 0.8, y2: 1.5)))
    }

    func testMistakesAreReportedWhereTheyAre() {
        decodeExpecting(spec("spring: { damping: 0.3, velocity: 6 }"), ["spring-form 6:18"])
        decodeExpecting(spec("spring: { velocity: 6 }"), ["spring-form 6:16"])
        decodeExpecting(spec("spring: { stiffness: 100, bounciness: 3 }"), ["conflicting-keys 6:34"])
        decodeExpecting(spec("spring: { stiffness: 100 }"), ["missing-key 6:16"])
        decodeExpecting(spec("spring: { stiffness: 0, damping: 1 }"), ["value-out-of-range 6:29"])
        decodeExpecting(spec("spring: { bounciness: 40 }"), ["value-out-of-range 6:30"])
        decodeExpecting(
            spec("duration: 1, curve: { cubicBezier: [1.5, 0, 1, 1] }"), ["value-out-of-range 6:44"])
        decodeExpecting(spec("duration: 1, curve: { cubicBezier: [0, 0, 1] }"), ["too-few-items 6:43"])
        let diagnostics = decodeExpecting(spec("curve: linear"), ["missing-key 6:6"])
        XCTAssertTrue(diagnostics.first?.message.contains("duration") == true)
    }
}
