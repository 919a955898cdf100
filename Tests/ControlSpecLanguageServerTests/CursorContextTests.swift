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

@Suite struct CursorContextSiblingTests {
    @Test func keysOfTheSameMappingAboveAndBelowAreSiblingsAndNoOthers() {
        let text =
            "control: X\nevents: [tap]\n\ntransitions:\n  - from: a\n    \n    to: b\n  - from: b\n    on: tap\n"
        let found = CursorContext(TextDocument(text), at: SourceLocation(line: 6, column: 5))
        #expect(found.path == ["transitions"])
        #expect(found.siblings.sorted() == ["from", "to"])
        let top = CursorContext(TextDocument(text), at: SourceLocation(line: 3, column: 1))
        #expect(top.path == [])
        #expect(top.siblings.sorted() == ["control", "events", "transitions"])
    }
}

/// Flow mappings on one line, as the examples write states and transitions.
@Suite struct FlowCursorContextTests {
    private func context(_ line: String, after lines: String) -> CursorContext {
        let text = lines + line + "\n"
        let number = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        return CursorContext(
            TextDocument(text), at: SourceLocation(line: number, column: line.unicodeScalars.count + 1))
    }

    @Test func aValueInATransitionWrittenAsAFlowMapping() {
        let found = context("  - { from: off, on: tap, to: o", after: "transitions:\n")
        #expect(found.path == ["transitions"])
        #expect(found.place == .value(key: "to", prefix: "o", inList: false))
        #expect(found.siblings == ["from", "on"])
    }

    @Test func aKeyInAStateWrittenAsAFlowMapping() {
        let found = context("  off: { image: dot, sel", after: "states:\n")
        #expect(found.path == ["states", "off"])
        #expect(found.place == .key(prefix: "sel"))
        #expect(LanguagePath.table(at: found.path)?.name == "state")
    }

    @Test func aNestedFlowMappingAndAFlowList() {
        let nested = context("  pop: { duration: 1, curve: { cub", after: "animations:\n")
        #expect(nested.path == ["animations", "pop", "curve"])
        #expect(LanguagePath.table(at: nested.path)?.name == "curve")
        let list = context("  - { from: [on, o", after: "transitions:\n")
        #expect(list.place == .value(key: "from", prefix: "o", inList: true))
    }

    @Test func aQuotedBraceIsText() {
        let found = context("  off: { accessibilityLabel: \"{x\", ima", after: "states:\n")
        #expect(found.place == .key(prefix: "ima"))
    }
}
