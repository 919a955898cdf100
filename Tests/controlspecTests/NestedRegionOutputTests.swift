import Foundation
import XCTest

/// A control holding regions inside a state goes through every command that writes its code, page
/// or pictures: `compile` writes its machine (the nested region an optional member of `State`),
/// `preview` its page, `render` a picture per state of its top level.
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

    /// The spec and an empty output folder, in a fresh folder; their paths.
    private func specFile() throws -> (output: URL, path: String) {
        let folder = try temporaryDirectory(self)
        let path = folder.appendingPathComponent("Download.control.yaml").path
        try Self.spec.write(toFile: path, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return (output, path)
    }

    func testLintAnalysesIt() throws {
        let (_, path) = try specFile()
        let result = try ToolRunner.run(["lint", path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    }

    func testCompileWritesTheMachineWithTheNestedRegionAsAnOptionalMember() throws {
        let (output, path) = try specFile()
        let result = try ToolRunner.run(["compile", path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let code = try String(contentsOf: output.appendingPathComponent("Download.swift"), encoding: .utf8)
        XCTAssertTrue(code.contains("public var main: Main\n"), code)
        XCTAssertTrue(code.contains("public var transfer: Transfer?\n"), code)
    }

    func testPreviewWritesThePage() throws {
        let (output, path) = try specFile()
        let result = try ToolRunner.run(["preview", path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        XCTAssertTrue(written.contains("Download.html"), "\(written)")
    }

    func testRenderDrawsEveryStateOfTheTopLevel() throws {
        let (output, path) = try specFile()
        let result = try ToolRunner.run(["render", path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        XCTAssertTrue(written.isSuperset(of: ["Download-idle.svg", "Download-active.svg"]), "\(written)")
    }
}
