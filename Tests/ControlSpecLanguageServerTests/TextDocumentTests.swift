import ControlSpec
import Testing

@testable import ControlSpecLanguageServer

/// LSP counts columns in UTF-16 code units; the compiler in Unicode scalars. Expected columns are
/// counted by hand from the text.
@Suite struct TextDocumentTests {
    @Test func convertsScalarColumnsToUTF16() {
        // "😀" is one scalar and two UTF-16 units; "é" one of each.
        let document = TextDocument("a: \"😀é\", b\nx")
        // `b` is the 9th scalar of line 1: a : space " 😀 é " , space b → column 10 (1-based scalars).
        let position = document.position(of: SourceLocation(line: 1, column: 10))
        #expect(position == Position(line: 0, character: 10))
        #expect(
            document.location(of: Position(line: 0, character: 10)) == SourceLocation(line: 1, column: 10))
        // Before the emoji: the same in both.
        #expect(document.position(of: SourceLocation(line: 1, column: 5)) == Position(line: 0, character: 4))
        // After it: one more unit than scalars.
        #expect(document.position(of: SourceLocation(line: 1, column: 6)) == Position(line: 0, character: 6))
    }

    @Test func countsLinesAsLibyamlDoes() {
        let document = TextDocument("a\r\nb\rc\nd")
        #expect(document.lines.count == 4)
        #expect(document.position(of: SourceLocation(line: 4, column: 1)) == Position(line: 3, character: 0))
    }

    @Test func clampsPositionsOutsideTheText() {
        let document = TextDocument("ab\n")
        #expect(document.position(of: SourceLocation(line: 9, column: 9)) == Position(line: 1, character: 0))
        #expect(document.position(of: SourceLocation(line: 1, column: 9)) == Position(line: 0, character: 2))
    }

    @Test func appliesIncrementalChangesInUTF16() {
        var document = TextDocument("x: 😀a\ny: b\r\nz: c")
        // Replace `a` (after the emoji: UTF-16 column 5) with `bc`.
        document.apply("bc", in: TextRange(Position(line: 0, character: 5), Position(line: 0, character: 6)))
        #expect(document.text == "x: 😀bc\ny: b\r\nz: c")
        // Join lines 2 and 3 across the CRLF.
        document.apply(" ", in: TextRange(Position(line: 1, character: 4), Position(line: 2, character: 0)))
        #expect(document.text == "x: 😀bc\ny: b z: c")
        // Insert at the very end, and replace everything.
        document.apply("\n", in: TextRange(Position(line: 1, character: 9), Position(line: 1, character: 9)))
        #expect(document.lines.count == 3)
        document.apply("new", in: nil)
        #expect(document.text == "new")
    }
}
