import Foundation
import XCTest

/// A test case whose tests write pages into a scratch folder of their own, made before each test
/// and removed after it.
class PreviewPageTestCase: XCTestCase {
    /// The test's scratch folder.
    private(set) var folder: URL!

    override func setUpWithError() throws {
        folder = try PreviewFixtures.scratch()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The page's control in CSS pixels of the viewport.
    func controlBox(_ browser: ChromiumSession) throws -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        let box =
            try browser.evaluate(
                "(() => { const r = document.getElementById('control').getBoundingClientRect(); "
                    + "return [r.x, r.y, r.width, r.height]; })()") as? [Double] ?? []
        XCTAssertEqual(box.count, 4)
        guard box.count == 4 else { return (0, 0, 0, 0) }
        return (box[0], box[1], box[2], box[3])
    }

    /// Screenshots the control and runs `analysis`, a JavaScript function
    /// `(data, width, height) => result` over the screenshot's RGBA pixels, in the page; returns its
    /// result.
    func analyzeControlPixels(_ browser: ChromiumSession, _ analysis: String) throws -> Any? {
        let box = try controlBox(browser)
        let url = try browser.screenshot(x: box.x, y: box.y, width: box.width, height: box.height)
        return try browser.evaluate(
            """
            new Promise((resolve, reject) => {
              const image = new Image();
              image.onload = () => {
                const canvas = document.createElement("canvas");
                canvas.width = image.width; canvas.height = image.height;
                const context = canvas.getContext("2d");
                context.drawImage(image, 0, 0);
                const data = context.getImageData(0, 0, image.width, image.height).data;
                resolve((\(analysis))(data, image.width, image.height));
              };
              image.onerror = reject;
              image.src = "\(url)";
            })
            """)
    }
}
