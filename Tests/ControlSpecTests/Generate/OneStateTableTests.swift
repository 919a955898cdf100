import Foundation
import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecGenerate

/// A table-dispatched machine of one state writes its tables so that `swift format lint --strict`
/// accepts them: swift-format takes a literal whose one line of elements starts with a comment, or
/// that has one element, for a single-line one, which must not end in a trailing comma; others must.
final class OneStateTableTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func lint(_ yaml: String, name: String) throws -> (source: String, result: Subprocess.Result) {
        let result = Pipeline().check(Array(yaml.utf8), file: "\(name).control.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        let source = SwiftGenerator.generate(
            try XCTUnwrap(result.analysis), sourceFile: "\(name).control.yaml"
        )
        .contents
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-one-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let configuration = Self.root.appendingPathComponent(".swift-format").path
        let lint = try Subprocess.runTool(
            "swift", ["format", "lint", "--strict", "--configuration", configuration, file.path], in: folder)
        return (source, lint)
    }

    func testOneStateOneEventIsFormatClean() throws {
        let (source, result) = try lint(
            """
            control: Tapper
            summary: Says when it is tapped.
            events: [tap]
            outputs: [tapped]
            initial: only
            states: { only: {} }
            transitions:
              - { from: only, on: tap, to: only, emit: tapped }
            """, name: "Tapper")
        XCTAssertTrue(
            source.contains("private static let transitionTable: [Int32] = [\n        /* .only */ 0\n    ]"))
        XCTAssertTrue(source.contains("private static let targetTable: [State] = [\n        .only\n    ]"))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    func testOneStateTwoEventsIsFormatClean() throws {
        let (source, result) = try lint(
            """
            control: Pinger
            summary: Answers a ping.
            events: [ping, pong]
            outputs: [pinged]
            initial: only
            states: { only: {} }
            transitions:
              - { from: only, on: ping, to: only, emit: pinged }
            """, name: "Pinger")
        XCTAssertTrue(source.contains("/* .only */ 0, -1\n"))
        XCTAssertTrue(source.contains(".only, .only,\n"))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }
}
