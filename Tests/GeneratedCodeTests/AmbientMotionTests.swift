@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// `AmbientMotion`, the runtime's decisions about a state's ambient animation: where it has its
/// target at an instant of the player's clock (a linear turn of 360° a second, by hand), that a
/// look playing the same animation continues it from its old start, and which values it shows
/// over a target's own (not those a running transition moves).
final class AmbientMotionTests: XCTestCase {
    private let turn: AnimationDescription = {
        var turn = AnimationDescription(
            name: "turn", duration: 1, timing: .curve(.linear),
            tracks: [TrackDescription(target: .image("arc"), property: .rotation, from: 0, to: 360)])
        turn.repetition = .forever(autoreverses: false)
        return turn
    }()

    func testItTurnsOnThePlayersClockFromItsStart() {
        let motion = AmbientMotion(turn, start: 10)
        for (time, angle) in [(10.0, 0.0), (10.25, 90), (11.5, 180), (70.125, 45)] {
            XCTAssertEqual(
                motion.pose(of: .image("arc"), at: time).rotation, angle, accuracy: 1e-9, "\(time)")
        }
        XCTAssertEqual(motion.moves(.image("arc")), [.rotation])
        XCTAssertEqual(motion.moves(.incoming), [])
    }

    func testALookPlayingItAgainContinuesIt() {
        let running = [AmbientMotion(turn, start: 10)]
        XCTAssertEqual(AmbientMotion.start(of: "turn", continuing: running, at: 12.3), 10)
        XCTAssertEqual(AmbientMotion.start(of: "pulse", continuing: running, at: 12.3), 12.3)
        XCTAssertEqual(AmbientMotion.start(of: "turn", continuing: [], at: 12.3), 12.3)
    }

    func testItShowsItsValuesOverTheTargetsButThoseATransitionMoves() {
        let motion = AmbientMotion(turn, start: 0)
        var base = Timeline.Presentation()
        base.pose.opacity = 0.5
        base.pose.rotation = 10
        let shown = motion.shown(over: base, of: .image("arc"), at: 0.5)
        XCTAssertEqual(shown.pose.rotation, 180, accuracy: 1e-9)
        XCTAssertEqual(shown.velocity.rotation, 360, accuracy: 1e-9, "degrees a second")
        XCTAssertEqual(shown.pose.opacity, 0.5, "a value it does not move is the target's")
        let covered = motion.shown(over: base, of: .image("arc"), at: 0.5, except: [.rotation])
        XCTAssertEqual(covered.pose.rotation, 10)
        XCTAssertEqual(motion.shown(over: base, of: .incoming, at: 0.5), base)
    }
}
