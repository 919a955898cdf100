import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecPreview

/// A repeated slot on the page, in headless Chromium (`Specs/PageDots.control.yaml`): the page
/// draws one item per copy, 12 points apart, and when the app's `count` and `page` change in the
/// inspector it fades each copy as the runtime computes it (the copies past the count at 0, the one
/// at the page at 1, the rest at 0.3; worked out by hand, as the compiled machine's test does).
final class PreviewRepeatedSlotTests: PreviewPageTestCase {
    func testThePageDrawsTheCopiesAndFadesThemWithTheCount() throws {
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/PageDots.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let control = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        let frames =
            try browser.evaluate(
                "controlSpec.layout.items.map((i) => [i.name, i.frame.x, i.frame.y, i.frame.width].join(' '))"
            )
            as? [String]
        XCTAssertEqual(frames, (0..<5).map { "dot_\($0) \(12 * $0) 0 12" })
        let drawn = """
            Array.from(document.querySelectorAll('g.item.image')).map((g) =>
              g.getAttribute('data-name') + ' ' + g.getAttribute('opacity'))
            """
        let change = { (name: String, value: Int) in
            "(() => { const field = document.querySelector('[data-input=\"\(name)\"]'); field.value = '\(value)';"
                + " field.dispatchEvent(new Event('change')); return 0; })()"
        }
        let expect = { (opacities: [String]) in (0..<5).map { "dot_\($0) \(opacities[$0])" } }
        XCTAssertEqual(try browser.evaluate(drawn) as? [String], expect(["1", "0.3", "0.3", "0", "0"]))
        _ = try browser.evaluate(change("count", 5))
        _ = try browser.evaluate(change("page", 3))
        XCTAssertEqual(try browser.evaluate(drawn) as? [String], expect(["0.3", "0.3", "0.3", "1", "0.3"]))
        _ = try browser.evaluate(change("count", 2))
        XCTAssertEqual(try browser.evaluate(drawn) as? [String], expect(["0.3", "0.3", "0", "0", "0"]))
    }
}
