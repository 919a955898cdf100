@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore
@testable import ControlSpecPreview
@testable import ControlSpecResolve

/// The page plays a state's ambient animation as the runtime's `AmbientMotion` runs it: the
/// Spinner test spec's arc turns while `waiting` (sampled in Chromium at 61 instants over 2.5 s,
/// equal to the Swift runtime within 1e-9 and to a turn a second worked out by hand), the page
/// draws that angle, and `stop` leaves the arc where it had turned to while it fades out, with no
/// jump and no further turning. A layer that stays through an animated move turns by the new
/// look's ambient animation as one that arrives does.
final class PreviewAmbientTests: XCTestCase {
    private func spinner() throws -> Control {
        try XCTUnwrap(try PreviewFixtures.specControls().first { $0.name.value == "Spinner" })
    }

    /// The arc's rotation and opacity the page shows at `times` (seconds into the last step), of
    /// the shown look or, with `outgoing`, of the look it left.
    private static func shown(_ times: [Double], outgoing: Bool = false) -> String {
        let group = outgoing ? "\"outgoing\"" : "\"incoming\""
        return "[\(times.map { String($0) }.joined(separator: ", "))].map((t) => { "
            + "const p = window.controlSpec.shown(\"arc\", t, \(group)); return [p.rotation, p.opacity]; })"
    }

