import Foundation
import XCTest

/// A control holding regions inside a state goes through every command that writes its code, page
/// or pictures: `Examples/SyncButton.control.yaml` (`syncing` holds `transfer` and `network`).
/// `compile` writes its machine (each nested region an optional member of `State`), `preview` its
/// page, `render` a picture per state, nested ones included.
final class NestedRegionOutputTests: XCTestCase {
    private static let spec = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/SyncButton.control.yaml").path

    /// An empty output folder in a fresh folder.
    private func outputFolder() throws -> URL {
        let output = try temporaryDirectory(self).appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return output
    }

    func testLintAnalysesIt() throws {
        let result = try ToolRunner.run(["lint", Self.spec])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }

    func testCompileWritesTheMachineWithTheNestedRegionsAsOptionalMembers() throws {
        let output = try outputFolder()
        let result = try ToolRunner.run(["compile", Self.spec, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let code = try String(contentsOf: output.appendingPathComponent("SyncButton.swift"), encoding: .utf8)
        XCTAssertTrue(code.contains("public var main: Main\n"), code)
        XCTAssertTrue(code.contains("public var transfer: Transfer?\n"), code)
        XCTAssertTrue(code.contains("public var network: Network?\n"), code)
    }

    func testPreviewWritesThePage() throws {
        let output = try outputFolder()
        let result = try ToolRunner.run(["preview", Self.spec, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        XCTAssertTrue(written.contains("SyncButton.html"), "\(written)")
    }

    func testRenderDrawsEveryStateNestedOnesIncluded() throws {
        let output = try outputFolder()
        let result = try ToolRunner.run(["render", Self.spec, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        XCTAssertEqual(
            written,
            [
                "SyncButton-idle.svg", "SyncButton-syncing.svg", "SyncButton-synced.svg",
                "SyncButton-transfer-waiting.svg", "SyncButton-transfer-sending.svg",
                "SyncButton-network-online.svg", "SyncButton-network-offline.svg",
            ])
    }
}
