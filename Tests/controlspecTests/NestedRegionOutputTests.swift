import Foundation
import XCTest

/// Regions inside a state are analysed (`lint`) and drawn (`graph`), but the commands that write a
/// control's code, page or pictures refuse them: each says so at the nested region's line and
/// column, exits non-zero and writes nothing.
final class NestedRegionOutputTests: XCTestCase {
    private static let spec = """
        control: Download
        accessibilityLabel: Download
        events: [tap, started]
        initial: idle
        states:
          idle: {}
          active:
            regions:
              transfer:
                initial: waiting
                states: { waiting: {}, downloading: {} }
                transitions:
                  - { from: waiting, on: started, to: downloading }
        transitions:
          - { from: idle, on: tap, to: active }
          - { from: active, on: tap, to: idle }

        """

    /// The spec in a fresh folder; its path.
    private func specFile() throws -> (folder: URL, path: String) {
        let folder = try temporaryDirectory(self)
        let path = folder.appendingPathComponent("Download.control.yaml").path
        try Self.spec.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    func testLintAnalysesIt() throws {
        let (_, path) = try specFile()
        let result = try ToolRunner.run(["lint", path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }

    func testCompilePreviewAndRenderRefuseItAtTheRegionAndWriteNothing() throws {
        let (folder, path) = try specFile()
        for command in ["compile", "preview", "render"] {
            let output = folder.appendingPathComponent(command)
            let result = try ToolRunner.run([command, path, "--output", output.path])
            XCTAssertEqual(result.status, 1, "\(command): \(result.standardError)")
            let reports = result.standardOutput + result.standardError
            XCTAssertTrue(
                reports.contains(
                    "Download.control.yaml:9:7: error: the region 'transfer' inside 'active' is analysed"),
                "\(command): \(reports)")
            XCTAssertTrue(reports.contains("[nested-region]"), "\(command): \(reports)")
            let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            XCTAssertEqual(
                written.filter { $0 != "index.html" }, [], "\(command) wrote a file for the control")
        }
    }
}
