@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore
@testable import ControlSpecPreview

/// `render` draws a state's ambient animation over one loop: the Spinner test spec's `waiting`
/// state gets a filmstrip of one turn (a turn a second, by hand) and a plot; `idle`, which plays
/// none, gets neither.
final class AmbientRenderTests: XCTestCase {
    private func pictures() throws -> [String: String] {
        let control = try XCTUnwrap(try PreviewFixtures.specControls().first { $0.name.value == "Spinner" })
        let files = StillRenderer.render(PreviewFixtures.analysis(control))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    func testTheWaitingStateIsDrawnOverOneTurn() throws {
        let files = try pictures()
        XCTAssertEqual(
            files.keys.filter { $0.contains(".ambient.") }.sorted(),
            ["Spinner-waiting.ambient.filmstrip.svg", "Spinner-waiting.ambient.plot.svg"])
        let strip = try XCTUnwrap(files["Spinner-waiting.ambient.filmstrip.svg"])
        // Six frames over the one-second turn, 360° · t each, by hand.
        for (time, angle) in [
            ("0.000", "0.000"), ("0.200", "72.000"), ("0.400", "144.000"), ("0.600", "216.000"),
            ("0.800", "288.000"), ("1.000", "360.000"),
        ] {
            XCTAssertTrue(strip.contains(">\(time) s</text>"), "a frame at \(time) s")
            XCTAssertTrue(strip.contains(">arc rotation \(angle)</text>"), "turned \(angle)° in a frame")
        }
        // The frame at 0.2 s draws the arc turned a fifth.
        XCTAssertTrue(strip.contains("rotate(72)"))
        let plot = try XCTUnwrap(files["Spinner-waiting.ambient.plot.svg"])
        XCTAssertTrue(plot.contains("rotation"), "the plot has the turning value")
    }

    func testOneLoopOfAnAutoreversingAnimationGoesThereAndBack() {
        var pulse = AnimationDescription(
            name: "pulse", duration: 0.5, timing: .curve(.linear),
            tracks: [TrackDescription(target: .image("dot"), property: .opacity, from: 1, to: 0.4)])
        pulse.repetition = .forever(autoreverses: true)
        var look = StateLook(images: [], texts: [])
        look.ambient = [pulse]
        let loop = AmbientLoop.timeline(of: look, in: LayoutSize(width: 20, height: 20))
        XCTAssertEqual(loop.duration, 1, accuracy: 1e-12, "forward 0.5 s and back 0.5 s")
        // 1 − 0.6 · fraction forward, then back: by hand.
        for (time, opacity) in [(0.0, 1.0), (0.25, 0.7), (0.5, 0.4), (0.75, 0.7), (1, 1)] {
            XCTAssertEqual(
                loop.pose(of: .image("dot"), at: time).opacity, opacity, accuracy: 1e-12, "\(time) s")
        }
    }
}
