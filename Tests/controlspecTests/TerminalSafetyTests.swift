import Foundation
import XCTest

/// No raw control character from a path, an option or a spec reaches the terminal: the tool's own
/// messages escape them as the diagnostics do.
final class TerminalSafetyTests: XCTestCase {
    private func assertNoControlCharacters(
        _ result: ToolRunner.Result, file: StaticString = #filePath, line: UInt = #line
    ) {
        for scalar in (result.standardOutput + result.standardError).unicodeScalars where scalar != "\n" {
            XCTAssertFalse(
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value),
                "raw U+\(String(scalar.value, radix: 16)) in \(result.output.debugDescription)", file: file,
                line: line)
        }
    }

    func testPathsOptionsAndFolderNamesAreEscaped() throws {
        let folder = try temporaryDirectory(self)
        let escape = "\u{1B}[31m"
        let missing = try ToolRunner.run(["lint", "/nonexistent/a\(escape).control.yaml"])
        XCTAssertEqual(missing.status, 66)
        XCTAssertTrue(missing.standardError.contains("a\\u{1B}[31m.control.yaml"), missing.standardError)
        assertNoControlCharacters(missing)
        let option = try ToolRunner.run(["lint", "--bad\(escape)", folder.path])
        XCTAssertEqual(option.status, 64)
        assertNoControlCharacters(option)
        let spec = folder.appendingPathComponent("A\(escape)\u{7}.control.yaml")
        try Data("control: A\ninitial: a\nstates: { a: {} }\noops: 1 # \u{1B}]0;title\u{7}\n".utf8).write(
            to: spec)
        let lint = try ToolRunner.run(["lint", folder.path])
        XCTAssertEqual(lint.status, 1)
        assertNoControlCharacters(lint)
        let output = folder.appendingPathComponent("out\(escape)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("control: A\ninitial: a\nstates: { a: {} }\n".utf8).write(to: spec)
        let compile = try ToolRunner.run(["compile", spec.path, "--output", output.path])
        XCTAssertEqual(compile.status, 0, compile.standardError)
        assertNoControlCharacters(compile)
    }
}
