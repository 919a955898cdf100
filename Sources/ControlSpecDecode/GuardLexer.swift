import ControlSpecCore

/// A problem in a guard's text, at a character offset into it.
struct GuardSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
}

/// One token of a guard: what it is and where its text lies. Offsets count UTF-8 bytes of the
/// guard, which are also its characters: every character a token can hold is ASCII, and the lexer
/// stops at the first one that is not.
struct GuardToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// `value` holds the integer.
        case integer
        /// `.caseName`; the name starts one byte after `start`.
        case enumCase
        /// `!`
        case not
        /// `&&`, `||`, `==`, `!=`, `<`, `<=`, `>`, `>=`
        case binary(BinaryOperator)
        case leftParenthesis
        case rightParenthesis
        /// A character of number arithmetic (`+ - * / ,`) or a decimal (`0.5`): the parser reads
        /// a number operand from the guard's bytes (`NumberParser`), so these only mark its extent.
        case numberPart
        case end
    }

    var kind: Kind
    /// The offset of the token's first character.
    var start: Int
    /// The offset just past the token's last character.
    var end: Int
    /// An integer's value; 0 for other tokens.
    var value = 0
}

/// Splits a guard into tokens, reading its UTF-8 bytes.
enum GuardLexer {
    /// Replaces `tokens` with the tokens of `bytes`, the UTF-8 of `text`, ending with `.end`.
    /// `text` is read only to quote a character that is not ASCII in the message.
    static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>, of text: String, into tokens: inout [GuardToken]
    ) -> GuardSyntaxError? {
        tokens.removeAll(keepingCapacity: true)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.newline:
                index += 1
            case _ where byte.isIdentifierHead:
                index = identifierEnd(bytes, from: index + 1)
                tokens.append(GuardToken(kind: .identifier, start: start, end: index))
            case _ where byte.isDigit || (byte == ASCII.minus && isDigit(bytes, at: index + 1)):
                index = identifierEnd(bytes, from: index + 1)
                if index + 1 < count, bytes[index] == ASCII.dot, isDigit(bytes, at: index + 1) {
                    index = identifierEnd(bytes, from: index + 1)
                    tokens.append(GuardToken(kind: .numberPart, start: start, end: index))
                    continue
                }
                let digits = UnsafeBufferPointer(rebasing: bytes[start..<index])
                guard let value = integer(digits) else {
                    let written = String(decoding: digits, as: UTF8.self)
                    return GuardSyntaxError(message: "'\(written)' is not an integer", offset: start)
                }
                tokens.append(GuardToken(kind: .integer, start: start, end: index, value: value))
            case ASCII.dot:
                index += 1
                if isDigit(bytes, at: index) {
                    index = identifierEnd(bytes, from: index)
                    tokens.append(GuardToken(kind: .numberPart, start: start, end: index))
                    continue
                }
                guard index < count, bytes[index].isIdentifierHead else {
                    return GuardSyntaxError(
                        message: "expected an enum case name after '.', as in '.on'", offset: start)
                }
                index = identifierEnd(bytes, from: index + 1)
                tokens.append(GuardToken(kind: .enumCase, start: start, end: index))
            case ASCII.leftParenthesis, ASCII.rightParenthesis:
                index += 1
                let kind: GuardToken.Kind =
                    byte == ASCII.leftParenthesis ? .leftParenthesis : .rightParenthesis
                tokens.append(GuardToken(kind: kind, start: start, end: index))
            default:
                let next = index + 1 < count ? bytes[index + 1] : 0
                guard let (kind, length) = symbol(byte, next) else {
                    return GuardSyntaxError(message: unexpected(at: start, in: text), offset: start)
                }
                index += length
                tokens.append(GuardToken(kind: kind, start: start, end: index))
            }
        }
        tokens.append(GuardToken(kind: .end, start: count, end: count))
        return nil
    }

    /// The operator written as `byte` (followed by `next`) and how many bytes it takes; nil when
    /// `byte` starts none.
    private static func symbol(_ byte: UInt8, _ next: UInt8) -> (GuardToken.Kind, Int)? {
        let equals = next == ASCII.equals
        switch byte {
        case ASCII.ampersand: return next == ASCII.ampersand ? (.binary(.and), 2) : nil
        case ASCII.bar: return next == ASCII.bar ? (.binary(.or), 2) : nil
        case ASCII.equals: return equals ? (.binary(.equal), 2) : nil
        case ASCII.exclamation: return equals ? (.binary(.notEqual), 2) : (.not, 1)
        case ASCII.less: return equals ? (.binary(.lessOrEqual), 2) : (.binary(.less), 1)
        case ASCII.greater: return equals ? (.binary(.greaterOrEqual), 2) : (.binary(.greater), 1)
        case ASCII.plus, ASCII.minus, ASCII.star, ASCII.slash, ASCII.comma: return (.numberPart, 1)
        default: return nil
        }
    }

    /// The message for the character at byte `offset` of `text`, which starts no token. The bytes
    /// before it are ASCII (the lexer stops at the first that is not), so it is also a character
    /// offset.
    private static func unexpected(at offset: Int, in text: String) -> String {
        let character = text.unicodeScalars[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
        switch character {
        case "=": return "unexpected '='; compare with '=='"
        case "&": return "unexpected '&'; write '&&' for and"
        case "|": return "unexpected '|'; write '||' for or"
        default:
            return "unexpected character '\(character)'; guards use names, numbers, .cases,"
                + " ! && || == != < <= > >=, + - * / and ( )"
        }
    }

    /// The integer `digits` (an optional `-`, then identifier characters) spell, as `Int(_:)`
    /// reads it; nil when it is no integer or does not fit.
    private static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = digits[0] == ASCII.minus
        let first = negative ? 1 : 0
        // Up to 18 digits cannot overflow; longer ones go through the standard library.
        guard digits.count - first <= 18 else { return Int(String(decoding: digits, as: UTF8.self)) }
        var magnitude = 0
        for byte in digits[first...] {
            guard byte.isDigit else { return nil }
            magnitude = magnitude * 10 + Int(byte &- ASCII.zero)
        }
        return negative ? -magnitude : magnitude
    }

    /// The offset after the identifier characters from `index` on.
    private static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
        return index
    }

    private static func isDigit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index < bytes.count && bytes[index].isDigit
    }
}

/// The ASCII bytes the guard lexer reads.
private enum ASCII {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let leftParenthesis = UInt8(ascii: "(")
    static let rightParenthesis = UInt8(ascii: ")")
    static let ampersand = UInt8(ascii: "&")
    static let bar = UInt8(ascii: "|")
    static let equals = UInt8(ascii: "=")
    static let exclamation = UInt8(ascii: "!")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let plus = UInt8(ascii: "+")
    static let star = UInt8(ascii: "*")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
}

extension UInt8 {
    /// An ASCII letter or `_`: what starts a name in guards and actions.
    var isIdentifierHead: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) || self == UInt8(ascii: "_")
    }
    /// An identifier head or an ASCII digit.
    var isIdentifierBody: Bool { isIdentifierHead || isDigit }
    /// An ASCII digit.
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}

extension Unicode.Scalar {
    var isIdentifierHead: Bool { isASCIILetter || self == "_" }
    var isIdentifierBody: Bool { isIdentifierHead || ("0"..."9").contains(self) }
}
