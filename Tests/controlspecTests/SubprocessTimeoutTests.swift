import Foundation
import TestSupport
import XCTest

/// `Subprocess.wait(timeout:)`, the hang guard of the hostile-input tests: a program that ends in
/// time gives its result, one that does not is ended and gives nil.
final class SubprocessTimeoutTests: XCTestCase {
    func testAProgramThatEndsInTimeGivesItsResult() throws {
        let process = try Subprocess(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "echo done; exit 3"])
        let result = try XCTUnwrap(process.wait(timeout: 60))
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.standardOutput, "done\n")
    }

    func testAProgramStillRunningIsEndedAndGivesNil() throws {
        let start = Date()
        let process = try Subprocess(URL(fileURLWithPath: "/usr/bin/env"), ["sleep", "30"])
        XCTAssertNil(process.wait(timeout: 0.2))
        XCTAssertLessThan(Date().timeIntervalSince(start), 25, "ended, not waited for")
    }
}
