import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Hostile or unusual input gets diagnostics, never a crash or a hang.
final class DecodeRobustnessTests: XCTestCase {
    private let spec = "control: T\nproperties: { n: { type: int } }\ninitial: a\nstates: { a: {} }\n"

    func testDeeplyNestedGuardIsRefusedAtItsColumn() {
        let guardText = String(repeating: "(", count: 5_000) + "n > 0" + String(repeating: ")", count: 5_000)
        let diagnostics = decodeExpecting(
            spec + "transitions:\n  - { from: a, on: tap, to: a, when: \"\(guardText)\" }\n",
            ["invalid-guard 6:103"])
        XCTAssertEqual(diagnostics.first?.message, "the guard nests more than 64 levels deep; simplify it")
    }

    func testEveryKeyWithOddValuesIsDecodedWithoutTrapping() {
        let values = ["[1, [2]]", "{ x: { y: z } }", "\"\"", "~", "-1e999", "999999999999999999999", "'#'"]
        for table in SpecKeys.all {
            for key in table.keys {
                for value in values {
                    let text = DecodeHarness.document(placing: "\(key): \(value)", in: table.name)
                    let (_, diagnostics) = DecodeHarness.decode(text)
                    // No key takes an arbitrary mapping or nothing; the other values only must not trap.
                    if value.hasPrefix("{") || value == "~" {
                        XCTAssertFalse(
                            diagnostics.isEmpty, "\(table.name).\(key): \(value) should be reported")
                    }
                }
            }
        }
    }
}
