import ControlSpec
import XCTest

final class TextReportTests: XCTestCase {
    private func render(_ source: String, at location: SourceLocation) -> [Substring] {
        let diagnostic = Diagnostic(.yamlSyntax, "bad", file: "a.yaml", at: location)
        return TextReport(sources: ["a.yaml": Array(source.utf8)]).render([diagnostic])
            .split(separator: "\n", omittingEmptySubsequences: false)
    }

    func testTheCaretStandsUnderTheColumnAndTabsBecomeSpaces() {
        let lines = render("x: 1\n\tkey: é!\n", at: SourceLocation(line: 2, column: 8))
        XCTAssertEqual(lines[0], "a.yaml:2:8: error: bad [yaml-syntax]")
        XCTAssertEqual(lines[1], "        key: é!", "the tab runs to column 8")
        XCTAssertEqual(lines[2], String(repeating: " ", count: 14) + "^")
    }

    func testVeryLongLinesShowAWindowAroundTheColumn() {
        let long = String(repeating: "[", count: 100_000) + "x"
        let lines = render(long + "\n", at: SourceLocation(line: 1, column: 50_000))
        XCTAssertEqual(lines[1].count, TextReport.maxShownColumns + 2, "the window and two ellipses")
        XCTAssertTrue(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        XCTAssertEqual(lines[2].count, TextReport.maxShownColumns / 2 + 2)
        XCTAssertTrue(lines[2].hasSuffix("^"))
        let end = render(long + "\n", at: SourceLocation(line: 1, column: 100_001))
        XCTAssertTrue(end[1].hasSuffix("[x"), "a window at the end of the line is not cut there")
        XCTAssertEqual(end[2].count, TextReport.maxShownColumns + 1)
    }
}
