import Foundation
import TestSupport
import XCTest

/// The hostile-input corpus (`Tests/ControlSpecTests/Fixtures/Hostile`, plus the huge inputs made
/// here at run time) through the real `controlspec` binary: each input gets its expected diagnostic
/// at its place and exit status 1, never a hang or a crash, and `compile` writes nothing.
final class HostileInputTests: XCTestCase {
    /// What one hostile input must produce: the first diagnostic's code and position.
    private struct Expectation {
        var file: String
        var code: String
        var line: Int
        var column: Int
    }

    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ControlSpecTests/Fixtures/Hostile")

    private static let rejected: [Expectation] = [
        Expectation(file: "invalid-utf8", code: "yaml-syntax", line: 2, column: 20),
        Expectation(file: "empty", code: "type-mismatch", line: 1, column: 1),
        Expectation(file: "only-comments", code: "type-mismatch", line: 1, column: 1),
        Expectation(file: "two-documents", code: "yaml-syntax", line: 8, column: 1),
        Expectation(file: "billion-laughs", code: "alias-limit", line: 6, column: 8),
        Expectation(file: "python-tag", code: "unsupported-tag", line: 1, column: 10),
        Expectation(file: "missing-anchor", code: "yaml-syntax", line: 2, column: 10),
        Expectation(file: "crlf-error", code: "undefined-reference", line: 8, column: 20),
        Expectation(file: "name-quote", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-newline", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-emoji", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-comment-close", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-triple-quote", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-pound-if", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-backslash", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "name-unicode-letters", code: "invalid-name", line: 6, column: 3),
        Expectation(file: "control-name-breakout", code: "invalid-name", line: 1, column: 10),
        Expectation(file: "event-name-breakout", code: "invalid-name", line: 2, column: 15),
        Expectation(file: "enum-case-breakout", code: "invalid-name", line: 3, column: 38),
        Expectation(file: "int-overflow", code: "value-out-of-range", line: 10, column: 79),
        Expectation(file: "guard-long-chain", code: "invalid-guard", line: 9, column: 681),
    ]

    /// Inputs that should simply work: no error or warning (guards too complex for the exact
    /// analysis earn an `exploration-budget` note).
    private static let accepted = [
        "bom", "crlf", "tabs", "breakout-strings", "keyword-names", "member-names", "type-names",
        "region-names",
        "int-extremes", "guard-and-of-ors", "guard-or-of-ands", "long-names",
    ]

