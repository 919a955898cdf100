@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpecPreview

/// Filmstrips frame keyframes and the turns of repeating motions: the instants, worked out here
/// by hand from the key times, the duration and the repetition, are among `turningTimes` and the
/// filmstrip's instants.
final class FilmstripKeyframeTests: XCTestCase {
    private func timeline(
        _ keyframes: TrackDescription.Keyframes?, duration: Double,
        repetition: AnimationDescription.Repetition = .once
    ) throws -> Timeline {
        var animation = AnimationDescription(
            name: "a", duration: duration, timing: .curve(.linear),
            tracks: [
                TrackDescription(
                    target: .control, property: .translationX, keyframes: try XCTUnwrap(keyframes))
            ])
        animation.repetition = repetition
        return Timeline(animations: [animation])
    }

    func testTheShakeTurnsAtEveryInnerKeyframe() throws {
        let shake = try timeline(.init(values: [0, -10, 10, -6, 6, 0]), duration: 0.4)
        let turns = try XCTUnwrap(shake.motions.first).turningTimes
        XCTAssertEqual(turns.count, 4)
        for (turn, expected) in zip(turns, [0.08, 0.16, 0.24, 0.32]) {
            XCTAssertEqual(turn, expected, accuracy: 1e-12)
        }
        let instants = FilmstripInstants.instants(of: shake, frames: 2)
        XCTAssertEqual(instants.count, 6, "the start, four keyframes and the end")
        for (instant, expected) in zip(instants, [0, 0.08, 0.16, 0.24, 0.32, 0.4]) {
            XCTAssertEqual(instant, expected, accuracy: 1e-12)
            XCTAssertEqual(
                shake.pose(of: .control, at: instant).translationX,
                [0, -10, 10, -6, 6, 0][Int((instant / 0.08).rounded())], accuracy: 1e-9)
        }
    }

    func testARepeatingReversingTrackTurnsInEachPlayAndWhereItTurnsBack() throws {
        // Key time 0.25 of 0.3 s is 0.075 s into a play; each play is 0.6 s (forward, then back).
        let pulse = try timeline(
            .init(values: [1, 1.2, 1.1], keyTimes: [0, 0.25, 1]), duration: 0.3,
            repetition: .init(count: 3, autoreverses: true))
        let motion = try XCTUnwrap(pulse.motions.first)
        let twoPlays = [0.075, 0.3, 0.525, 0.6, 0.675, 0.9, 1.125]
        let turns = motion.turningTimes(plays: 2)
        XCTAssertEqual(turns.count, twoPlays.count)
        for (turn, expected) in zip(turns, twoPlays) { XCTAssertEqual(turn, expected, accuracy: 1e-12) }
        XCTAssertEqual(motion.turningTimes.count, 11, "three plays: 3 turns each, and 2 restarts")
        let instants = FilmstripInstants.instants(of: pulse, frames: 2)
        XCTAssertEqual(instants.first, 0)
        XCTAssertEqual(instants.last ?? 0, 1.8, accuracy: 1e-12)
        for expected in twoPlays {
            XCTAssertTrue(instants.contains { abs($0 - expected) < 1e-12 }, "a frame at \(expected) s")
        }
        XCTAssertFalse(instants.contains { abs($0 - 1.275) < 1e-9 }, "the third play repeats the first")
    }
}
