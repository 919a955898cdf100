import Foundation
import XCTest

@testable import ControlSpec

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
        XCTAssertEqual(LanguageTables.tables(in: page).sorted(), SpecKeys.all.map(\.name).sorted())
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

    /// The fuzzer's dictionary offers every key and keyword of the language.
    func testFuzzDictionaryHasEveryKeyAndKeyword() throws {
        let dictionary = try String(
            contentsOf: DecodeHarness.packageRoot.appendingPathComponent("Fuzz/controlspec.dict"),
            encoding: .utf8)
        for table in SpecKeys.all {
            for entry in table.entries {
                XCTAssertTrue(dictionary.contains("\"\(entry.name): \""), "\(table.name).\(entry.name)")
                let kinds: [ValueKind]
                if case .oneOf(let alternatives) = entry.kind {
                    kinds = alternatives
                } else {
                    kinds = [entry.kind]
                }
                for case .keyword(let words) in kinds {
                    for word in words {
                        XCTAssertTrue(
                            dictionary.contains("\"\(word)\""), "\(table.name).\(entry.name): \(word)")
                    }
                }
            }
        }
    }
}
