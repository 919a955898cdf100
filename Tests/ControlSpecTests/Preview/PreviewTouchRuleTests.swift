import ControlSpecTouch
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

/// The page's pointer handling follows the touch rule: real mouse events along random paths on
/// FlatButton's page give exactly the UIKit events the Swift `TouchTracker` gives for the same
/// points and times.
final class PreviewTouchRuleTests: XCTestCase {
    private struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    func testThePageDeliversTheSwiftTouchRulesEventsOnRandomPointerPaths() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("FlatButton"), in: folder))
        // The size an app would give it (the page's size fields), so the paths cross every edge.
        try browser.evaluate("controlSpec.resize(120, 120)")
        let box =
            try browser.evaluate(
                "(() => { const r = document.getElementById('control').getBoundingClientRect(); "
                    + "return [r.x, r.y, r.width, r.height]; })()") as? [Double] ?? []
        XCTAssertEqual(box.count, 4)
        XCTAssertEqual(box[2], 120)
        XCTAssertEqual(box[3], 120)
        // Points relative to the control, within the window: inside the bounds, 1 pt either side of
        // the 70 pt boundary and anywhere around; never exactly on an edge, where the browser's
        // rounding of a control placed at a fractional position could decide (the edges are
        // TouchTrackerTests' subject).
        let reach = (left: min(box[0], 250), top: min(box[1], 250))
        var random = SeededRandom(state: 14)
        func coordinate(_ low: Double) -> Double {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return Double(Int.random(in: 1...119, using: &random))
            case 1: return [-71, -69, 189, 191].randomElement(using: &random) ?? 0
            default: return Double(Int.random(in: Int(-low)...370, using: &random))
            }
        }
        var time = Date().timeIntervalSince1970
        var paths = 0
        var eventCount = 0
        for path in 0..<60 {
            try browser.evaluate("controlSpec.reset()")
            var tracker = TouchTracker(width: 120, height: 120)
            var expected: [String] = []
            var pressed = false
            var point = (x: 60.0, y: 60.0)
            var steps: [String] = []
            for _ in 0..<14 {
                // Gaps whose sums stay at least 10 ms from the 0.3 s repeat interval (0.07 + 0.11 × 2
                // = 0.29, 0.07 × 3 + 0.11 = 0.32, …), so the page's coarser timestamps agree.
                time += [0.07, 0.11, 0.45, 1].randomElement(using: &random) ?? 1
                let choice = Int.random(in: 0..<10, using: &random)
                let phase: TouchTracker.Phase
                if !pressed && choice < 6 {
                    phase = .began
                    point =
                        choice < 5
                        ? (
                            Double(Int.random(in: 1...119, using: &random)),
                            Double(Int.random(in: 1...119, using: &random))
                        )
                        : (coordinate(reach.left), coordinate(reach.top))
                } else if pressed && choice < 4 {
                    phase = .ended
                } else {
                    phase = .moved
                    point = (coordinate(reach.left), coordinate(reach.top))
                }
                let (x, y) = (box[0] + point.x, box[1] + point.y)
                switch phase {
                case .began:
                    try browser.mouse("mouseMoved", x: x, y: y, buttons: 0, timestamp: time - 0.01)
                    try browser.mouse("mousePressed", x: x, y: y, buttons: 1, timestamp: time)
                    pressed = true
                case .moved:
                    try browser.mouse("mouseMoved", x: x, y: y, buttons: pressed ? 1 : 0, timestamp: time)
                case .ended:
                    try browser.mouse("mouseReleased", x: x, y: y, buttons: 0, timestamp: time)
                    pressed = false
                case .cancelled:
                    break
                }
                steps.append("\(phase.rawValue)(\(point.x), \(point.y))")
                // A hover (a move without the button) is no touch; the tracker is not tracking then.
                expected += tracker.track(phase, x: point.x, y: point.y, time: time).map(\.rawValue)
            }
            if pressed {
                time += 1
                try browser.mouse(
                    "mouseReleased", x: box[0] + point.x, y: box[1] + point.y, buttons: 0, timestamp: time)
                expected += tracker.track(.ended, x: point.x, y: point.y, time: time).map(\.rawValue)
            }
            let actual = try browser.evaluate("controlSpec.touches") as? [String]
            XCTAssertEqual(actual, expected, "path \(path): \(steps.joined(separator: " "))")
            paths += 1
            eventCount += expected.count
        }
        XCTAssertEqual(paths, 60)
        XCTAssertGreaterThan(eventCount, 300, "the paths touch the control")
    }
}
