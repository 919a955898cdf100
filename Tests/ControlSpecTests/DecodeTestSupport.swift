import ControlSpec
import Foundation
import XCTest

/// Reads and decodes spec text the way the pipeline does, for the Decode tests.
enum DecodeHarness {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Syntax and Decode diagnostics of `text`, and the model when decoding produced one.
    static func decode(_ text: String, file: String = "T.control.yaml") -> (Control?, [Diagnostic]) {
        let (root, syntax) = YAMLReader.read(Array(text.utf8), file: file)
        guard let root else { return (nil, syntax) }
        let (control, decode) = SpecDecoder.decode(root, file: file)
        return (control, (syntax + decode).sorted())
    }

    /// The example specs under `Examples/`.
    static func examples() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: packageRoot.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.lastPathComponent.hasSuffix(".control.yaml") }.sorted { $0.path < $1.path }
    }
}

extension XCTestCase {
    /// Decodes `text` and asserts it has no diagnostics at all; returns the model.
    func decodeClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Control {
        let (control, diagnostics) = DecodeHarness.decode(text)
        XCTAssertEqual(diagnostics.map(Self.describe), [], file: file, line: line)
        return try XCTUnwrap(control, file: file, line: line)
    }

    /// Decodes `text` and asserts exactly the given diagnostics, as `code line:column` strings.
    @discardableResult
    func decodeExpecting(
        _ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) -> [Diagnostic] {
        let (_, diagnostics) = DecodeHarness.decode(text)
        XCTAssertEqual(
            diagnostics.map { "\($0.code.rawValue) \($0.location)" }, expected,
            diagnostics.map(Self.describe).joined(separator: "\n"), file: file, line: line)
        return diagnostics
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.code.rawValue): \(diagnostic.message)"
    }
}
