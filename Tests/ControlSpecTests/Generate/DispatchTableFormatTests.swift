import Foundation
import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecGenerate

/// A table-dispatched machine writes its tables so that `swift format lint --strict` accepts them
/// whatever their shape: swift-format takes a literal whose one line of elements starts with a
/// comment, or that has one element, for a single-line one, which must not end in a trailing comma
/// (a machine of one state), and fills a row longer than a line onto the next (a machine of many
/// events).
final class DispatchTableFormatTests: XCTestCase {
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

    /// A spec of `states` states and 30 events, each event leading from the first state to the
    /// last (to the first from the others).
    private static func wide(states: Int) -> String {
        let events = (0..<30).map { "e\($0)" }
        let names = (0..<states).map { "s\($0)" }
        var yaml = "control: Wide\nsummary: Many events.\nevents: [\(events.joined(separator: ", "))]\n"
        yaml +=
            "initial: s0\nstates: { \(names.map { "\($0): {}" }.joined(separator: ", ")) }\ntransitions:\n"
        for event in events {
            yaml += "  - { from: s0, on: \(event), to: \(names[names.count - 1]) }\n"
        }
        if states > 1 { yaml += "  - { from: \(names[names.count - 1]), on: e0, to: s0 }\n" }
        return yaml
    }

    func testRowsLongerThanALineAreFormatClean() throws {
        for states in [1, 2, 3] {
            let (source, result) = try lint(Self.wide(states: states), name: "Wide")
            XCTAssertTrue(source.contains("private static let transitionTable"), "\(states) states")
            XCTAssertEqual(result.status, 0, "\(states) states: " + result.output)
            XCTAssertEqual(result.output, "", "\(states) states")
        }
    }
}
