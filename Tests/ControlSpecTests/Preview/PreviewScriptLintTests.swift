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
/// `const` where nothing reassigns. Every example's and generated-code spec's page and 30 random
/// controls of one to three regions are checked, so each shape of generated dispatch is.
final class PreviewScriptLintTests: XCTestCase {
    func testEveryPagesScriptPassesESLint() throws {
        guard let eslint = Self.executable() else {
            let message = "eslint is missing: the lint test needs it (apt-get install -y eslint)"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                throw ChromiumSession.Failure(description: message)
            }
            throw XCTSkip(message)
        }
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var controls = try PreviewFixtures.specControls()
        var random = RandomControls.Generator(state: 2026)
        for number in 0..<30 {
            var control = RandomControls.control(&random, inputs: number % 2 == 0, regions: 1 + number % 3)
            control.name = Located("Random\(number)", at: control.name.location)
            controls.append(control)
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
        let config = PreviewFixtures.root.appendingPathComponent("Scripts/preview-eslint.json").path
        // ESLint takes paths below its working directory: it runs in the scratch folder.
        let lint = { (names: [String]) in
            try Subprocess.runTool(
                "env",
                ["NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs", eslint, "--no-eslintrc", "-c", config]
                    + names,
                in: folder)
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
