import Foundation
import XCTest

@testable import ControlSpecPreview

/// The preview page draws a shape image as the UIKit player's `ShapeView` does at any size of the
/// control (and as `render` does, `RenderShapeGeometryTests`): at 80 × 60 pt TickView's ring is a
/// circle 2 × 0.47 × 80 = 75.2 pt across in both directions with its 1 pt stroke, and its tick's
/// stroke is 0.06 × 80 = 4.8 pt wide, measured in the control's own points by Chromium.
final class PreviewShapeGeometryTests: PreviewPageTestCase {
    func testTickViewsRingStaysACircleAtANonSquareSize() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("TickView"), in: folder))
        try browser.evaluate("controlSpec.resize(80, 60)")
        // The ring's box in the control's coordinates (the host svg's user units are points).
        let measure = """
            (() => {
              const host = document.getElementById('control');
              const path = host.querySelector('.item path.stroke');
              const box = path.getBBox();
              const toHost = host.getScreenCTM().inverse().multiply(path.getScreenCTM());
              const corner = (x, y) => new DOMPoint(x, y).matrixTransform(toHost);
              const a = corner(box.x, box.y), b = corner(box.x + box.width, box.y + box.height);
              return [b.x - a.x, b.y - a.y, (a.x + b.x) / 2, (a.y + b.y) / 2,
                Number(path.getAttribute('stroke-width')) * Math.abs(toHost.a)];
            })()
            """
        let ring = try XCTUnwrap(browser.evaluate(measure) as? [Double])
        XCTAssertEqual(ring[0], 75.2, accuracy: 0.01, "width")
        XCTAssertEqual(ring[1], 75.2, accuracy: 0.01, "height: a circle, not an ellipse")
        XCTAssertEqual(ring[2], 40, accuracy: 0.01)
        XCTAssertEqual(ring[3], 30, accuracy: 0.01)
        XCTAssertEqual(ring[4], 1, accuracy: 1e-6, "the ring's 1 pt stroke")
        try browser.evaluate("controlSpec.send('tap'); controlSpec.seek(controlSpec.duration)")
        let tick = try XCTUnwrap(
            browser.evaluate(
                """
                (() => {
                  const paths = document.querySelectorAll('#control .item path.stroke');
                  const path = paths[paths.length - 1];
                  const toHost = document.getElementById('control').getScreenCTM().inverse()
                    .multiply(path.getScreenCTM());
                  return [Number(path.getAttribute('stroke-width')) * Math.abs(toHost.a),
                    Number(path.getAttribute('stroke-width')) * Math.abs(toHost.d)];
                })()
                """) as? [Double])
        XCTAssertEqual(tick[0], 4.8, accuracy: 1e-6, "across")
        XCTAssertEqual(tick[1], 4.8, accuracy: 1e-6, "down: one width in both directions")
    }
}
