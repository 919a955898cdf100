import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The key tables of `Docs/Language.md` are `SpecKeys` as `LanguageTables` writes them.
/// Re-record with `RECORD_DOCS=1 swift test --filter LanguageDocsTests`.
final class LanguageDocsTests: XCTestCase {
    private var pageURL: URL { DecodeHarness.packageRoot.appendingPathComponent("Docs/Language.md") }

    func testKeyTablesOfTheReferenceAreUpToDate() throws {
        let checkedIn = try String(contentsOf: pageURL, encoding: .utf8)
        let updated = LanguageTables.update(checkedIn)
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil, updated != checkedIn {
            try Data(updated.utf8).write(to: pageURL)
        }
        XCTAssertEqual(
            checkedIn, updated,
            "Docs/Language.md is stale: run RECORD_DOCS=1 swift test --filter LanguageDocsTests")
    }

    func testEveryTableOfTheLanguageIsInTheReferenceOnce() throws {
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        XCTAssertEqual(
            LanguageTables.tables(in: page).sorted(),
            (SpecKeys.all.map(\.name) + [LanguageTables.builtinEvents]).sorted())
    }

    func testEveryKeyIsARowOfItsTable() throws {
        let page = LanguageTables.update(try String(contentsOf: pageURL, encoding: .utf8))
        for table in SpecKeys.all {
            let start = try XCTUnwrap(page.range(of: "<!-- keys: \(table.name) -->"), table.name)
            let end = try XCTUnwrap(
                page.range(of: "<!-- end keys -->", range: start.upperBound..<page.endIndex))
            let rows = page[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
            XCTAssertEqual(rows.map { $0.split(separator: "`")[1] }.map(String.init), table.keys, table.name)
        }
    }

    /// The fuzzer's dictionary: the entries written from the language are well-formed libFuzzer
    /// entries for every key and keyword, and the hand-picked file repeats none of them.
    func testFuzzDictionaryComesFromTheLanguage() throws {
        let entries = FuzzDictionary.languageEntries.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let values = entries.compactMap { entry -> String? in
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                parts[1].hasPrefix("\""), parts[1].hasSuffix("\"")
            else { return nil }
            return String(parts[1].dropFirst().dropLast())
        }
        XCTAssertEqual(values.count, entries.count, "every entry is name=\"value\"")
        XCTAssertEqual(Set(values).count, values.count, "each entry once")
        for table in SpecKeys.all {
            for entry in table.entries {
                XCTAssertTrue(values.contains("\(entry.name): "), "\(table.name).\(entry.name)")
                for word in entry.kind.keywords {
                    XCTAssertTrue(values.contains(word), "\(table.name).\(entry.name): \(word)")
                }
            }
        }
        let handPicked = try String(
            contentsOf: DecodeHarness.packageRoot.appendingPathComponent("Fuzz/controlspec.dict"),
            encoding: .utf8)
        for value in values {
            XCTAssertFalse(handPicked.contains("=\"\(value)\""), "Fuzz/controlspec.dict repeats \(value)")
        }
    }
}
