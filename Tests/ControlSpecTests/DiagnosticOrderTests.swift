import ControlSpec
import XCTest

final class DiagnosticOrderTests: XCTestCase {
    func testDiagnosticsSortByPositionThenCode() {
        let late = Diagnostic(.unknownKey, "b", file: "a.yaml", at: SourceLocation(line: 3, column: 1))
        let early = Diagnostic(.missingKey, "a", file: "a.yaml", at: SourceLocation(line: 1, column: 9))
        XCTAssertEqual([late, early].sorted(), [early, late])
        XCTAssertEqual(DiagnosticCode.unreachableState.severity, .warning)
        XCTAssertEqual(DiagnosticCode.ambiguousTransition.severity, .error)
    }
}
