import Foundation
import XCTest

final class CommandLineTests: XCTestCase {
    private func write(_ text: String, to name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testVersionAndHelp() throws {
        let version = try ToolRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.standardOutput.hasPrefix("0."))
        let help = try ToolRunner.run(["help", "lint"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("--format"))
    }

    func testUsageErrorsExit64WithASuggestion() throws {
        let command = try ToolRunner.run(["lnt", "x"])
        XCTAssertEqual(command.status, 64)
        XCTAssertTrue(command.standardError.contains("did you mean 'lint'?"), command.standardError)
        let option = try ToolRunner.run(["lint", "--fromat", "json", "x"])
        XCTAssertEqual(option.status, 64)
        XCTAssertTrue(option.standardError.contains("did you mean '--format'?"), option.standardError)
        let value = try ToolRunner.run(["lint", "--format", "xml", "x"])
        XCTAssertEqual(value.status, 64)
        XCTAssertEqual(try ToolRunner.run([]).status, 64)
        XCTAssertEqual(try ToolRunner.run(["lint"]).status, 64)
    }

    func testImageBundleChoosesWhereAssetsLoadFrom() throws {
        let folder = try temporaryDirectory(self)
        let spec = folder.appendingPathComponent("Dot.control.yaml")
        try "control: Dot\nimages: { dot: { asset: dot } }\ninitial: a\nstates: { a: { image: dot } }\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        for (arguments, expected) in [([], ".main"), (["--image-bundle", "module"], ".module")] {
            let output = folder.appendingPathComponent("Dot.swift")
            let result = try ToolRunner.run(
                ["compile", spec.path, "--output-file", output.path] + arguments)
            XCTAssertEqual(result.status, 0, result.standardError)
            let code = try String(contentsOf: output, encoding: .utf8)
            XCTAssertTrue(code.contains("public static var imageBundle: Bundle = \(expected)\n"), expected)
        }
        XCTAssertEqual(try ToolRunner.run(["compile", spec.path, "--image-bundle", "app"]).status, 64)
    }

    func testMissingInputExits66() throws {
        let result = try ToolRunner.run(["lint", "/nonexistent/A.control.yaml"])
        XCTAssertEqual(result.status, 66)
        XCTAssertTrue(result.standardError.contains("/nonexistent/A.control.yaml"))
        let folder = try temporaryDirectory(self)
        XCTAssertEqual(try ToolRunner.run(["lint", folder.path]).status, 66, "a folder without specs")
    }

    func testTextDiagnosticsShowTheLineAndACaret() throws {
        let folder = try temporaryDirectory(self)
        _ = try write("control: A\nstates: [a,\n\tb: c: d\n", to: "A.control.yaml", in: folder)
        let result = try ToolRunner.run(["lint", "A.control.yaml"], in: folder)
        XCTAssertEqual(result.status, 1)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[0].hasPrefix("A.control.yaml:3:"), result.standardOutput)
        XCTAssertTrue(lines[0].hasSuffix("[yaml-syntax]"), result.standardOutput)
        XCTAssertEqual(lines[1], "        b: c: d", "a tab is shown as spaces to column 8")
        XCTAssertTrue(lines[2].hasPrefix("        ") && lines[2].hasSuffix("^"))
        XCTAssertTrue(result.standardError.contains("1 error, 0 warnings in 1 file"))
    }

    func testFoldersAreSearchedForSpecsInSortedOrder() throws {
        let folder = try temporaryDirectory(self)
        _ = try write("a: [", to: "b/B.control.yml", in: folder)
        _ = try write("a: [", to: "A.control.yaml", in: folder)
        _ = try write("a: [", to: "ignored.yaml", in: folder)
        _ = try write("a: [", to: ".hidden/C.control.yaml", in: folder)
        let result = try ToolRunner.run(["lint", ".", "--format", "json"], in: folder)
        XCTAssertEqual(result.status, 1)
        let entries = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(
            entries.compactMap { $0["file"] as? String }, ["./A.control.yaml", "./b/B.control.yml"])
        XCTAssertEqual(entries.first?["code"] as? String, "yaml-syntax")
        XCTAssertEqual(entries.first?["severity"] as? String, "error")
        XCTAssertNotNil(entries.first?["line"] as? Int)
        XCTAssertNotNil(entries.first?["notes"] as? [Any])
    }

    func testAFileLinkedFromAnotherFolderIsCheckedOnceUnderItsOwnPath() throws {
        let folder = try temporaryDirectory(self)
        _ = try write("a: [", to: "A.control.yaml", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("App/A.control.yaml").path,
            withDestinationPath: "../A.control.yaml")
        let result = try ToolRunner.run(["lint", ".", "--format", "json"], in: folder)
        let entries = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["file"] as? String }, ["./A.control.yaml"])
        let linkOnly = try ToolRunner.run(["lint", "App", "--format", "json"], in: folder)
        XCTAssertTrue(linkOnly.standardOutput.contains("App/A.control.yaml"), "a link named alone is read")
    }

    func testCompileWritesNothingWhenAnInputHasAnError() throws {
        let folder = try temporaryDirectory(self)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        _ = try write("control: [", to: "A.control.yaml", in: folder)
        let result = try ToolRunner.run(["compile", "A.control.yaml", "--output", "out"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("nothing written"), result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), [])
    }

    func testCompileIntoAMissingFolderExits73() throws {
        let folder = try temporaryDirectory(self)
        _ = try write("control: A\n", to: "A.control.yaml", in: folder)
        let result = try ToolRunner.run(["compile", "A.control.yaml", "--output", "missing"], in: folder)
        XCTAssertTrue([73, 1].contains(result.status), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
    }
}
