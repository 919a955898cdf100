import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The name rule reads UTF-8 bytes: ASCII letters and digits only, the first letter's case by kind.
final class NameRulesTests: XCTestCase {
    func testLowerCamelCaseNames() {
        for valid in ["a", "s123", "touchDown", "aB9", "x0y"] {
            XCTAssertNil(NameRules.problem(with: valid, kind: .state), valid)
        }
        for invalid in ["A", "1a", "a_b", "_a", "a-b", "é", "aé", "a b", "a\u{301}", "ａ", "a\n", "Ab"] {
            XCTAssertEqual(
                NameRules.problem(with: invalid, kind: .event),
                "'\(invalid)' is not a lowerCamelCase identifier; use letters and digits, starting with a"
                    + " lowercase letter (e.g. '\(NameRules.suggestion(for: invalid, upper: false))')",
                invalid)
        }
        XCTAssertEqual(NameRules.problem(with: "", kind: .state), "a name cannot be empty")
    }

    func testUpperCamelCaseTypeNames() {
        XCTAssertNil(NameRules.problem(with: "LikeButton2", kind: .control))
        for invalid in ["likeButton", "Like_Button", "Ünit", "L é", "9Lives"] {
            XCTAssertEqual(
                NameRules.problem(with: invalid, kind: .control),
                "'\(invalid)' is not an UpperCamelCase type name; use letters and digits, starting with a"
                    + " capital letter (e.g. '\(NameRules.suggestion(for: invalid, upper: true))')",
                invalid)
        }
        XCTAssertEqual(
            NameRules.problem(with: "UIView", kind: .control),
            "'UIView' is reserved by Swift or used by the generated code and cannot name a control;"
                + " choose another name")
    }
}
