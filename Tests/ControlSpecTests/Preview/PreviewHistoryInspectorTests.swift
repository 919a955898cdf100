import Foundation
import XCTest

@testable import ControlSpecPreview

/// The page's inspector shows each parent's memory (Language.md, "History"): the state entering the
/// parent by its name enters, as MediaButton's `playing` (shallow) records it when it is left.
final class PreviewHistoryInspectorTests: PreviewPageTestCase {
    func testTheInspectorShowsWherePlayingResumes() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("MediaButton"), in: folder))
        let memory = "document.querySelector('#inspector td[data-key=\"history of playing\"]').textContent"
        XCTAssertEqual(
            try browser.evaluate(memory) as? String, "buffering", "before it is first left: `initial:`")
        _ = try browser.evaluate("controlSpec.send('tap'); controlSpec.send('resumed')")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "running")
        XCTAssertEqual(
            try browser.evaluate(memory) as? String, "buffering", "inside `playing` it is not recorded yet")
        _ = try browser.evaluate("controlSpec.send('tap')")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "paused")
        XCTAssertEqual(try browser.evaluate(memory) as? String, "running", "left from `running`")
        _ = try browser.evaluate("controlSpec.reset('paused')")
        XCTAssertEqual(try browser.evaluate(memory) as? String, "buffering", "a reset starts the memory over")
    }
}
