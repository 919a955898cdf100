import Foundation
import XCTest

@testable import ControlSpecPreview

/// The preview page's zoom, as a device's scale: at 2× and 3× the control's box is its layout size
/// in points times the zoom, and every image and text is drawn at its 1× place and size times the
/// zoom (measured in the page, within half a pixel per point, as a text's box is whole pixels);
/// only the offered scales are accepted.
final class PreviewZoomTests: XCTestCase {
    /// The control's box and each drawn item's box relative to it, in page pixels.
    private static let boxes = """
        (() => {
          const control = document.getElementById('control').getBoundingClientRect();
          return [[0, 0, control.width, control.height]].concat(
            [...document.querySelectorAll('#control .item')].map(item => {
              const box = item.getBoundingClientRect();
              return [box.left - control.left, box.top - control.top, box.width, box.height];
            }));
        })()
        """

    func testTheControlAndItsItemsScaleWithTheZoom() throws {
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let browser = try ChromiumSession.start()
        for example in ["CheckBox", "FlatButton", "LikeButton"] {
            try browser.open(try PreviewFixtures.page(try PreviewFixtures.example(example), in: folder))
            if example != "LikeButton" {
                try browser.evaluate("controlSpec.setInput('title', 'Remember me')")
            }
            let size = try XCTUnwrap(
                browser.evaluate("controlSpec.layout.size") as? [String: Double], example)
            let base = try XCTUnwrap(browser.evaluate(Self.boxes) as? [[Double]], example)
            XCTAssertEqual(base[0][2], size["width"] ?? 0, accuracy: 0.01, example)
            XCTAssertEqual(base[0][3], size["height"] ?? 0, accuracy: 0.01, example)
            XCTAssertGreaterThan(base.count, 1, "\(example) draws an item")
            for zoom in [2.0, 3.0] {
                try browser.evaluate("controlSpec.setZoom(\(Int(zoom)))")
                XCTAssertEqual(try browser.evaluate("controlSpec.zoom") as? Double, zoom)
                let zoomed = try XCTUnwrap(browser.evaluate(Self.boxes) as? [[Double]], example)
                XCTAssertEqual(zoomed.count, base.count, example)
                for (at1, atZoom) in zip(base, zoomed) {
                    for (one, scaled) in zip(at1, atZoom) {
                        // Text boxes are whole pixels at 1×: their rounding grows with the zoom.
                        XCTAssertEqual(
                            scaled, one * zoom, accuracy: 0.5 * zoom,
                            "\(example) at \(zoom)×: \(at1) → \(atZoom)")
                    }
                }
            }
            try browser.evaluate("controlSpec.setZoom(1)")
            XCTAssertThrowsError(try browser.evaluate("controlSpec.setZoom(4)"), "4× is not offered")
        }
    }
}
