import ControlSpec
import Testing

@testable import ControlSpecLanguageServer

/// The context of a cursor (marked `|` in each text) read from the lines above it.
@Suite struct CursorContextTests {
    private func context(_ marked: String) -> CursorContext {
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.unicodeScalars)
        }
        let line = lines.firstIndex { $0.contains("|") } ?? 0
        let column = lines[line].firstIndex(of: "|") ?? 0
        let document = TextDocument(marked.replacingOccurrences(of: "|", with: ""))
        return CursorContext(document, at: SourceLocation(line: line + 1, column: column + 1))
    }

    @Test func aKeyOfATransitionInABlockList() {
        let found = context("control: X\ntransitions:\n  - from: a\n    on: tap\n    t|\n")
        #expect(found.path == ["transitions"])
        #expect(found.siblings.sorted() == ["from", "on"])
        #expect(found.place == .key(prefix: "t"))
        #expect(LanguagePath.table(at: found.path)?.name == "transition")
    }

    @Test func aValueAfterAKey() {
        let found = context("transitions:\n  - from: a\n    to: o|\n")
        #expect(found.path == ["transitions"])
        #expect(found.place == .value(key: "to", prefix: "o", inList: false))
    }

    @Test func aKeyOfANamedStateInARegion() {
        let found = context("regions:\n  power:\n    states:\n      off:\n        im|\n")
        #expect(found.path == ["regions", "power", "states", "off"])
        #expect(LanguagePath.table(at: found.path)?.name == "state")
    }

    @Test func anItemOfAListOfNames() {
        let found = context("events:\n  - tap\n  - |\n")
        #expect(found.path == [])
        #expect(found.place == .value(key: "events", prefix: "", inList: true))
    }

    @Test func anItemOfAListOfTablesWrittenAtTheOwnersColumn() {
        let found = context("animations:\n  pop:\n    tracks:\n    - target: incoming\n      pro|\n")
        #expect(found.path == ["animations", "pop", "tracks"])
        #expect(LanguagePath.table(at: found.path)?.name == "track")
    }

    @Test func aNameUnderSetIsAValue() {
        let found = context("transitions:\n  - from: a\n    set:\n      co|\n")
        #expect(found.place == .value(key: "set", prefix: "co", inList: false))
        #expect(found.path == ["transitions"])
    }

    @Test func aNameBeingDeclaredHasNoTable() {
        let found = context("states:\n  id|\n")
        #expect(found.path == ["states"])
        #expect(LanguagePath.table(at: found.path) == nil)
    }
}
