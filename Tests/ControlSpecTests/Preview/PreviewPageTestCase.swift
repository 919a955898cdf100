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
}
