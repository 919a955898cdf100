import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore

/// SyncButton (Examples/SyncButton.control.yaml), a control holding two regions inside its state
/// `syncing` (`transfer`: waiting, sending; `network`: online, offline), as the page and `render`
/// tests play and draw it, and changed copies of its spec.
enum SyncButtonFixture {
    /// The example's spec text.
    static var yaml: String {
        get throws {
            let path = PreviewFixtures.root.appendingPathComponent("Examples/SyncButton.control.yaml")
            return try String(contentsOf: path, encoding: .utf8)
        }
    }

    /// The control (or another spec such as a changed `yaml`), checked error-free.
    static func control(_ text: String? = nil) throws -> Control {
        let text = try text ?? yaml
        let result = Pipeline().check(Array(text.utf8), file: "SyncButton.control.yaml")
        guard let control = result.decoded?.control, !result.hasErrors else {
            throw ChromiumSession.Failure(description: "SyncButton has errors: \(result.diagnostics)")
        }
        return control
    }
}
