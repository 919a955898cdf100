import Foundation
import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The preview pages' JavaScript passes ESLint (Debian's `eslint`, installed by `.ci/run`) with
/// Scripts/preview-eslint.json: `eslint:recommended`, strict mode for the whole script, `===`,
/// `const` where nothing reassigns. The page's fixed parts, the `.js` files of
/// Sources/ControlSpecPreview/Resources, are linted as files (Scripts/preview-resources-eslint.json:
/// the same rules, each file a part of the one strict script that shares `machine`,
/// `PreviewLayout` and `TouchTracker`); every example's and generated-code spec's whole page script
/// and 30 random controls' of one to three regions are checked, so each shape of generated dispatch is.
final class PreviewScriptLintTests: XCTestCase {
    func testTheScriptFilesPassESLint() throws {
        let eslint = try Self.eslint()
        let resources = PreviewFixtures.root.appendingPathComponent("Sources/ControlSpecPreview/Resources")
        let files = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".js") }.sorted()
        XCTAssertEqual(files, ["preview-layout.js", "preview-plot.js", "preview.js", "touch-tracker.js"])
        let result = try Self.lint(eslint, files, config: "preview-resources-eslint.json", in: resources)
        XCTAssertEqual(result.status, 0, result.output)
        // A part reading a name no other part defines, or comparing loosely, fails.
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "const size = PreviewLayout.sizeOf(machine);\nif (size == null) alert(Undefined);\n".write(
            to: folder.appendingPathComponent("Bad.js"), atomically: true, encoding: .utf8)
        let failing = try Self.lint(eslint, ["Bad.js"], config: "preview-resources-eslint.json", in: folder)
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertTrue(failing.output.contains("'Undefined' is not defined"), failing.output)
        XCTAssertTrue(failing.output.contains("eqeqeq"), failing.output)
        XCTAssertFalse(failing.output.contains("'machine'"), failing.output)
    }

    func testEveryPagesScriptPassesESLint() throws {
        let eslint = try Self.eslint()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var controls = try PreviewFixtures.specControls()
        var random = RandomControls.Generator(state: 2026)
        for number in 0..<30 {
            var control = RandomControls.control(&random, inputs: number % 2 == 0, regions: 1 + number % 3)
            control.name = Located("Random\(number)", at: control.name.location)
            controls.append(control)
        }
        // Regions inside a state: the nesting tables and `settle` the dispatch calls.
        for number in 0..<4 {
            let chart = RandomNestedCharts.regionChart(&random, name: "Holding\(number)")
            controls.append(try XCTUnwrap(DecodeHarness.decode(chart.yaml).0, chart.yaml))
        }
        var files: [String] = []
        for control in controls {
            let page = try String(contentsOf: try PreviewFixtures.page(control, in: folder), encoding: .utf8)
            let scripts = Self.scripts(in: page)
            XCTAssertEqual(scripts.count, 1, "\(control.name.value): one inline script")
            let file = folder.appendingPathComponent("\(control.name.value).js")
            try (scripts.first ?? "").write(to: file, atomically: true, encoding: .utf8)
            files.append(file.lastPathComponent)
        }
        let lint = { (names: [String]) in
            try Self.lint(eslint, names, config: "preview-eslint.json", in: folder)
        }
        let result = try lint(files)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(files.count, controls.count)
        // The linter does report: a page script with a loose comparison and an unused variable fails.
        let bad = folder.appendingPathComponent("Bad.js")
        try "\"use strict\";\nconst unused = 1;\nif (location.hash == \"#x\") alert(1);\n".write(
            to: bad, atomically: true, encoding: .utf8)
        let failing = try lint(["Bad.js"])
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertTrue(failing.output.contains("no-unused-vars"), failing.output)
        XCTAssertTrue(failing.output.contains("eqeqeq"), failing.output)
    }

    /// ESLint with `config` of Scripts/ on `names`, in `folder` (ESLint takes paths below its working
    /// directory).
    private static func lint(_ eslint: String, _ names: [String], config: String, in folder: URL) throws
        -> Subprocess.Result
    {
        let config = PreviewFixtures.root.appendingPathComponent("Scripts/\(config)").path
        return try Subprocess.runTool(
            "env",
            ["NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs", eslint, "--no-eslintrc", "-c", config] + names,
            in: folder)
    }

    /// `eslint`; without it the test is skipped, or fails with `CI=true`.
    private static func eslint() throws -> String {
        if let eslint = executable() { return eslint }
        let message = "eslint is missing: the lint test needs it (apt-get install -y eslint)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            throw ChromiumSession.Failure(description: message)
        }
        throw XCTSkip(message)
    }

    /// The text of every inline `<script>` element.
    private static func scripts(in page: String) -> [String] {
        page.components(separatedBy: "<script>").dropFirst().compactMap {
            $0.components(separatedBy: "</script>").first
        }
    }

    /// `eslint` (or `ESLINT=path`) on the PATH.
    private static func executable() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["ESLINT"], FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/eslint"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
