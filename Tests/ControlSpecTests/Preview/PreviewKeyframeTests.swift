@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore
@testable import ControlSpecPreview

/// The page plays keyframe tracks and repetition as the runtime's `Timeline` does: PinField's
/// shake (keyframes 0, −10, 10, −6, 6, 0 over 0.4 s) and pulse (keyframes with key times and
/// curves, twice, reversing) sampled in Chromium at 61 instants equal the Swift timeline within
/// 1e-9, and the shake's keyframes equal the values written in the spec.
final class PreviewKeyframeTests: XCTestCase {
    private static let properties = [
        "opacity", "scaleX", "scaleY", "rotation", "translationX", "translationY", "strokeStart", "strokeEnd",
    ]

    private func pinField() throws -> Control {
        try XCTUnwrap(try PreviewFixtures.specControls().first { $0.name.value == "PinField" })
    }

    /// Sends `event` from `state` and returns the step's duration and the control's poses at
    /// `count` even instants over it.
    private static func samples(from state: String, event: String, count: Int) -> String {
        """
        (() => {
          const cs = window.controlSpec;
          cs.reset("\(state)");
          if (!cs.send("\(event)")) throw new Error("\(event) fired nothing");
          const poses = [];
          for (let i = 0; i < \(count); i++) {
            const p = cs.pose("control", cs.duration * i / \(count - 1));
            poses.push([\(Self.properties.map { "p." + $0 }.joined(separator: ", "))]);
          }
          return {duration: cs.duration, poses};
        })()
        """
    }

    func testThePageSamplesKeyframesAndRepeatsAsTheTimelineDoes() throws {
        let control = try pinField()
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try browser.open(try PreviewFixtures.page(control, in: folder))
        for (event, name) in [("wrong", "shake"), ("right", "pulse")] {
            let animation = try XCTUnwrap(control.animations.first { $0.name.value == name })
            let timeline = Timeline(
                animations: [animation.played], startingFrom: [TrackDescription.Target: Pose]())
            let result =
                try browser.evaluate(Self.samples(from: "entering", event: event, count: 61))
                as? [String: Any]
            XCTAssertEqual(result?["duration"] as? Double ?? -1, timeline.duration, accuracy: 1e-12, name)
            let poses = result?["poses"] as? [[Double]] ?? []
            XCTAssertEqual(poses.count, 61, name)
            for (index, page) in poses.enumerated() {
                let time = timeline.duration * Double(index) / 60
                let pose = timeline.pose(of: .control, at: time)
                let swift = [
                    pose.opacity, pose.scaleX, pose.scaleY, pose.rotation, pose.translationX,
                    pose.translationY,
                    pose.strokeStart, pose.strokeEnd,
                ]
                for (a, b) in zip(page, swift) { XCTAssertEqual(a, b, accuracy: 1e-9, "\(name) at \(time)") }
            }
        }
        // The shake, at the page's own instants: every 0.08 s a keyframe, by hand.
        let shake =
            try browser.evaluate(Self.samples(from: "entering", event: "wrong", count: 6)) as? [String: Any]
        let shifts = (shake?["poses"] as? [[Double]] ?? []).map { $0[4] }
        XCTAssertEqual(shifts.count, 6)
        for (shift, value) in zip(shifts, [0.0, -10, 10, -6, 6, 0]) {
            XCTAssertEqual(shift, value, accuracy: 1e-9)
        }
    }
}
