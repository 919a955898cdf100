import ControlSpecTouch
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze

/// The page hands the pointer's position to the machine as the UIKit adapter hands the finger's
/// (`ControlDriver.trackFinger`): real mouse drags on `Specs/Scrubber.control.yaml`'s page give,
/// after every phase, the state and doubles (to the bit) the compiled Swift machine gives when sent
/// the touch rule's events of the same points with `send(_:at:)`; so do the examples that read the
/// finger (`Slider`, `NumberStepper`, whose guards compare it, `StarRating`, `SegmentedControl` and
/// `ToggleSwitch`).
final class PreviewTouchPositionTests: XCTestCase {
    func testThePageAndTheSwiftMachineAgreeAlongRealDrags() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two touches: a drag out beyond the 70 pt boundary and back, lifted inside; then one
        // dragged out to the left and lifted outside.
        let run = try drive(
            "Tests/GeneratedCodeTests/Specs/Scrubber.control.yaml", width: 200, height: 40,
            [
                (.began, 50, 30), (.moved, 150, 10), (.moved, 400, 10), (.moved, 120, 20), (.moved, 20, 10),
                (.ended, 20, 10), (.began, 180, 5), (.moved, -100, 35), (.ended, -100, 35),
            ], browser: browser, folder: folder)
        try assertAgreement([run], in: folder)
        // The drags moved the value: 20 / 200 after the first lift, clamped to 0 after the second.
        XCTAssertTrue(run.page[5].contains("value=\(0.1.bitPattern)"), run.page[5])
        XCTAssertTrue(run.page[8].contains("value=\(0.0.bitPattern)"), run.page[8])
    }

    /// The examples that read the finger, under taps and drags: the slider's value, the stepper's
    /// halves (guards on `touch.fx`) and the stars agree with the Swift machine to the bit, and
    /// reach the values worked out by hand.
    func testTheExamplesFollowThePointerAsTheSwiftMachineDoes() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let slider = try drive(
            "Examples/Slider.control.yaml", width: 200, height: 32,
            [(.began, 30, 16), (.moved, 170, 16), (.moved, 420, 16), (.ended, 420, 16)],
            browser: browser, folder: folder)
        let stepper = try drive(
            "Examples/NumberStepper.control.yaml", width: 120, height: 36,
            [
                (.began, 100, 18), (.ended, 100, 18), (.began, 90, 18), (.ended, 90, 18), (.began, 20, 18),
                (.ended, 20, 18),
            ], browser: browser, folder: folder)
        let stars = try drive(
            "Examples/StarRating.control.yaml", width: 160, height: 32,
            [(.began, 70, 16), (.moved, 140, 16), (.moved, 10, 16), (.ended, 10, 16)],
            browser: browser, folder: folder)
        try assertAgreement([slider, stepper, stars], in: folder)
        XCTAssertTrue(slider.page[1].contains("value=\(0.85.bitPattern)"), "170 / 200: \(slider.page[1])")
        XCTAssertTrue(slider.page[3].contains("value=\(1.0.bitPattern)"), "clamped: \(slider.page[3])")
        XCTAssertTrue(stepper.page[5].contains("value=\(1.0.bitPattern)"), "up, up, down: \(stepper.page[5])")
        XCTAssertTrue(
            stars.page[0].contains("rating=\(3.0.bitPattern)"), "ceil(70 / 160 × 5): \(stars.page[0])")
        XCTAssertTrue(
            stars.page[1].contains("rating=\(5.0.bitPattern)"), "ceil(140 / 160 × 5): \(stars.page[1])")
        XCTAssertTrue(
            stars.page[3].contains("rating=\(1.0.bitPattern)"), "ceil(10 / 160 × 5): \(stars.page[3])")
    }

    /// The segmented control and the switch under real pointer drags: the segment under the
    /// pointer, and the switch flipped by a click and settled where a drag is let go (its guard
    /// on `touch.fx` at the middle), as the Swift machine does and as worked out by hand.
    func testTheSegmentsAndTheSwitchFollowThePointerAsTheSwiftMachineDoes() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let segments = try drive(
            "Examples/SegmentedControl.control.yaml", width: 240, height: 32,
            [
                (.began, 100, 16), (.moved, 230, 16), (.moved, 300, 16), (.moved, -20, 16), (.ended, -20, 16),
                (.began, 130, 16), (.ended, 130, 16),
            ], browser: browser, folder: folder)
        // The indicator, a look value computed from the selection (`(segment - 1) / 3` of 0.75w),
        // stands under the third segment: its frame's centre (30) moved by 2 / 3 × 0.75 × 240 = 120.
        let indicator = "document.querySelector('g.item[data-name=\"indicator\"]')"
        let transform = try browser.evaluate(indicator + ".getAttribute('transform')") as? String
        // "translate(x y) rotate(…) …": the first number.
        let moved = transform?.split(separator: "(").dropFirst().first?.split(separator: " ").first
        XCTAssertEqual(moved.flatMap { Double($0) } ?? .nan, 150, accuracy: 0.01, transform ?? "no indicator")
        let toggle = try drive(
            "Examples/ToggleSwitch.control.yaml", width: 51, height: 31,
            [
                (.began, 10, 15), (.ended, 10, 15), (.began, 40, 15), (.moved, 30, 15), (.moved, 22, 15),
                (.ended, 22, 15), (.began, 5, 15), (.moved, 35, 15), (.ended, 35, 15),
            ], browser: browser, folder: folder)
        try assertAgreement([segments, toggle], in: folder)
        XCTAssertTrue(segments.page[0].hasPrefix("tracking|"), segments.page[0])
        XCTAssertTrue(segments.page[0].contains("segment=\(2.0.bitPattern)"), segments.page[0])
        XCTAssertTrue(segments.page[2].contains("segment=\(4.0.bitPattern)"), "clamped: \(segments.page[2])")
        XCTAssertTrue(segments.page[4].hasPrefix("idle|"), segments.page[4])
        XCTAssertTrue(segments.page[4].contains("segment=\(1.0.bitPattern)"), "clamped: \(segments.page[4])")
        XCTAssertTrue(segments.page[6].contains("segment=\(3.0.bitPattern)"), segments.page[6])
        XCTAssertTrue(toggle.page[1].hasPrefix("idleOn|"), "a click flips it on: \(toggle.page[1])")
        XCTAssertTrue(toggle.page[3].hasPrefix("dragOn|"), toggle.page[3])
        XCTAssertTrue(toggle.page[5].hasPrefix("idleOff|"), "let go at 22 / 51 = 0.43: \(toggle.page[5])")
        XCTAssertTrue(toggle.page[8].hasPrefix("idleOn|"), "let go at 35 / 51 = 0.69: \(toggle.page[8])")
    }

    /// At the page's zoom of 2× and 3× (CSS pixels per point) the slider is drawn that much larger,
    /// and the finger reaches the machine in points: the same taps and drags give the Swift
    /// machine's values to the bit, and the values worked out by hand in points.
    func testTouchesStayInPointsAtEveryZoom() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for zoom in [2.0, 3.0] {
            let run = try drive(
                "Examples/Slider.control.yaml", width: 200, height: 32,
                [(.began, 30, 16), (.moved, 170, 16), (.ended, 170, 16), (.began, 50, 8), (.ended, 50, 8)],
                browser: browser, folder: folder, zoom: zoom)
            try assertAgreement([run], in: folder)
            XCTAssertTrue(run.page[1].contains("value=\(0.85.bitPattern)"), "170 / 200: \(run.page[1])")
            XCTAssertTrue(run.page[4].contains("value=\(0.25.bitPattern)"), "50 / 200: \(run.page[4])")
        }
    }

    /// One page driven by real mouse phases: the commands the Swift machine is to be sent, the last
    /// command after each phase, and the page's snapshot after each phase.
    private struct Run {
        var analysis: AnalysisReport
        var commands: [String]
        var lastCommand: [Int?]
        var page: [String]
    }

    private func drive(
        _ spec: String, width: Double, height: Double, _ phases: [(TouchTracker.Phase, Double, Double)],
        browser: ChromiumSession, folder: URL, zoom: Double = 1
    ) throws -> Run {
        let path = PreviewFixtures.root.appendingPathComponent(spec)
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let analysis = try XCTUnwrap(result.analysis)
        XCTAssertFalse(result.hasErrors)
        try browser.open(try PreviewFixtures.page(analysis, in: folder))
        try browser.evaluate("controlSpec.resize(\(Int(width)), \(Int(height)))")
        try browser.evaluate("controlSpec.setZoom(\(Int(zoom)))")
        let box =
            try browser.evaluate(
                "(() => { const r = document.getElementById('control').getBoundingClientRect(); "
                    + "return [r.x, r.y, r.width, r.height]; })()") as? [Double] ?? []
        XCTAssertEqual(box.count, 4)
        XCTAssertEqual(box[2], width * zoom)
        XCTAssertEqual(box[3], height * zoom)
        var tracker = TouchTracker(width: width, height: height)
        var run = Run(analysis: analysis, commands: [], lastCommand: [], page: [])
        var time = Date().timeIntervalSince1970
        var start = (x: 0.0, y: 0.0)
        for (phase, x, y) in phases {
            time += 1
            let (pageX, pageY) = (box[0] + x * zoom, box[1] + y * zoom)
            switch phase {
            case .began:
                try browser.mouse("mouseMoved", x: pageX, y: pageY, buttons: 0, timestamp: time - 0.01)
                try browser.mouse("mousePressed", x: pageX, y: pageY, buttons: 1, timestamp: time)
            case .moved:
                try browser.mouse("mouseMoved", x: pageX, y: pageY, buttons: 1, timestamp: time)
            case .ended, .cancelled:
                try browser.mouse("mouseReleased", x: pageX, y: pageY, buttons: 0, timestamp: time)
            }
            // The point as the page computes it: the pointer's position less the control's corner, in
            // points.
            let point = (x: (pageX - box[0]) / zoom, y: (pageY - box[1]) / zoom)
            if phase == .began { start = point }
            // The events the spec answers; the page sends only those to the machine too.
            let answered = Set(analysis.model.control.events.map(\.value))
            for event in tracker.track(phase, x: point.x, y: point.y, time: time)
            where answered.contains(event.rawValue) {
                XCTAssertNotEqual(event, .touchCancel)
                run.commands.append(
                    "\(event.rawValue)@\(point.x),\(point.y),\(width),\(height),\(start.x),\(start.y)")
            }
            run.lastCommand.append(run.commands.isEmpty ? nil : run.commands.count - 1)
            run.page.append(try browser.evaluate(Self.snapshot) as? String ?? "<none>")
        }
        XCTAssertEqual(run.page.count, phases.count)
        return run
    }

    /// Compiles the runs' machines once and checks each page snapshot against the Swift trace.
    private func assertAgreement(_ runs: [Run], in folder: URL) throws {
        let traces = try SwiftMachineRunner.traces(of: runs.map { ($0.analysis, $0.commands) }, in: folder)
        for (run, swift) in zip(runs, traces) {
            XCTAssertEqual(swift.count, run.commands.count)
            for (index, line) in run.page.enumerated() {
                let expected = run.lastCommand[index].map {
                    swift[$0].split(separator: "|").prefix(2).joined(separator: "|")
                }
                XCTAssertEqual(
                    line, expected, "\(run.analysis.model.control.name.value) after phase \(index)")
            }
        }
    }

    /// The page's state and its doubles by their bits, as the Swift trace writes them.
    private static let snapshot = """
        (() => {
          const cs = window.controlSpec;
          const bits = (v) => new BigUint64Array(new Float64Array([v]).buffer)[0].toString();
          const type = (name) => cs.machine.properties.find((p) => p.name === name).type;
          const props = Object.entries(cs.properties)
            .filter(([name]) => type(name).match(/^(bool|int|enum|string|double)$/))
            .map(([name, value]) => name + "=" + (type(name) === "double" ? bits(value) : value)).join(",");
          return cs.state + "|" + props;
        })()
        """
}
