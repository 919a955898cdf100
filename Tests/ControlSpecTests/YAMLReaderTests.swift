import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String, limits: SyntaxLimits = SyntaxLimits()) -> (YAMLNode?, [Diagnostic]) {
        let result = YAMLReader.read(Array(text.utf8), limits: limits)
        return (result.root, result.diagnostics)
    }

    private func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
        node?.mapping?.first { $0.key.scalar?.value == key }?.value
    }

    func testNodesCarryOneBasedLinesAndCharacterColumns() throws {
        let (root, diagnostics) = read("control: Like\nstates:\n  - { name: \"é€\", x: yes }\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(value(root, "control")?.location, SourceLocation(line: 1, column: 10))
        let item = try XCTUnwrap(value(root, "states")?.sequence?.first)
        XCTAssertEqual(item.location, SourceLocation(line: 3, column: 5))
        XCTAssertEqual(value(item, "name")?.scalar, YAMLScalar("é€", style: .doubleQuoted))
        // Columns count characters: "é€" is 2 characters but 5 bytes.
        XCTAssertEqual(value(item, "x")?.location, SourceLocation(line: 3, column: 22))
        XCTAssertEqual(value(item, "x")?.scalar?.value, "yes")
    }

    func testScalarStylesAreKept() {
        let (root, _) = read("a: plain\nb: 'single'\nc: |\n  literal\nd: >\n  folded\n")
        XCTAssertEqual(value(root, "a")?.scalar?.style, .plain)
        XCTAssertEqual(value(root, "b")?.scalar?.style, .singleQuoted)
        XCTAssertEqual(value(root, "c")?.scalar, YAMLScalar("literal\n", style: .literal))
        XCTAssertEqual(value(root, "d")?.scalar?.style, .folded)
    }

    func testDuplicateKeyPointsAtTheRepeatAndNotesTheFirst() throws {
        let (root, diagnostics) = read("control: A\nstates: {}\ncontrol: B\n")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostic.code, .duplicateKey)
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(diagnostic.notes.first?.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(value(root, "control")?.scalar?.value, "A", "the later pair is dropped")
        XCTAssertEqual(root?.mapping?.count, 2)
    }

    func testDuplicateKeysAreFoundInLargeMappingsToo() throws {
        let keys = (0..<40).map { "k\($0): \($0)" }
        let (root, diagnostics) = read((keys + ["k3: again", "k39: again"]).joined(separator: "\n") + "\n")
        XCTAssertEqual(diagnostics.map(\.code), [.duplicateKey, .duplicateKey])
        XCTAssertEqual(diagnostics.map(\.location.line), [41, 42])
        XCTAssertEqual(diagnostics.map { $0.notes.first?.location.line }, [4, 40])
        XCTAssertEqual(root?.mapping?.count, 40)
    }

    func testSyntaxErrorUsesLibyamlsProblemAndMark() throws {
        let (root, diagnostics) = read("control: A\nstates: [a, b\n")
        XCTAssertNil(root)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.code, .yamlSyntax)
        XCTAssertTrue(diagnostic.message.contains("flow sequence"), diagnostic.message)
        XCTAssertEqual(diagnostic.location.line, 3)
        XCTAssertEqual(diagnostic.notes.first?.location, SourceLocation(line: 2, column: 9))
    }

    func testInvalidUTF8IsASyntaxErrorAtItsPlace() throws {
        let bytes = Array("control: A\nsummary: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let (root, diagnostics) = YAMLReader.read(bytes)
        XCTAssertNil(root)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.code, .yamlSyntax)
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 2, column: 10))
    }

    func testByteOrderMarkCRLFAndTabsInScalarsSimplyWork() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("control: A\r\nsummary: \"a\tb\"\r\n".utf8)
        let (root, diagnostics) = YAMLReader.read(bytes)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(value(root, "summary")?.scalar?.value, "a\tb")
        XCTAssertEqual(value(root, "summary")?.location, SourceLocation(line: 2, column: 10))
    }

    func testDeepNestingIsRefusedEarly() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (root, diagnostics) = read(text)
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.code), [.depthLimit])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 1, column: 65))
    }

    func testBillionLaughsIsRefusedByTheAliasLimit() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        let names = ["b", "c", "d", "e", "f", "g", "h", "i"]
        var previous = "a"
        for name in names {
            let refs = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
            text += "\(name): &\(name) [\(refs)]\n"
            previous = name
        }
        let (root, diagnostics) = read(text)
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.code), [.aliasLimit])
    }

    func testAliasesExpandToTheAnchoredNode() {
        let (root, diagnostics) = read("a: &x { k: v }\nb: *x\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(value(value(root, "b"), "k")?.scalar?.value, "v")
        XCTAssertEqual(value(root, "b")?.location, SourceLocation(line: 2, column: 4))
    }

    func testAliasToAMissingAnchorIsAnError() {
        let (root, diagnostics) = read("a: *nowhere\n")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.code), [.yamlSyntax])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 1, column: 4))
    }

    func testSizeLimit() {
        let (root, diagnostics) = read("a: bcdefgh\n", limits: SyntaxLimits(maxBytes: 4))
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.code), [.sizeLimit])
    }

    func testOnlyOneDocumentPerFile() {
        let (root, diagnostics) = read("control: A\n---\ncontrol: B\n")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.code), [.yamlSyntax])
        XCTAssertEqual(diagnostics.first?.location.line, 2)
    }

    func testTagsAreKeptForTheDecoderToCheck() {
        let (root, diagnostics) = read("control: !!python/object:os.system A\n")
        XCTAssertEqual(diagnostics, [], "a tag is a decode problem, and does not stop the reading")
        XCTAssertEqual(root?.mapping?.first?.value.tag, "tag:yaml.org,2002:python/object:os.system")
    }

    func testEmptyAndCommentOnlyFilesReadAsAnEmptyScalar() {
        for text in ["", "# only a comment\n"] {
            let (root, diagnostics) = read(text)
            XCTAssertEqual(diagnostics, [])
            XCTAssertEqual(root?.scalar?.value, "")
        }
    }
}
