import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecPreview

/// An input that sends an event (`changes:`) on the page, in headless Chromium: DownloadButton's
/// inspector field for `progress` sends `progressChanged` when it is changed, as the generated
/// setter does (the compiled Swift agrees on random controls in `PreviewEquivalenceTests`), and
/// the event has no button of its own.
final class PreviewChangeEventTests: PreviewPageTestCase {
    func testChangingTheProgressFieldFinishesTheDownload() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("DownloadButton"), in: folder))
        XCTAssertEqual(
            try browser.evaluate("document.querySelectorAll('[data-event=\"progressChanged\"]').length")
                as? Int,
            0, "the setter sends it, no button")
        XCTAssertEqual(
            try browser.evaluate("document.querySelectorAll('[data-event=\"finished\"]').length") as? Int, 1)
        XCTAssertEqual(
            try browser.evaluate("controlSpec.send('tap'); controlSpec.state") as? String, "downloading")
        let change = { (value: String) in
            "(() => { const field = document.querySelector('[data-input=\"progress\"]'); field.value = '\(value)';"
                + " field.dispatchEvent(new Event('change')); return controlSpec.state; })()"
        }
        XCTAssertEqual(try browser.evaluate(change("0.5")) as? String, "downloading", "0.5 < 1")
        XCTAssertEqual(try browser.evaluate("controlSpec.events.join(',')") as? String, "tap,progressChanged")
        XCTAssertEqual(try browser.evaluate(change("1")) as? String, "done")
        XCTAssertEqual(
            try browser.evaluate("controlSpec.events.join(',')") as? String,
            "tap,progressChanged,progressChanged")
        XCTAssertEqual(
            try browser.evaluate(
                "document.getElementById('log').textContent.includes('set progress → progressChanged')")
                as? Bool, true, "the log says the setting sent it")
    }
}
