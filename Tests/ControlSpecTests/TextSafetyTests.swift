import ControlSpec
import XCTest

/// The text report is safe and regular: no raw control character reaches it, every error or
/// warning is one line, and the excerpt and caret are right for CR-only files, tabs and wide
/// characters.
final class TextSafetyTests: XCTestCase {
    private func report(_ text: String, file: String = "T.control.yaml") -> (String, [Diagnostic]) {
        let bytes = Array(text.utf8)
        let diagnostics = Pipeline().check(bytes, file: file).diagnostics
        return (TextReport(sources: [file: bytes]).render(diagnostics), diagnostics)
    }

    /// Fails on a raw control character, and on any line that is neither a diagnostic, a note,
    /// nor the excerpt and caret under one.
    private func assertSafeAndRegular(
        _ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (output, diagnostics) = report(text)
        XCTAssertFalse(diagnostics.isEmpty, "expected a diagnostic for \(context)", file: file, line: line)
        for scalar in output.unicodeScalars where scalar != "\n" {
            XCTAssertFalse(
                (0...0x1F).contains(scalar.value) || (0x7F...0x9F).contains(scalar.value),
                "raw U+\(String(scalar.value, radix: 16)) in the output for \(context): \(output.debugDescription)",
                file: file, line: line)
        }
        let diagnosticLine = #/[^:]+:\d+:\d+: (error|warning): .* \[[a-z-]+\]/#
        let noteLine = #/[^:]+:\d+:\d+: note: .*/#
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
        while !lines.isEmpty {
            let header = lines.removeFirst()
            XCTAssertTrue(
                header.wholeMatch(of: diagnosticLine) != nil || header.wholeMatch(of: noteLine) != nil,
                "not a diagnostic or note line for \(context): \(header.debugDescription)", file: file,
                line: line)
            if lines.count >= 2, lines[1].allSatisfy({ $0 == " " || $0 == "^" }), lines[1].hasSuffix("^") {
                lines.removeFirst(2)
            }
        }
    }

    func testEveryC0ControlAndEscapeSequenceIsShownEscaped() {
        var injected =
            (0...0x1F).map { String(format: "\\x%02X", $0) } + ["\\x7F", "\\x85", "\\u2028", "\\u202E"]
        injected += ["\\e[31mred\\e[0m", "\\e]0;title\\a", "\\e[2J\\e[H"]
        for text in injected {
            // A name, a value, a string (as an unknown key) and a state's name.
            assertSafeAndRegular(
                "control: \"T\(text)\"\ninitial: a\nstates: { a: {} }\n", "a name with \(text)")
            assertSafeAndRegular(
                "control: T\ninitial: a\nstates: { a: { alpha: \"x\(text)\" } }\n", "a value with \(text)")
            assertSafeAndRegular(
                "control: T\ninitial: a\nstates: { a: { \"k\(text)\": 1 } }\n", "a key with \(text)")
            assertSafeAndRegular(
                "control: T\ninitial: a\nstates: { \"s\(text)\": {} }\n", "a state name with \(text)")
        }
    }

    func testRawControlCharactersInCommentsAndStringsAreEscapedInTheExcerpt() {
        for value in Array(0...0x1F) + [0x7F] where value != 0x0A && value != 0x0D {
            let character = String(UnicodeScalar(UInt8(value)))
            assertSafeAndRegular(
                "control: T\ninitial: a\nstates: { a: {} }\noops: 1 # \(character)\u{1B}[31m\n",
                "a raw U+\(String(value, radix: 16)) in a comment")
            assertSafeAndRegular(
                "control: T\ninitial: a\nstates: { a: { alpha: 'x\(character)\u{1B}[2J' } }\n",
                "a raw U+\(String(value, radix: 16)) in a string")
        }
    }

    func testMultiLineScalarsAreQuotedOnOneLine() {
        for text in ["'ab\n  cd'\n", "|\n  literal\n  text\n", ">\n folded\n text\n", "\"\\tx\\ny\"\n"] {
            assertSafeAndRegular(text, text.debugDescription)
        }
    }

    func testExcerptOfACROnlyFile() {
        let (output, _) = report("control: T\rinitial: a\rstates: { a: {} }\roops: 1\r")
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, output)
        XCTAssertTrue(lines[0].hasPrefix("T.control.yaml:4:1: error: unknown key 'oops'"), lines[0])
        XCTAssertEqual(lines.dropFirst(), ["oops: 1", "^"])
    }

    func testCaretUnderTabsAndWideCharacters() {
        let text = "control: T\ninitial: a\nstates: { a: { accessibilityLabel: \"中文😀\",\toops: 1 } }\n"
        let (output, _) = report(text)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, output)
        XCTAssertEqual(lines[1], "states: { a: { accessibilityLabel: \"中文😀\",    oops: 1 } }")
        // 36 characters, three wide ones (6 columns), `",` (2): column 44; the tab runs to 48.
        XCTAssertEqual(lines[2], String(repeating: " ", count: 48) + "^")
    }
}
