import Foundation
import XCTest

@testable import ControlSpecPreview

/// The nested examples in the preview page and in `render`: the page's machine takes the steps the
/// generated Swift takes (`NestedStateTests`, the same scenario), and every child shows the look
/// its parent gives it, refined by its own.
final class NestedPreviewTests: PreviewPageTestCase {
    /// MediaButton's scenario: event, then state, accessibility value and title, as the spec says.
    private static let mediaScenario: [(String, String, String, String)] = [
        ("tap", "buffering", "loading", "Loading…"),
        ("resumed", "running", "playing", "Pause"),
        ("stalled", "buffering", "loading", "Loading…"),
        ("resumed", "running", "playing", "Pause"),
        ("tap", "paused", "paused", "Play"),
        ("tap", "running", "playing", "Pause"),
        ("stalled", "buffering", "loading", "Loading…"),
        ("ended", "paused", "paused", "Play"),
        ("tap", "buffering", "loading", "Loading…"),
        ("tap", "paused", "paused", "Play"),
        ("resumed", "paused", "paused", "Play"),
    ]

    func testMediaButtonPlaysTheNestedScenarioInChromium() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("MediaButton"), in: folder))
        let value = "document.querySelector('#inspector td[data-key=\"accessibilityValue\"]').textContent"
        let texts = "controlSpec.layout.items.filter((i) => i.kind === 'text').map((i) => i.text)"
        for (number, (event, state, spoken, title)) in Self.mediaScenario.enumerated() {
            _ = try browser.evaluate("controlSpec.send('\(event)')")
            XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, state, "step \(number)")
            XCTAssertEqual(try browser.evaluate(value) as? String, spoken, "step \(number)")
            XCTAssertEqual(try browser.evaluate(texts) as? [String], [title], "step \(number)")
        }
        // The parent's one transition, whichever child it left: `playingOnTap` is number 1.
        _ = try browser.evaluate("controlSpec.send('tap'); controlSpec.send('resumed')")
        _ = try browser.evaluate("controlSpec.send('tap')")
        XCTAssertEqual(try browser.evaluate("controlSpec.lastTransitions") as? [Double], [1])
        // Left from `running`: a tap resumes it; a reset (set from code) starts the memory over.
        _ = try browser.evaluate("controlSpec.send('tap')")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "running", "history")
        _ = try browser.evaluate(
            "controlSpec.send('tap'); controlSpec.reset('paused'); controlSpec.send('tap')")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "buffering", "after a reset")
    }

    func testCancelDownloadCancelsFromEitherActiveChildInChromium() throws {
        let browser = try ChromiumSession.start()
        let download = try XCTUnwrap(
            try PreviewFixtures.specControls().first { $0.name.value == "CancelDownload" })
        try browser.open(try PreviewFixtures.page(download, in: folder))
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        for event in ["tap", "tap", "tap", "started", "tap"] {
            _ = try browser.evaluate("controlSpec.send('\(event)')")
        }
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "idle")
        XCTAssertEqual(
            try browser.evaluate("controlSpec.outputs") as? [String], ["start", "cancel", "start", "cancel"])
        for event in ["tap", "started", "finished"] {
            _ = try browser.evaluate("controlSpec.send('\(event)')")
        }
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "done")
        _ = try browser.evaluate("controlSpec.clock.advance(2000)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "idle", "back by itself at 2 s")
    }

    func testRenderDrawsEachChildWithItsInheritedLook() throws {
        let control = try PreviewFixtures.example("MediaButton")
        let files = Dictionary(
            uniqueKeysWithValues: StillRenderer.render(PreviewFixtures.analysis(control), size: nil).map {
                ($0.name, $0.contents)
            })
        XCTAssertEqual(
            files.keys.sorted(),
            ["MediaButton-buffering.svg", "MediaButton-paused.svg", "MediaButton-running.svg"])
        XCTAssertTrue(files["MediaButton-running.svg"]?.contains(">Pause<") ?? false, "the parent's title")
        XCTAssertTrue(files["MediaButton-buffering.svg"]?.contains(">Loading…<") ?? false, "its own title")
        XCTAssertTrue(files["MediaButton-paused.svg"]?.contains(">Play<") ?? false)
    }
}
