import ControlSpec
import Foundation
import XCTest

final class DecodeExampleTests: XCTestCase {
    func testEveryExampleDecodesWithoutDiagnostics() throws {
        let examples = try DecodeHarness.examples()
        XCTAssertEqual(
            examples.map(\.lastPathComponent).sorted(),
            [
                "CheckBox", "CopyButton", "DownloadButton", "FlatButton", "HoldToConfirm", "LikeButton",
                "MediaButton", "NumberStepper", "RadioButton", "SegmentedControl", "Slider", "SortButton",
                "StarRating", "SyncButton", "TickView", "ToggleSwitch",
            ]
            .map { "\($0).control.yaml" })
        for url in examples {
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# yaml-language-server: $schema=../Docs/controlspec.schema.json\n"))
            let (control, diagnostics) = DecodeHarness.decode(text, file: url.lastPathComponent)
            XCTAssertEqual(diagnostics.map(Self.describe), [], url.lastPathComponent)
            XCTAssertNotNil(control, url.lastPathComponent)
        }
    }

    func testEveryCompleteSpecInTheLanguageReferenceDecodes() throws {
        let url = DecodeHarness.packageRoot.appendingPathComponent("Docs/Language.md")
        let blocks = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "```yaml\n")
            .dropFirst().compactMap { $0.components(separatedBy: "```").first }
            .filter { $0.contains("\ncontrol: ") || $0.hasPrefix("control: ") }
        XCTAssertGreaterThan(blocks.count, 15)
        for block in blocks {
            let (control, diagnostics) = DecodeHarness.decode(block)
            XCTAssertEqual(diagnostics.map(Self.describe), [], block)
            XCTAssertNotNil(control, block)
        }
    }
}
