import ControlSpecTouch
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze

/// The page hands the pointer's position to the machine as the UIKit adapter hands the finger's
/// (`ControlDriver.trackFinger`): real mouse drags on `Specs/Scrubber.control.yaml`'s page give,
/// after every phase, the state and doubles (to the bit) the compiled Swift machine gives when sent
/// the touch rule's events of the same points with `send(_:at:)`.
final class PreviewTouchPositionTests: XCTestCase {
    func testThePageAndTheSwiftMachineAgreeAlongRealDrags() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/Scrubber.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let analysis = try XCTUnwrap(result.analysis)
        XCTAssertFalse(result.hasErrors)
        try browser.open(try PreviewFixtures.page(analysis, in: folder))
        try browser.evaluate("controlSpec.resize(200, 40)")
        let box =
            try browser.evaluate(
                "(() => { const r = document.getElementById('control').getBoundingClientRect(); "
                    + "return [r.x, r.y, r.width, r.height]; })()") as? [Double] ?? []
        XCTAssertEqual(box.count, 4)
        XCTAssertEqual(box[2], 200)
        XCTAssertEqual(box[3], 40)
        // Two touches: a drag out beyond the 70 pt boundary and back, lifted inside; then one
        // dragged out to the left and lifted outside.
        let phases: [(TouchTracker.Phase, Double, Double)] = [
            (.began, 50, 30), (.moved, 150, 10), (.moved, 400, 10), (.moved, 120, 20), (.moved, 20, 10),
            (.ended, 20, 10), (.began, 180, 5), (.moved, -100, 35), (.ended, -100, 35),
        ]
        var tracker = TouchTracker(width: 200, height: 40)
        var commands: [String] = []
        var lastCommand: [Int?] = []
        var page: [String] = []
        var time = Date().timeIntervalSince1970
        var start = (x: 0.0, y: 0.0)
        for (phase, x, y) in phases {
            time += 1
            let (pageX, pageY) = (box[0] + x, box[1] + y)
            switch phase {
            case .began:
                try browser.mouse("mouseMoved", x: pageX, y: pageY, buttons: 0, timestamp: time - 0.01)
                try browser.mouse("mousePressed", x: pageX, y: pageY, buttons: 1, timestamp: time)
            case .moved:
                try browser.mouse("mouseMoved", x: pageX, y: pageY, buttons: 1, timestamp: time)
            case .ended, .cancelled:
                try browser.mouse("mouseReleased", x: pageX, y: pageY, buttons: 0, timestamp: time)
            }
            // The point as the page computes it: the pointer's position less the control's corner.
            let point = (x: pageX - box[0], y: pageY - box[1])
            if phase == .began { start = point }
            // The events the spec answers; the page sends only those to the machine too.
            let answered = Set(analysis.model.control.events.map(\.value))
            for event in tracker.track(phase, x: point.x, y: point.y, time: time)
            where answered.contains(event.rawValue) {
                XCTAssertNotEqual(event, .touchCancel)
                commands.append(
                    "\(event.rawValue)@\(point.x),\(point.y),200.0,40.0,\(start.x),\(start.y)")
            }
            lastCommand.append(commands.isEmpty ? nil : commands.count - 1)
            page.append(try browser.evaluate(Self.snapshot) as? String ?? "<none>")
        }
        let swift = try SwiftMachineRunner.traces(of: [(analysis, commands)], in: folder)[0]
        XCTAssertEqual(swift.count, commands.count)
        for (index, line) in page.enumerated() {
            let expected = lastCommand[index].map {
                swift[$0].split(separator: "|").prefix(2).joined(separator: "|")
            }
            XCTAssertEqual(line, expected, "after phase \(index): \(phases[index])")
        }
        // The drags moved the value: 20 / 200 after the first lift, clamped to 0 after the second.
        XCTAssertEqual(page.count, phases.count)
        XCTAssertTrue(page[5].contains("value=\(0.1.bitPattern)"), page[5])
        XCTAssertTrue(page[8].contains("value=\(0.0.bitPattern)"), page[8])
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
