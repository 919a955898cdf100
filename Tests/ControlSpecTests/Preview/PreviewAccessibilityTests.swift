import Foundation
import XCTest

/// The page reads a control to assistive technology and shows it in the inspector with the label
/// the UIKit player gives it (`Control.spokenLabel(in:)`): the spec's, or the text it shows.
final class PreviewAccessibilityTests: PreviewPageTestCase {
    private func label(_ browser: ChromiumSession) throws -> [String] {
        try browser.evaluate(
            "[document.querySelector('#inspector td[data-key=\"accessibilityLabel\"]').textContent,"
                + " document.getElementById('control').getAttribute('aria-label')]") as? [String] ?? []
    }

    func testTheInspectorShowsTheSpecsLabelAndATextLabelWithTheAppsData() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("TickView"), in: folder))
        XCTAssertEqual(try label(browser), ["Done", "Done"], "the control's accessibilityLabel:")
        try browser.evaluate("controlSpec.send('tap')")
        XCTAssertEqual(try label(browser), ["Done", "Done"])
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("FlatButton"), in: folder))
        try browser.evaluate("controlSpec.setInput('title', 'Buy')")
        XCTAssertEqual(try label(browser), ["Buy", "Buy"], "a button reads the title it shows")
    }
}
