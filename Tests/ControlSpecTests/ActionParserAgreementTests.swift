import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// `set:` values in their common forms are read from UTF-8 bytes; everything else, and non-ASCII
/// text, as Unicode characters. On random texts both readers give the same value.
final class ActionParserAgreementTests: XCTestCase {
    func testRandomValuesReadAsTheCharacterReaderReadsThem() {
        let pieces = [
            "a", "level", "b1", "_x", "true", "false", "True", "0", "7", "42", "007", "123456789012345678",
            "1234567890123456789", "99999999999999999999", "+", "-", "!", ".", ".on", " ", "\t", "  ", "\n",
            "é",
            "\u{301}", "x\u{301}", "😀", "1.5", "=", "#", "\r\n",
        ]
        var generator = SplitMix(seed: 0x15d)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...6, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for style in [YAMLScalar.Style.plain, .doubleQuoted] {
                XCTAssertEqual(
                    DecodeContext.parseAction(text, style: style),
                    DecodeContext.parseAnyAction(text, style: style),
                    "\(text.debugDescription) \(style)")
            }
        }
    }

    func testCommonFormsReadTheirValues() {
        let cases: [(String, Action.Value?)] = [
            ("true", .bool(true)), (" false ", .bool(false)), ("-12", .int(-12)), ("+3", .int(3)),
            ("! on", .negation(of: "on")), (".off", .enumCase("off")),
            ("level + 1", .offset(of: "level", by: 1)),
            ("level-2", .offset(of: "level", by: -2)), ("wanted", .enumCase("wanted")), ("a + -1", nil),
            ("1.5", nil), (". on", nil),
        ]
        for (text, value) in cases {
            XCTAssertEqual(DecodeContext.parseAction(text, style: .plain), value, text)
            XCTAssertEqual(DecodeContext.parseAnyAction(text, style: .plain), value, text)
        }
    }
}
