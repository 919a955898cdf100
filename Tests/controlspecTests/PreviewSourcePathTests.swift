import Foundation
import XCTest

/// The preview page and index name a spec by the path given on the command line (relative to where
/// the command ran), never by an absolute path of the machine that wrote them.
final class PreviewSourcePathTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testThePageNamesTheSpecByThePathAsGiven() throws {
        let output = try temporaryDirectory(self)
        let result = try ToolRunner.run(
            ["preview", "Examples/LikeButton.control.yaml", "--output", output.path], in: Self.root)
        XCTAssertEqual(result.status, 0, result.standardError)
        let page = try String(contentsOf: output.appendingPathComponent("LikeButton.html"), encoding: .utf8)
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("From Examples/LikeButton.control.yaml by controlspec"))
        XCTAssertTrue(index.contains("(Examples/LikeButton.control.yaml)"))
        for html in [page, index] {
            XCTAssertFalse(html.contains(Self.root.path), "an absolute path of this machine")
        }
    }
}