    /// Opens `control`'s page, resets it to `state`, sends `event` (which must fire) and hands the
    /// browser to `body`; the page's folder goes afterwards.
    private func playing(
        _ control: Control, from state: String, sent event: String, _ body: (ChromiumSession) throws -> Void
    ) throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try browser.open(try PreviewFixtures.page(control, in: folder))
        _ = try browser.evaluate("window.controlSpec.reset(\"\(state)\")")
        XCTAssertEqual(try browser.evaluate("window.controlSpec.send(\"\(event)\")") as? Bool, true)
        try body(browser)
    }

    func testTheArcTurnsWhileWaitingAsTheRuntimeHasIt() throws {
        let control = try spinner()
        try playing(control, from: "idle", sent: "start") { browser in
            let spin = try XCTUnwrap(control.animations.first { $0.name.value == "spin" })
            let motion = AmbientMotion(spin.played, start: 0)
            let times = (0...60).map { 2.5 * Double($0) / 60 }
            let page = try XCTUnwrap(try browser.evaluate(Self.shown(times)) as? [[Double]])
            XCTAssertEqual(page.count, times.count)
            for (time, values) in zip(times, page) {
                let pose = motion.pose(of: .image("arc"), at: time)
                XCTAssertEqual(values[0], pose.rotation, accuracy: 1e-9, "\(time) s")
                // Linear keyframes 90° apart a quarter second each: 360° · (t mod 1), by hand.
                let byHand = 360 * (time - time.rounded(.down))
                XCTAssertEqual(values[0], byHand, accuracy: 1e-9, "\(time) s")
                XCTAssertEqual(values[1], 1, accuracy: 1e-12)
            }
        }
    }

    func testStopLeavesTheArcWhereItHadTurnedAndFadesItFromThere() throws {
        let control = try spinner()
        try playing(control, from: "idle", sent: "start") { browser in
            // Posed 1.375 s into `start`: the page draws the arc turned 135°.
            _ = try browser.evaluate("window.controlSpec.seek(1.375)")
            let drawn = try XCTUnwrap(
                try browser.evaluate(
                    "document.querySelector('#control-layer .item.incoming[data-name=\"arc\"]').getAttribute('transform')"
                ) as? String)
            XCTAssertTrue(drawn.contains("rotate(135)"), drawn)
            XCTAssertEqual(try browser.evaluate("window.controlSpec.send(\"stop\")") as? Bool, true)
            XCTAssertEqual(try browser.evaluate("window.controlSpec.state") as? String, "idle")
            let fadeOut = try XCTUnwrap(control.animations.first { $0.name.value == "fadeOut" })
            let fade = Timeline(animations: [fadeOut.played], startingFrom: [TrackDescription.Target: Pose]())
            let times = [0, 0.05, 0.1, 0.15, 0.2, 0.5]
            let page = try XCTUnwrap(try browser.evaluate(Self.shown(times, outgoing: true)) as? [[Double]])
            XCTAssertEqual(page.count, times.count)
            for (time, values) in zip(times, page) {
                XCTAssertEqual(
                    values[0], 135, accuracy: 1e-9, "held where it stopped at \(time) s: no jump, no turning")
                XCTAssertEqual(
                    values[1], fade.pose(of: .outgoing, at: time).opacity, accuracy: 1e-9, "\(time) s")
            }
            XCTAssertEqual(page.first?[1] ?? 0, 1, accuracy: 1e-12)
            XCTAssertEqual(page.last?[1] ?? 1, 0, accuracy: 1e-12)
            // Drawn so too, while it fades.
            _ = try browser.evaluate("window.controlSpec.seek(0.1)")
            let leaving = try XCTUnwrap(
                try browser.evaluate(
                    "document.querySelector('#control-layer .item.outgoing[data-name=\"arc\"]').getAttribute('transform')"
                ) as? String)
            XCTAssertTrue(leaving.contains("rotate(135)"), leaving)
        }
    }

    /// Two states that show the same arc; the second turns it (`spin`, as Spinner's) and is
    /// entered by `appear`, whose `incoming` tracks fade and turn the arriving dot.
    private static let steadySpinner = """
        control: SteadySpinner
        summary: An arc that stays while its state starts turning it.
        base: view
        events: [start, stop]
        images:
          arc:
            shape:
              - { path: { points: [[0.5, 0.1], [0.9, 0.5]], stroke: systemBlue, width: 0.1, cap: round } }
          dot:
            shape:
              - { circle: { center: [0.5, 0.5], radius: 0.1, fill: systemBlue } }
        initial: idle
        states:
          idle: { image: arc }
          waiting: { image: [arc, dot], ambient: spin }
        transitions:
          - { from: idle, on: start, to: waiting, animation: appear }
          - { from: waiting, on: stop, to: idle }
        animations:
          spin:
            duration: 1
            curve: linear
            repeat: forever
            tracks:
              - { target: arc, property: rotation, from: 0, to: 360 }
          appear:
            duration: 0.5
            curve: linear
            tracks:
              - { target: incoming, property: opacity, from: 0, to: 1 }
              - { target: incoming, property: rotation, from: -90, to: 0 }

        """

    /// A layer that stays through an animated move (`LookStack`: the arc, shown alike by both
    /// looks) takes the new look's ambient animation from the move's first instant, as the runtime
    /// has it: the page draws the staying arc turned as `AmbientMotion` says over the arc's own
    /// tracks (it has none; the move's `incoming` tracks move the arriving dot, never the arc),
    /// during the move and after it, and 360° · (t mod 1) by hand.
    func testAnAmbientAnimationTurnsALayerThatStaysThroughTheMove() throws {
        let result = Pipeline().check(Array(Self.steadySpinner.utf8), file: "SteadySpinner.control.yaml")
        let control = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        let looks = RuntimeLooks(control: control)
        let idle = try XCTUnwrap(looks.look(region: 0, state: "idle"))
        let waiting = try XCTUnwrap(looks.look(region: 0, state: "waiting"))
        let layers = LookStack(from: idle, to: waiting, order: looks.stackingOrder).layers
        let arc = try XCTUnwrap(layers.first { $0.name == "arc" })
        XCTAssertEqual(arc.role, .staying)
        XCTAssertEqual(layers.first { $0.name == "dot" }?.role, .arriving)
        let spin = try XCTUnwrap(control.animations.first { $0.name.value == "spin" })
        let appear = try XCTUnwrap(control.animations.first { $0.name.value == "appear" }).played
        // The values the move's tracks take over while it runs: the arc's own and its group's.
        let covered = Set(
            appear.tracks.filter { $0.target == .image(arc.name) || $0.target == arc.group }.map(\.property))
        let motion = AmbientMotion(spin.played, start: 0)
        try playing(control, from: "idle", sent: "start") { browser in
            for time in (0...12).map({ 0.125 * Double($0) }) {
                _ = try browser.evaluate("window.controlSpec.seek(\(time))")
                let drawn = try XCTUnwrap(
                    try browser.evaluate(
                        """
                        (() => {
                          const item = document.querySelector('#control-layer .item[data-name="arc"]');
                          return [item.classList.contains("staying") ? "staying" : item.getAttribute("class"),
                            item.getAttribute("transform")];
                        })()
                        """) as? [String])
                XCTAssertEqual(drawn.first, "staying", "\(time) s")
                let rotation = try XCTUnwrap(
                    drawn.last?.firstMatch(of: #/rotate\(([-0-9.e]+)\)/#).flatMap { Double($0.1) }, "\(drawn)"
                )
                let shown = motion.shown(
                    over: Timeline.Presentation(), of: .image(arc.name), at: time,
                    except: time < appear.duration ? covered : [])
                XCTAssertEqual(rotation, shown.pose.rotation, accuracy: 1e-6, "\(time) s")
                // `controlSpec.shown` reports the staying layer as the page draws it.
                let reported = try XCTUnwrap(
                    try browser.evaluate("window.controlSpec.shown('arc', \(time)).rotation") as? Double)
                XCTAssertEqual(reported, shown.pose.rotation, accuracy: 1e-6, "shown at \(time) s")
                XCTAssertEqual(
                    rotation, 360 * (time - time.rounded(.down)), accuracy: 1e-6, "\(time) s, by hand")
            }
        }
    }
}
