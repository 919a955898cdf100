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

/// The guard parser reads UTF-8 bytes and keeps no text per token. These tests hold it to a
/// straightforward reference that reads Unicode scalars and builds a `String` per token (the
/// parser's earlier form): on thousands of random guards, ASCII and not, well-formed and not, both
/// give the same expression or the same message at the same offset. The reference knows the guards
/// without numbers: a random text with number syntax (`+`, a decimal, `min(`, …) is read by
/// `NumberParser` inside the guard and checked by `NumberGuardParseTests` instead.
final class GuardParserAgreementTests: XCTestCase {
    private static let start = SourceLocation(line: 7, column: 20)

    func testRandomGuardsParseAsTheReferenceDoes() {
        let pieces = [
            "a", "b1", "level", "_x", "true", "false", "é", "ü1", "😀", "名", "0", "7", "42", "-3", "-", "007",
            "9223372036854775807", "-9223372036854775808", "9223372036854775808", "99999999999999999999",
            "1e5", "2.5", ".5", ".", ".on", ".A_1", "(", ")", "!", "&&", "||", "==", "!=", "<", "<=", ">",
            ">=",
            "=", "&", "|", " ", "  ", "\t", "\n", "\r", "#", "+", "=>", "!!", "é=", "x\u{301}",
        ]
        var generator = SplitMix(seed: 0x15d)
        var tokens: [GuardToken] = []
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...9, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if Self.hasNumberSyntax(text) { continue }
            _ = assertAgreement(on: text, shift: 1, tokens: &tokens)
        }
    }

    func testWellFormedGuardsAgree() {
        let guards = [
            "level < 4 && b1", "level >= 4 || !b1", "level == 0", "mode != .off", "!(a || b) && c",
            "x <= -12 || y > 3 && (z == .on)", "((((a))))", "!!!a", "a == true != false",
        ]
        let tooDeep = [
            String(repeating: "(", count: 70) + "a" + String(repeating: ")", count: 70),
            String(repeating: "!", count: 70) + "a",
            Array(repeating: "a", count: 130).joined(separator: " && "),
            Array(repeating: "a", count: 129).joined(separator: " || ") + " é",
        ]
        var tokens: [GuardToken] = []
        for text in guards {
            XCTAssertNoThrow(try assertAgreement(on: text, tokens: &tokens).get(), text)
        }
        for text in tooDeep {
            XCTAssertThrowsError(try assertAgreement(on: text, tokens: &tokens).get(), text)
        }
    }

    /// Whether `text` has what only a number operand has: `+ * / ,`, a `-` before no digit, a
    /// decimal point before a digit, or a name directly followed by `(` or `.`.
    private static func hasNumberSyntax(_ text: String) -> Bool {
        let characters = Array(text.unicodeScalars)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            switch character {
            case "+", "*", "/", ",": return true
            case "-" where !("0"..."9").contains(next): return true
            case "." where ("0"..."9").contains(next): return true
            case _ where character.isIdentifierBody && (next == "(" || next == "."): return true
            default: continue
            }
        }
        return false
    }

    /// Parses `text` with both parsers (locations `shift` columns into the scalar), asserts they give
    /// the same expression or the same error, and returns the reference's result.
    @discardableResult
    private func assertAgreement(
        on text: String, shift: Int = 0, tokens: inout [GuardToken], line: UInt = #line
    ) -> Result<SpecExpression, GuardSyntaxError> {
        let expected = Result { () throws(GuardSyntaxError) -> SpecExpression in
            try ReferenceGuardParser.parse(text) { Self.start.advanced(by: $0 + shift) }
        }
        let actual = Result { () throws(GuardSyntaxError) -> SpecExpression in
            try GuardParser.parse(
                text, locator: GuardLocator(start: Self.start, shift: shift), tokens: &tokens)
        }
        XCTAssertEqual(actual, expected, "guard \(text.debugDescription)", line: line)
        return expected
    }

    func testANonASCIICharacterIsReportedAtItsCharacterOffset() {
        var tokens: [GuardToken] = []
        let text = "ab && é"
        XCTAssertThrowsError(
            try GuardParser.parse(text, locator: GuardLocator(start: Self.start, shift: 0), tokens: &tokens)
        ) { error in
            XCTAssertEqual(
                error as? GuardSyntaxError,
                GuardSyntaxError(
                    message: "unexpected character 'é'; guards use names, numbers, .cases,"
                        + " ! && || == != < <= > >=, + - * / and ( )",
                    offset: 6))
        }
    }
}

/// The reference: tokens of Unicode scalars with their text, then recursive descent over them.
private struct ReferenceGuardParser {
    private enum Token: Equatable {
        case identifier(String), integer(Int), enumCase(String), symbol(String), open, close, end
    }

    private let tokens: [(Token, Int)]
    private var position = 0
    private var nesting = 0
    private var operators = 0
    private let locate: (Int) -> SourceLocation
    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="]]
    private static let decimal =
        "decimals are not allowed in guards, which compare bools, ints and enum cases; compare with an integer"

    static func parse(
        _ text: String, locate: @escaping (Int) -> SourceLocation
    ) throws(GuardSyntaxError) -> SpecExpression {
        var parser = ReferenceGuardParser(tokens: try tokens(text), locate: locate)
        guard parser.tokens.count > 1 else {
            throw GuardSyntaxError(
                message: "the guard is empty; write a condition such as 'count > 0'", offset: 0)
        }
        let expression = try parser.binary(0)
        let (rest, offset) = parser.current
        guard rest == .end else {
            throw GuardSyntaxError(
                message: "unexpected \(describe(rest)) after a complete guard", offset: offset)
        }
        return expression
    }

