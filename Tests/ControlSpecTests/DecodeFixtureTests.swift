import ControlSpec
import Foundation
import XCTest

/// The canonical example of each diagnostic code: `Fixtures/Diagnostics/<code>.control.yaml`, whose
/// header says what the code means, how to fix it and where it must be reported.
final class DecodeFixtureTests: XCTestCase {
    /// The codes the Decode stage owns; each has exactly one canonical fixture.
    static let decodeCodes: [DiagnosticCode] = [
        .unknownKey, .missingKey, .typeMismatch, .invalidName, .undefinedReference, .duplicateName,
        .valueOutOfRange, .invalidGuard, .springForm,
    ]

    private var folder: URL {
        DecodeHarness.packageRoot.appendingPathComponent("Tests/ControlSpecTests/Fixtures/Diagnostics")
    }

    func testEveryDecodeCodeHasOneCanonicalFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for code in Self.decodeCodes {
            XCTAssertEqual(names.filter { $0 == "\(code.rawValue).control.yaml" }.count, 1, code.rawValue)
        }
    }

    func testEachFixtureProducesExactlyItsDiagnosticWhereItSays() throws {
        for code in Self.decodeCodes {
            let url = folder.appendingPathComponent("\(code.rawValue).control.yaml")
            let text = try String(contentsOf: url, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertTrue(lines[0].hasPrefix("# summary: "), code.rawValue)
            XCTAssertTrue(lines[1].hasPrefix("# fix: "), code.rawValue)
            let expect = lines[2].split(separator: " ").map(String.init)
            XCTAssertEqual(expect.prefix(3), ["#", "expect:", code.rawValue])
            let place = try XCTUnwrap(expect.last?.split(separator: ":").compactMap { Int($0) })
            let result = Pipeline().check(Array(text.utf8), file: url.lastPathComponent)
            XCTAssertEqual(
                result.diagnostics.map { "\($0.code.rawValue) \($0.location)" },
                ["\(code.rawValue) \(place[0]):\(place[1])"],
                result.diagnostics.map(Self.describe).joined(separator: "\n"))
        }
    }
}
