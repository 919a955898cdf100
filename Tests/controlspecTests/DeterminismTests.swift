import Foundation
import XCTest

/// Output is a function of the input alone: separate `controlspec` processes, with Swift's
/// per-process random hash seed and with deterministic hashing, write the same bytes.
final class DeterminismTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let specFolders = ["Examples", "Tests/GeneratedCodeTests/Specs"].map {
        root.appendingPathComponent($0).path
    }

    /// Seeds of the three runs: random, random again (another process), deterministic.
    private static let hashings: [String?] = [nil, nil, "1"]

    private func run(_ arguments: [String], hashing: String?) throws -> ToolRunner.Result {
        try ToolRunner.run(arguments, environment: ["SWIFT_DETERMINISTIC_HASHING": hashing])
    }

    func testCompiledFilesAreTheSameInEveryProcess() throws {
        var outputs: [[String: Data]] = []
        for hashing in Self.hashings {
            let folder = try temporaryDirectory(self)
            let result = try run(
                ["compile"] + Self.specFolders + ["--output", folder.path], hashing: hashing)
            XCTAssertEqual(result.status, 0, result.standardError)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            outputs.append(files)
        }
        XCTAssertGreaterThan(outputs[0].count, 10)
        XCTAssertEqual(outputs[1], outputs[0], "two processes with random hash seeds")
        XCTAssertEqual(outputs[2], outputs[0], "random against deterministic hashing")
    }

    func testReportsAndGraphsAreTheSameInEveryProcess() throws {
        let examples = Self.root.appendingPathComponent("Examples")
        let specs = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".control.yaml") }.sorted().map {
                examples.appendingPathComponent($0).path
            }
        var commands = [
            ["lint", "--format", "json"] + Self.specFolders,
            ["lint", "--format", "sarif"] + Self.specFolders,
        ]
        commands += specs.map { ["graph", $0, "--format", "mermaid"] }
        for command in commands {
            let runs = try Self.hashings.map { try run(command, hashing: $0) }
            XCTAssertFalse(runs[0].standardOutput.isEmpty, command.joined(separator: " "))
            for other in runs.dropFirst() {
                XCTAssertEqual(other.status, runs[0].status, command.joined(separator: " "))
                XCTAssertEqual(other.standardOutput, runs[0].standardOutput, command.joined(separator: " "))
            }
        }
    }
}
