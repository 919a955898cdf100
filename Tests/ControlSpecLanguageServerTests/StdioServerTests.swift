import Foundation
import TestSupport
import XCTest

/// `controlspec lsp` as a process: framed messages on standard input, framed answers on standard
/// output; a broken message gets an error and the server goes on to a clean exit.
final class StdioServerTests: XCTestCase {
    private static func framed(_ body: String) -> Data {
        Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    func testABrokenMessageGetsAnErrorAndTheServerExitsCleanly() throws {
        let controlspec = BuiltTool.controlspec
        var input = Self.framed("{this is not json")
        input += Self.framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        input += Self.framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        input += Self.framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try Subprocess.run(controlspec, ["lsp"], input: input)
        XCTAssertEqual(result.status, 0, result.output)
        // After each header's empty line: the body, up to the next header.
        let bodies = Array(
            result.standardOutput.components(separatedBy: "\r\n\r\n").dropFirst()
                .map { $0.components(separatedBy: "Content-Length").first ?? "" })
        guard bodies.count == 3 else { return XCTFail(result.standardOutput) }
        XCTAssertTrue(bodies[0].contains(#""code":-32700"#), bodies[0])
        XCTAssertTrue(bodies[1].contains(#""capabilities""#), bodies[1])
        XCTAssertTrue(bodies[2].contains(#""id":2"#) && bodies[2].contains(#""result":null"#), bodies[2])
    }

    func testInputEndingWithoutExitIsStatusOne() throws {
        let controlspec = BuiltTool.controlspec
        let result = try Subprocess.run(controlspec, ["lsp"], input: Data("Content-Length: 5\r\n\r\n{".utf8))
        XCTAssertEqual(result.status, 1, result.output)
    }
}
