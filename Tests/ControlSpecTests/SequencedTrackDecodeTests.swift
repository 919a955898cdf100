import ControlSpec
@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecDecode

/// Sequenced tracks (`name`, `after`, a track's own `duration` and `delay`): when each track
/// starts, and each misuse reported at its line and column.
final class SequencedTrackDecodeTests: XCTestCase {
    /// A control whose animation `a` has the keys `animation` (one a line from line 7) and the
    /// tracks `tracks`, one a line after `tracks:` (from line 9 with one animation key).
    private func spec(_ tracks: [String], animation: [String] = ["duration: 0.3"]) -> String {
        "control: T\ninitial: x\nstates: { x: {} }\n"
            + "transitions: [ { from: x, on: tap, to: x, animation: a } ]\n"
            + "animations:\n  a:\n    \(animation.joined(separator: "\n    "))\n    tracks:\n"
            + tracks.map { "      - \($0)\n" }.joined()
    }

    /// `line:column` of the first `needle` in line `line` of `text`.
    private func at(_ needle: String, line: Int, of text: String) -> String {
        let row = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        guard let range = row.range(of: needle) else { return "no \(needle)" }
        return "\(line):\(row.distance(from: row.startIndex, to: range.lowerBound) + 1)"
    }

    private let draw = "{ name: draw, target: control, property: opacity, from: 0, to: 1 }"

    func testEachTrackStartsWhenTheTrackItFollowsEndsPlusItsOwnDelay() throws {
        let text = spec([
            "{ name: bounce, after: draw, duration: 0.2, target: control, property: scale, values: [1, 1.2, 1] }",
            draw,
            "{ after: bounce, delay: 0.05, target: control, property: rotation, to: 10 }",
            "{ delay: 0.1, duration: 0.4, target: control, property: translationX, to: 5 }",
        ])
        let control = try decodeClean(text)
        let tracks = try XCTUnwrap(control.animations.first?.played.tracks)
        XCTAssertEqual(tracks.map(\.begin), [0.3, 0, 0.3 + 0.2 + 0.05, 0.1])
        XCTAssertEqual(tracks.map(\.duration), [0.2, nil, nil, 0.4])
        let played = try XCTUnwrap(control.animations.first?.played)
        XCTAssertEqual(played.activeDuration, 0.3 + 0.2 + 0.05 + 0.3, accuracy: 1e-12)
        XCTAssertEqual(played.finishMilliseconds, 850)
    }

    func testASpringTrackEndsAtTheSpringsSettlingTime() throws {
        let text = spec(
            [
                "{ name: grow, target: control, property: scale, from: 0.5, to: 1 }",
                "{ after: grow, target: control, property: opacity, from: 0, to: 1 }",
            ], animation: ["spring: { response: 0.5, dampingRatio: 1 }"])
        let control = try decodeClean(text)
        let played = try XCTUnwrap(control.animations.first?.played)
        guard case .spring(let spring) = played.timing else { return XCTFail("a spring") }
        XCTAssertEqual(played.tracks[1].begin, spring.settlingTime)
        XCTAssertEqual(played.activeDuration, 2 * spring.settlingTime, accuracy: 1e-12)
    }

    func testAnUnknownTrackNameIsReportedAtTheAfter() {
        let text = spec([draw, "{ after: drew, target: control, property: scale, to: 2 }"])
        decodeExpecting(text, ["undefined-reference " + at("drew", line: 10, of: text)])
    }

    func testADuplicateTrackNameIsReportedAtTheSecond() {
        let text = spec([draw, "{ name: draw, target: control, property: scale, to: 2 }"])
        decodeExpecting(text, ["duplicate-name " + at("draw", line: 10, of: text)])
    }

    func testTracksThatWaitForEachOtherInACircleAreReportedAtTheFirstAfter() {
        let text = spec([
            "{ name: a, after: b, target: control, property: opacity, to: 1 }",
            "{ name: b, after: a, target: control, property: scale, to: 2 }",
        ])
        decodeExpecting(text, ["track-sequence " + at("b,", line: 9, of: text)])
        let alone = spec(["{ name: a, after: a, target: control, property: opacity, to: 1 }"])
        decodeExpecting(alone, ["track-sequence " + at("a, target", line: 9, of: alone)])
    }

    func testASequenceInARepeatingAnimationIsReportedAtItsTiming() {
        var text = spec(
            [draw, "{ after: draw, target: control, property: scale, to: 2 }"],
            animation: ["duration: 0.3", "repeat: 2"])
        decodeExpecting(text, ["track-sequence " + at("draw,", line: 11, of: text)])
        text = spec(
            ["{ duration: 0.1, target: control, property: scale, to: 2 }"],
            animation: ["duration: 0.3", "autoreverse: true"])
        decodeExpecting(text, ["track-sequence " + at("0.1", line: 10, of: text)])
    }

    func testASequenceInAnAmbientAnimationIsReportedAtItsTiming() {
        let text =
            "control: T\nimages: { dot: { symbol: circle } }\ninitial: x\n"
            + "states: { x: { image: dot, ambient: a } }\n"
            + "animations:\n  a:\n    duration: 0.3\n    tracks:\n"
            + "      - { target: dot, property: opacity, delay: 0.1, to: 0 }\n"
        decodeExpecting(text, ["track-sequence " + at("0.1", line: 9, of: text)])
    }

    func testMalformedTrackTimingIsReportedWhereItIs() {
        var text = spec(["{ duration: 0, target: control, property: scale, to: 2 }"])
        decodeExpecting(text, ["value-out-of-range " + at("0,", line: 9, of: text)])
        text = spec(["{ delay: -1, target: control, property: scale, to: 2 }"])
        decodeExpecting(text, ["value-out-of-range " + at("-1", line: 9, of: text)])
        text = spec(["{ name: Draw, target: control, property: scale, to: 2 }"])
        decodeExpecting(text, ["invalid-name " + at("Draw", line: 9, of: text)])
    }

    /// Two tracks on one value, the later sequenced after the earlier: the later still replaces the
    /// earlier (`Timeline`), so the whole pipeline warns `animation-conflict` at the later track.
    func testTwoSequencedTracksOnOneValueWarnAtTheLater() throws {
        let text = spec([
            "{ name: grow, target: control, property: scale, to: 1.2 }",
            "{ after: grow, target: control, property: scale, to: 1 }",
        ])
        // (The spec has no accessibility label: that warning is not this test's concern.)
        let diagnostics = Pipeline().check(Array(text.utf8), file: "T.control.yaml").diagnostics
            .filter { $0.code.rawValue != "missing-accessibility-label" }
        XCTAssertEqual(
            diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" },
            ["animation-conflict " + at("{ after", line: 10, of: text)])
        let warning = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("the later still replaces the earlier"), warning.message)
        XCTAssertEqual(
            warning.notes.map { "\($0.location.line):\($0.location.column)" },
            [at("{ name", line: 9, of: text)])
    }
}
