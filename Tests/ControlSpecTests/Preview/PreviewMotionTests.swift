@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The page moves as the runtime's `Timeline` says: for every animated transition of the
/// examples (from each of its source states), `pose(target, t)` in the page equals the Swift
/// timeline at 50 times over the animation within 1e-6, starting from where the steps that led
/// there left the control.
final class PreviewMotionTests: XCTestCase {
    func testPagePosesEqualTheSwiftTimelineOnEveryAnimatedExampleTransition() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for name in ["CheckBox", "FlatButton", "LikeButton", "RadioButton", "SortButton", "TickView"] {
            let control = try PreviewFixtures.example(name)
            try browser.open(try PreviewFixtures.page(control, in: folder))
            let model = ResolvedControl(control)
            for numbered in model.transitions {
                guard let animationName = numbered.transition.animation?.value,
                    let animation = control.animations.first(where: { $0.name.value == animationName })
                else { continue }
                let region = control.regions[numbered.region]
                for source in numbered.sources {
                    let sourceName = region.states[source].name.value
                    let event = model.events[numbered.events[0]].name
                    let samples =
                        try browser.evaluate(
                            Self.drive(to: sourceName, region: numbered.region, then: event))
                        as? [String: Any]
                    let fired = samples?["fired"] as? [[Any]] ?? []
                    let number = model.firstTransition[numbered.region] + numbered.position
                    XCTAssertEqual(
                        fired.last?[numbered.region] as? Int, number, "\(name): \(sourceName) on \(event)")
                    // Every step starts where the one before left the control and the images.
                    var controlPose = Pose()
                    var incomingPose = Pose()
                    var timeline = Timeline(animations: [], startingFrom: [TrackDescription.Target: Pose]())
                    for step in fired {
                        let animations = step.compactMap { $0 as? Int }.compactMap { number in
                            model.transitions[number].transition.animation.flatMap { name in
                                control.animations.first { $0.name.value == name.value }?.played
                            }
                        }
                        timeline = Timeline(
                            animations: animations,
                            startingFrom: [.control: controlPose, .outgoing: incomingPose])
                        controlPose = timeline.pose(of: .control, at: timeline.duration)
                        incomingPose = timeline.pose(of: .incoming, at: timeline.duration)
                    }
                    XCTAssertEqual(timeline.duration, samples?["duration"] as? Double ?? -1, accuracy: 1e-12)
                    let poses = samples?["poses"] as? [String: [[Double]]] ?? [:]
                    XCTAssertFalse(poses.isEmpty)
                    for (target, values) in poses {
                        XCTAssertEqual(values.count, 50)
                        let swiftTarget: TrackDescription.Target =
                            target == "control" ? .control : target == "incoming" ? .incoming : .outgoing
                        for (index, page) in values.enumerated() {
                            let time = timeline.duration * Double(index) / 49
                            let expected = timeline.pose(of: swiftTarget, at: time)
                            let swift = [
                                expected.opacity, expected.scaleX, expected.scaleY, expected.rotation,
                                expected.translationX, expected.translationY, expected.strokeStart,
                                expected.strokeEnd,
                            ]
                            for (a, b) in zip(page, swift) {
                                XCTAssertEqual(
                                    a, b, accuracy: 1e-6, "\(name) \(sourceName) \(target) at \(time)")
                            }
                        }
                    }
                    XCTAssertEqual(
                        Set(poses.keys), Set(animation.tracks.map { "\($0.target.value)" }).union(["control"])
                    )
                    checked += 1
                }
            }
        }
        // FlatButton: shrink, springBack and restore twice; LikeButton: pop from three states;
        // TickView: check.
        XCTAssertEqual(checked, 8)
    }

    /// Reaches `source` in `region` from an initial state by the shortest event sequence (each
    /// step seeked to its end), fires `event`, and returns the transitions every step fired, the
    /// last step's duration and 50 poses of `control`, `incoming` and `outgoing` over it.
    private static func drive(to source: String, region: Int, then event: String) -> String {
        """
        (() => {
          const cs = window.controlSpec, M = cs.machine;
          const clone = (m) => ({state: m.state.slice(), props: Object.assign({}, m.props)});
          const text = (state) => M.regions.length === 1 && M.regions[0].name === null ? state[0] :
            M.regions.map((r, i) => r.name + "=" + state[i]).join(",");
          const starts = M.regions[\(region)].initial.map((name) => {
            const m = M.create(); m.state[\(region)] = name; return {m, start: m.state.slice(), path: []}; });
          const queue = starts.slice(), seen = new Set(starts.map((n) => JSON.stringify(n.m.state)));
          let found = null;
          while (queue.length > 0 && !found) {
            const node = queue.shift();
            if (node.m.state[\(region)] === "\(source)") { found = node; break; }
            for (const e of M.events) {
              const next = clone(node.m);
              if (!M.send(next, e.name)) continue;
              const key = JSON.stringify(next.state);
              if (seen.has(key)) continue;
              seen.add(key);
              queue.push({m: next, start: node.start, path: node.path.concat([e.name])});
            }
          }
          if (!found) throw new Error("\(source) is not reachable");
          cs.reset(text(found.start));
          const fired = [];
          for (const e of found.path) { cs.send(e); fired.push(cs.lastTransitions); cs.seek(cs.duration); }
          if (!cs.send("\(event)")) throw new Error("\(event) fired nothing");
          fired.push(cs.lastTransitions);
          const poses = {};
          for (const target of ["control", "incoming", "outgoing"]) {
            const hasTrack = Object.values(M.animations).some((a) => a.tracks.some((t) => t.target === target));
            if (target !== "control" && !hasTrack) continue;
            poses[target] = [];
            for (let i = 0; i < 50; i++) {
              const p = cs.pose(target, cs.duration * i / 49);
              poses[target].push([p.opacity, p.scaleX, p.scaleY, p.rotation, p.translationX, p.translationY,
                p.strokeStart, p.strokeEnd]);
            }
          }
          return {fired, duration: cs.duration, poses};
        })()
        """
    }
}
