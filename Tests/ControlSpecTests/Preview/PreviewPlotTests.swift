@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpecPreview

/// The preview page's motion plot draws the runtime's `Timeline`: for every animated transition of
/// the examples (FlatButton's press and restore on curves and its release on a spring, LikeButton's
/// pop from each state, TickView's stroke), every panel's curve at 50 instants lies within half a point of the Swift timeline's
/// value, mapped through the panel's own box and range; the release's first turning point is the
/// peak of 1.215 at 0.082 s; and the cursor follows the instant the control is posed at.
final class PreviewPlotTests: XCTestCase {
    private struct Panel {
        let target: String
        let box: [Double]
        let range: [Double]
        let duration: Double
        let points: [Double]
        let turns: [[Double]]
        let cursor: Double

        /// The drawn curve's y at `x`, between the two samples around it.
        func y(at x: Double) -> Double {
            var index = 0
            while index + 5 < points.count, points[index + 2] < x { index += 2 }
            let (x0, y0, x1, y1) = (points[index], points[index + 1], points[index + 2], points[index + 3])
            return x1 == x0 ? y0 : y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        }
    }

    /// Resets the page, sends `events` (each but the last run to its end), poses the control at
    /// `time` and reads the plot's panels.
    private func panels(
        _ browser: ChromiumSession, from state: String? = nil, events: [String], time: Double
    ) throws -> [Panel] {
        let script = """
            (() => {
              const cs = window.controlSpec;
              cs.reset(\(state.map { "\"\($0)\"" } ?? ""));
              const events = [\(events.map { "\"\($0)\"" }.joined(separator: ", "))];
              events.forEach((e, i) => { cs.send(e); if (i < events.length - 1) cs.seek(cs.duration); });
              cs.seek(\(time));
              const numbers = (text) => text.split(/[ ,]/).map(Number);
              return [...document.querySelectorAll('#plot g.track')].map((g) => ({
                target: g.getAttribute('data-target'), box: numbers(g.getAttribute('data-box')),
                range: numbers(g.getAttribute('data-range')), duration: Number(g.getAttribute('data-duration')),
                points: numbers(g.querySelector('.value').getAttribute('points')),
                turns: [...g.querySelectorAll('.turn')].map((c) =>
                  [Number(c.getAttribute('data-time')), Number(c.getAttribute('data-value'))]),
                cursor: Number(g.querySelector('.cursor').getAttribute('x1'))}));
            })()
            """
        let found = try XCTUnwrap(browser.evaluate(script) as? [[String: Any]])
        return found.map { panel in
            Panel(
                target: panel["target"] as? String ?? "", box: panel["box"] as? [Double] ?? [],
                range: panel["range"] as? [Double] ?? [], duration: panel["duration"] as? Double ?? 0,
                points: panel["points"] as? [Double] ?? [], turns: panel["turns"] as? [[Double]] ?? [],
                cursor: panel["cursor"] as? Double ?? -1)
        }
    }

    /// The Swift timeline of `animations` played one after the other, each from where the one
    /// before ended, as the page plays them.
    private func timeline(_ example: String, _ animations: [String]) throws -> Timeline {
        let control = try PreviewFixtures.example(example)
        var controlPose = Pose()
        var incomingPose = Pose()
        var timeline = Timeline(animations: [], startingFrom: [TrackDescription.Target: Pose]())
        for name in animations {
            let animation = try XCTUnwrap(control.animations.first { $0.name.value == name })
            timeline = Timeline(
                animations: [animation.played],
                startingFrom: [.control: controlPose, .outgoing: incomingPose])
            controlPose = timeline.pose(of: .control, at: timeline.duration)
            incomingPose = timeline.pose(of: .incoming, at: timeline.duration)
        }
        return timeline
    }

    private func motion(_ panel: String) -> (TrackDescription.Target, TrackDescription.Property)? {
        let parts = panel.split(separator: " ").map(String.init)
        guard parts.count == 2 else { return nil }
        let target: TrackDescription.Target =
            switch parts[0] {
            case "control": .control
            case "incoming": .incoming
            case "outgoing": .outgoing
            default: .image(parts[0])
            }
        let property = parts[1] == "scale" ? .scaleX : TrackDescription.Property(rawValue: parts[1])
        return property.map { (target, $0) }
    }

    func testThePlotDrawsTheSwiftTimeline() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every animated transition of the examples, reached from the first initial state (or
        // LikeButton's `default`).
        let cases: [(String, String?, [String], [String], Int)] = [
            ("FlatButton", nil, ["touchDown"], ["shrink"], 1),
            ("FlatButton", nil, ["touchDown", "touchUpInside"], ["shrink", "springBack"], 1),
            ("FlatButton", nil, ["touchDown", "touchDragExit"], ["shrink", "restore"], 1),
            ("FlatButton", nil, ["touchDown", "touchCancel"], ["shrink", "restore"], 1),
            ("LikeButton", nil, ["tap"], ["pop"], 4),
            ("LikeButton", nil, ["tap", "tap"], ["pop", "pop"], 4),
            ("LikeButton", "default", ["tap"], ["pop"], 4),
            ("TickView", nil, ["tap"], ["check"], 2),
        ]
        for (example, state, events, animations, count) in cases {
            try browser.open(try PreviewFixtures.page(try PreviewFixtures.example(example), in: folder))
            let swift = try timeline(example, animations)
            let found = try panels(browser, from: state, events: events, time: 0)
            XCTAssertEqual(found.count, count, "\(example) \(events)")
            for panel in found {
                let (target, property) = try XCTUnwrap(motion(panel.target), panel.target)
                XCTAssertEqual(panel.duration, swift.duration, accuracy: 1e-6)
                guard panel.box.count == 4, panel.range.count == 2, panel.points.count >= 4 else {
                    XCTFail("\(example) \(panel.target): box \(panel.box), range \(panel.range)")
                    continue
                }
                let (left, top, right, bottom) = (panel.box[0], panel.box[1], panel.box[2], panel.box[3])
                for index in 0..<50 {
                    let time = swift.duration * Double(index) / 49
                    let value = swift.pose(of: target, at: time)[property]
                    let x = left + (right - left) * time / swift.duration
                    let expected =
                        bottom - (bottom - top) * (value - panel.range[0]) / (panel.range[1] - panel.range[0])
                    XCTAssertEqual(
                        panel.y(at: x), expected, accuracy: 0.5, "\(example) \(panel.target) at \(time) s")
                }
            }
        }
        // The release: its peak, and the cursor where the control is posed.
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("FlatButton"), in: folder))
        let release = try XCTUnwrap(
            panels(browser, events: ["touchDown", "touchUpInside"], time: 0.082).first)
        let peak = try XCTUnwrap(release.turns.first)
        XCTAssertEqual(peak.count, 2)
        XCTAssertEqual(release.box.count, 4)
        XCTAssertEqual(peak[0], 0.082, accuracy: 1.0 / 60)
        XCTAssertEqual(peak[1], 1.215, accuracy: 0.001)
        XCTAssertEqual(
            release.cursor, release.box[0] + (release.box[2] - release.box[0]) * 0.082 / release.duration,
            accuracy: 1e-3)
    }
}
