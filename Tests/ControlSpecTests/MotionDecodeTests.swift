@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecDecode

/// Keyframe tracks (`values`, `keyTimes`, `curves`) and repetition (`repeat`, `autoreverse`): what
/// they decode to, and each misuse reported at its line and column.
final class MotionDecodeTests: XCTestCase {
    /// A control whose animation `a` has the keys `animation` (one a line from line 7) and one
    /// track, `track`, on the line after `tracks:` (line 9 with one key).
    private func spec(_ track: String, animation: [String] = ["duration: 0.4"]) -> String {
        "control: T\ninitial: x\nstates: { x: {} }\n"
            + "transitions: [ { from: x, on: tap, to: x, animation: a } ]\n"
            + "animations:\n  a:\n    \(animation.joined(separator: "\n    "))\n    tracks:\n      - \(track)\n"
    }

    /// `line:column` of the first `needle` in line `line` of `text` (so the expectation names what
    /// it points at).
    private func at(_ needle: String, line: Int, of text: String) -> String {
        let row = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        guard let range = row.range(of: needle) else { return "no \(needle)" }
        return "\(line):\(row.distance(from: row.startIndex, to: range.lowerBound) + 1)"
    }

    private let shake = "{ target: control, property: translationX, values: [0, -10, 10, -6, 6, 0] }"

    func testAKeyframeTrackDecodesToItsValuesKeyTimesAndCurves() throws {
        let control = try decodeClean(spec(shake))
        let track = try XCTUnwrap(control.animations.first?.tracks.first)
        let keyframes = try XCTUnwrap(track.keyframes)
        XCTAssertEqual(keyframes.values, [0, -10, 10, -6, 6, 0])
        XCTAssertEqual(keyframes.keyTimes, [0, 0.2, 0.4, 0.6, 0.8, 1], "evenly spaced without keyTimes")
        XCTAssertEqual(keyframes.curves, Array(repeating: .linear, count: 5), "linear without curves")
        XCTAssertEqual(track.from?.value, 0)
        XCTAssertEqual(track.to.value, 0)

        let curved = try decodeClean(
            spec(
                "{ target: control, property: scale, values: [1, 1.2, 1.1], keyTimes: [0, 0.25, 1],"
                    + " curves: [easeOut, { cubicBezier: [0.3, 0, 0.7, 1] }] }"))
        let frames = try XCTUnwrap(curved.animations.first?.tracks.first?.keyframes)
        XCTAssertEqual(frames.keyTimes, [0, 0.25, 1])
        XCTAssertEqual(frames.curves, [.easeOut, .cubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1)])

        let fractions = try decodeClean(
            spec("{ target: control, property: translationY, values: [0, 0.5h, -0.25h, 0] }"))
        let fraction = try XCTUnwrap(fractions.animations.first?.tracks.first)
        XCTAssertEqual(fraction.unit, .height)
        XCTAssertEqual(fraction.keyframes?.values, [0, 0.5, -0.25, 0])
    }

    func testRepeatAndAutoreverseDecodeToTheRepetition() throws {
        let plain = try decodeClean(spec(shake))
        XCTAssertEqual(plain.animations.first?.repetition, .once)
        let repeated = try decodeClean(
            spec(shake, animation: ["duration: 0.4", "repeat: 3", "autoreverse: true"]))
        XCTAssertEqual(repeated.animations.first?.repetition, .init(count: 3, autoreverses: true))
        XCTAssertEqual(repeated.animations.first?.playedTiming.repetition.count, 3)
        XCTAssertEqual(
            repeated.animations.first?.playedTiming.timingSummary,
            "0.4 s easeInOut (0.42, 0, 0.58, 1), 3 times, reversing", "as graph labels say it")
    }

    func testKeyTimesThatDoNotFitTheValuesAreReportedWhereTheyAre() {
        func track(_ keyTimes: String) -> String {
            "{ target: control, property: translationX, values: [0, -10, 10, 0], keyTimes: \(keyTimes) }"
        }
        var text = spec(track("[0, 0.5, 0.4, 1]"))
        decodeExpecting(text, ["keyframe-timing " + at("0.4, 1]", line: 9, of: text)])
        text = spec(track("[0, 0.5, 1]"))
        decodeExpecting(text, ["keyframe-timing " + at("[0, 0.5, 1]", line: 9, of: text)])
        text = spec(track("[0.1, 0.3, 0.5, 1]"))
        decodeExpecting(text, ["keyframe-timing " + at("0.1,", line: 9, of: text)])
        text = spec(track("[0, 0.3, 0.5, 0.9]"))
        decodeExpecting(text, ["keyframe-timing " + at("0.9]", line: 9, of: text)])
        text = spec(track("[0, 0.3, 0.3, 1]"))
        decodeExpecting(text, ["keyframe-timing " + at("0.3, 1]", line: 9, of: text)])
        text = spec(track("[0, 1.5, 0.5, 1]"))
        decodeExpecting(text, ["value-out-of-range " + at("1.5", line: 9, of: text)])
    }

    func testCurvesThatDoNotFitTheSegmentsAreReportedWhereTheyAre() {
        var text = spec("{ target: control, property: opacity, values: [1, 0, 1], curves: [easeIn] }")
        decodeExpecting(text, ["keyframe-timing " + at("[easeIn]", line: 9, of: text)])
        text = spec("{ target: control, property: opacity, values: [1, 0, 1], curves: [easeIn, bouncy] }")
        decodeExpecting(text, ["type-mismatch " + at("bouncy", line: 9, of: text)])
    }

    func testAKeyframeTrackInASpringAnimationIsReportedAtTheSpring() {
        let text = spec(shake, animation: ["spring: { response: 0.4, dampingRatio: 0.5 }"])
        decodeExpecting(text, ["keyframe-timing 7:5"])
    }

    func testKeyframeKeysAndValuesAreReportedWhereTheyDoNotBelong() {
        var text = spec("{ target: control, property: scale, values: [1, 2], to: 1 }")
        decodeExpecting(text, ["conflicting-keys " + at("to:", line: 9, of: text)])
        text = spec("{ target: control, property: scale, to: 1, keyTimes: [0, 1] }")
        decodeExpecting(text, ["conflicting-keys " + at("keyTimes", line: 9, of: text)])
        text = spec("{ target: control, property: scale, values: [1] }")
        decodeExpecting(text, ["too-few-items " + at("[1]", line: 9, of: text)])
        text = spec("{ target: control, property: translationX, values: [0, 0.1w, 10] }")
        decodeExpecting(text, ["type-mismatch " + at("10]", line: 9, of: text)])
        text = spec("{ target: control, property: opacity, values: [1, 2] }")
        decodeExpecting(text, ["value-out-of-range " + at("2]", line: 9, of: text)])
    }

    func testRepeatAndAutoreverseMisuseIsReportedWhereItIs() {
        var text = spec(shake, animation: ["duration: 0.4", "repeat: 0"])
        decodeExpecting(text, ["value-out-of-range " + at("0", line: 8, of: text)])
        text = spec(shake, animation: ["duration: 0.4", "repeat: 2.5"])
        decodeExpecting(text, ["type-mismatch " + at("2.5", line: 8, of: text)])
        text = spec(shake, animation: ["duration: 0.4", "autoreverse: yes"])
        decodeExpecting(text, ["type-mismatch " + at("yes", line: 8, of: text)])
    }
}
