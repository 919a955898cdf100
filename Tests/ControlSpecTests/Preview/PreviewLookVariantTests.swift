import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecPreview

/// A look chosen by a condition on the page, in headless Chromium (`Specs/BatteryIcon.control.yaml`):
/// as the app's `level` and `charging` change in the inspector, the page draws the variant the
/// generated machine chooses (LookVariantTests: the first whose guard holds, else the state's own),
/// and the state without variants ignores them.
final class PreviewLookVariantTests: PreviewPageTestCase {
    func testThePageDrawsTheVariantTheInputsChoose() throws {
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/BatteryIcon.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let control = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        let drawn = """
            Array.from(document.querySelectorAll('g.item.image')).map((g) => g.getAttribute('data-name'))
              .join(' ')
            """
        let set = { (name: String, value: String) in
            "(() => { const field = document.querySelector('[data-input=\"\(name)\"]');"
                + " if (field.type === 'checkbox') field.checked = \(value == "true");"
                + " else field.value = '\(value)'; field.dispatchEvent(new Event('change')); return 0; })()"
        }
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "full")
        _ = try browser.evaluate(set("level", "19"))
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "low", "19 < 20")
        _ = try browser.evaluate(set("charging", "true"))
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "bolt", "charging comes first")
        _ = try browser.evaluate(set("charging", "false"))
        _ = try browser.evaluate(set("level", "20"))
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "full", "20 is not below 20")
        _ = try browser.evaluate(set("level", "3"))
        _ = try browser.evaluate("controlSpec.send('tap')")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "dimmed")
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "full", "dimmed has no variants")
    }
}