    func testEveryCorpusFileGivesItsDiagnosticFastAndWritesNothing() throws {
        let listed = Set(Self.rejected.map(\.file) + Self.accepted)
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".control.yaml") }
            .map { String($0.dropLast(".control.yaml".count)) }
        XCTAssertEqual(Set(present), listed, "every corpus file has an expectation here")
        for expectation in Self.rejected {
            let url = Self.corpus.appendingPathComponent(expectation.file + ".control.yaml")
            try assertRejected(url, expecting: expectation)
        }
    }

    func testHugeInputsMadeAtRunTimeAreRefusedFast() throws {
        let folder = try temporaryDirectory(self)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let scalar = "control: Hostile\nsummary: " + String(repeating: "x", count: 10 * 1024 * 1024) + "\n"
        let inputs: [(name: String, bytes: [UInt8], expectation: Expectation)] = [
            (
                "deep-flow", Array(("control: " + deep).utf8),
                Expectation(file: "deep-flow", code: "depth-limit", line: 1, column: 73)
            ),
            (
                "deep-block", Array(Self.blockNesting(levels: 100_000).utf8),
                Expectation(file: "deep-block", code: "depth-limit", line: 3, column: 127)
            ),
            (
                "ten-megabyte-scalar", Array(scalar.utf8),
                Expectation(file: "ten-megabyte-scalar", code: "size-limit", line: 1, column: 1)
            ),
            (
                "random-binary", Self.randomBytes(count: 65_536, seed: 0x5EED),
                Expectation(file: "random-binary", code: "yaml-syntax", line: 1, column: 1)
            ),
        ]
        for input in inputs {
            let url = folder.appendingPathComponent(input.name + ".control.yaml")
            try Data(input.bytes).write(to: url)
            try assertRejected(
                url, expecting: input.expectation, checkPosition: input.name != "random-binary")
        }
    }

    func testBOMCRLFTabsAndBreakoutStringsSimplyWork() throws {
        for name in Self.accepted {
            let url = Self.corpus.appendingPathComponent(name + ".control.yaml")
            let lint = try guarded(name, ["lint", url.path, "--format", "json"])
            XCTAssertEqual(lint.status, 0, "\(name): \(lint.standardError)")
            let findings = try diagnostics(lint).filter { $0["severity"] as? String != "note" }
            XCTAssertEqual(findings.count, 0, "\(name): \(lint.standardOutput)")
            let output = try temporaryDirectory(self)
            let compile = try guarded(name, ["compile", url.path, "--output", output.path])
            XCTAssertEqual(compile.status, 0, "\(name): \(compile.standardError)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path).count, 1, name)
        }
    }

    func testCRLFKeepsColumnsOfTheLFForm() throws {
        let folder = try temporaryDirectory(self)
        let crlf = try Data(contentsOf: Self.corpus.appendingPathComponent("crlf-error.control.yaml"))
        let lf = Data(String(decoding: crlf, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8)
        let url = folder.appendingPathComponent("lf.control.yaml")
        try lf.write(to: url)
        try assertRejected(
            url, expecting: Expectation(file: "lf", code: "undefined-reference", line: 8, column: 20))
    }

    // MARK: - Helpers

    /// `lint` reports the expected first diagnostic and exits 1; `compile` exits 1 and writes
    /// nothing; both without a hang or a crash.
    private func assertRejected(
        _ url: URL, expecting expectation: Expectation, checkPosition: Bool = true,
        line: UInt = #line
    ) throws {
        let name = expectation.file
        let lint = try guarded(name, line: line, ["lint", url.path, "--format", "json"])
        XCTAssertEqual(lint.status, 1, "\(name): \(lint.standardError)", line: line)
        let found = try diagnostics(lint)
        let first = try XCTUnwrap(found.first, "\(name) has no diagnostic", line: line)
        XCTAssertEqual(first["code"] as? String, expectation.code, "\(name): \(found)", line: line)
        if checkPosition {
            XCTAssertEqual(first["line"] as? Int, expectation.line, "\(name): \(first)", line: line)
            XCTAssertEqual(first["column"] as? Int, expectation.column, "\(name): \(first)", line: line)
        }
        let output = try temporaryDirectory(self)
        let compile = try guarded(name, line: line, ["compile", url.path, "--output", output.path])
        XCTAssertEqual(compile.status, 1, "\(name): \(compile.standardError)", line: line)
        XCTAssertTrue(compile.standardError.contains("nothing written"), name, line: line)
        XCTAssertFalse(compile.standardError.contains("Fatal error"), name, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), [], name, line: line)
    }

    /// Seconds after which a run counts as hung: 120 (every input takes well under a second on an
    /// idle machine; `Benchmarks/hostile_corpus.py` measures them), or `HOSTILE_TIME_LIMIT`. A
    /// unit test does not time runs: a loaded machine is not a slow tool.
    private static let hangLimit =
        ProcessInfo.processInfo.environment["HOSTILE_TIME_LIMIT"].flatMap(Double.init) ?? 120

    /// Runs `controlspec` with `arguments`, failing (and ending it) when it is still running
    /// after `hangLimit` seconds.
    private func guarded(_ name: String, line: UInt = #line, _ arguments: [String]) throws
        -> ToolRunner.Result
    {
        try XCTUnwrap(
            try ToolRunner.run(arguments, timeout: Self.hangLimit),
            "\(name) hung: no result after \(Self.hangLimit) s", line: line)
    }

    private func diagnostics(_ result: ToolRunner.Result) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try XCTUnwrap(json as? [[String: Any]], result.standardOutput)
    }

    /// Block sequences nested `levels` deep on one line (`- - - … a`).
    private static func blockNesting(levels: Int) -> String {
        "control: Hostile\nx:\n" + String(repeating: "- ", count: levels) + "a\n"
    }

    /// Deterministic noise, so a failure reproduces.
    private static func randomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }
}
