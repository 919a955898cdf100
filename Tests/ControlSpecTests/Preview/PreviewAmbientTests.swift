@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore
@testable import ControlSpecPreview

/// The page plays a state's ambient animation as the runtime's `AmbientMotion` runs it: the
/// Spinner test spec's arc turns while `waiting` (sampled in Chromium at 61 instants over 2.5 s,
/// equal to the Swift runtime within 1e-9 and to a turn a second worked out by hand), the page
/// draws that angle, and `stop` leaves the arc where it had turned to while it fades out, with no
/// jump and no further turning.
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

}