    private init(tokens: [(Token, Int)], locate: @escaping (Int) -> SourceLocation) {
        self.tokens = tokens
        self.locate = locate
    }

    private static func tokens(_ text: String) throws(GuardSyntaxError) -> [(Token, Int)] {
        let characters = Array(text.unicodeScalars)
        func isDigit(_ index: Int) -> Bool {
            index < characters.count && ("0"..."9").contains(characters[index])
        }
        func word(_ start: Int, _ end: Int) -> String {
            String(String.UnicodeScalarView(characters[start..<end]))
        }
        var tokens: [(Token, Int)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character == " " || character == "\t" || character == "\n" {
                index += 1
            } else if character.isIdentifierHead {
                while index < characters.count, characters[index].isIdentifierBody { index += 1 }
                tokens.append((.identifier(word(start, index)), start))
            } else if ("0"..."9").contains(character) || (character == "-" && isDigit(index + 1)) {
                index += 1
                while index < characters.count, characters[index].isIdentifierBody { index += 1 }
                if index + 1 < characters.count, characters[index] == ".", isDigit(index + 1) {
                    throw GuardSyntaxError(message: decimal, offset: start)
                }
                guard let value = Int(word(start, index)) else {
                    throw GuardSyntaxError(
                        message: "'\(word(start, index))' is not an integer", offset: start)
                }
                tokens.append((.integer(value), start))
            } else if character == "." {
                index += 1
                if isDigit(index) { throw GuardSyntaxError(message: decimal, offset: start) }
                guard index < characters.count, characters[index].isIdentifierHead else {
                    throw GuardSyntaxError(
                        message: "expected an enum case name after '.', as in '.on'", offset: start)
                }
                while index < characters.count, characters[index].isIdentifierBody { index += 1 }
                tokens.append((.enumCase(word(start + 1, index)), start))
            } else if character == "(" || character == ")" {
                tokens.append((character == "(" ? .open : .close, start))
                index += 1
            } else if let symbol = ["&&", "||", "==", "!=", "<=", ">=", "<", ">", "!"].first(where: {
                Array($0.unicodeScalars) == Array(characters[index..<min(characters.count, index + $0.count)])
            }) {
                tokens.append((.symbol(symbol), start))
                index += symbol.count
            } else {
                let message: String
                switch character {
                case "=": message = "unexpected '='; compare with '=='"
                case "&": message = "unexpected '&'; write '&&' for and"
                case "|": message = "unexpected '|'; write '||' for or"
                default:
                    message =
                        "unexpected character '\(character)'; guards use names, numbers, .cases,"
                        + " ! && || == != < <= > >=, + - * / and ( )"
                }
                throw GuardSyntaxError(message: message, offset: start)
            }
        }
        tokens.append((.end, characters.count))
        return tokens
    }

    private var current: (Token, Int) { tokens[min(position, tokens.count - 1)] }

    private mutating func binary(_ level: Int) throws(GuardSyntaxError) -> SpecExpression {
        guard level < Self.levels.count else { return try prefix() }
        var left = try binary(level + 1)
        while case (.symbol(let symbol), let offset) = current, Self.levels[level].contains(symbol) {
            operators += 1
            guard operators <= GuardParser.maxOperators else {
                throw GuardSyntaxError(
                    message: "the guard has more than \(GuardParser.maxOperators) operators; simplify it",
                    offset: offset)
            }
            position += 1
            let right = try binary(level + 1)
            left = SpecExpression(.binary(BinaryOperator(rawValue: symbol)!, left, right), at: locate(offset))
        }
        return left
    }

    private mutating func prefix() throws(GuardSyntaxError) -> SpecExpression {
        let (token, offset) = current
        guard token == .symbol("!") else { return try primary() }
        position += 1
        try enter(offset)
        defer { nesting -= 1 }
        return SpecExpression(.not(try prefix()), at: locate(offset))
    }

    private mutating func primary() throws(GuardSyntaxError) -> SpecExpression {
        let (token, offset) = current
        let kind: ExpressionKind
        switch token {
        case .identifier("true"): kind = .bool(true)
        case .identifier("false"): kind = .bool(false)
        case .identifier(let name): kind = .reference(name)
        case .integer(let value): kind = .int(value)
        case .enumCase(let name): kind = .enumCase(name)
        case .open:
            position += 1
            try enter(offset)
            defer { nesting -= 1 }
            let inner = try binary(0)
            guard current.0 == .close else {
                throw GuardSyntaxError(
                    message: "expected ')' to close the '(', found \(Self.describe(current.0))",
                    offset: current.1)
            }
            position += 1
            return inner
        default:
            throw GuardSyntaxError(
                message: "expected a name, a number, true, false or .case, found \(Self.describe(token))",
                offset: offset)
        }
        position += 1
        return SpecExpression(kind, at: locate(offset))
    }

    private mutating func enter(_ offset: Int) throws(GuardSyntaxError) {
        nesting += 1
        guard nesting <= GuardParser.maxNesting else {
            throw GuardSyntaxError(
                message: "the guard nests more than \(GuardParser.maxNesting) levels deep; simplify it",
                offset: offset)
        }
    }

    private static func describe(_ token: Token) -> String {
        switch token {
        case .identifier(let name): "'\(name)'"
        case .integer(let value): "'\(value)'"
        case .enumCase(let name): "'.\(name)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .open: "'('"
        case .close: "')'"
        case .end: "the end of the guard"
        }
    }
}
