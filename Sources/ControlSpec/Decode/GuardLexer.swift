/// A problem in a guard's text, at a character offset into it.
struct GuardSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
}

/// One token of a guard, with its character offset into the guard text.
struct GuardToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case integer(Int)
        /// `.caseName`
        case enumCase(String)
        /// `!`, `&&`, `||`, `==`, `!=`, `<`, `<=`, `>`, `>=`
        case symbol(String)
        case leftParenthesis
        case rightParenthesis
        case end
    }

    var kind: Kind
    var offset: Int
}

/// Splits a guard into tokens.
enum GuardLexer {
    static let symbols = ["&&", "||", "==", "!=", "<=", ">=", "<", ">", "!"]

    /// Why `2.5` or `.5` is refused.
    private static let decimalMessage =
        "decimals are not allowed in guards, which compare bools, ints and enum cases; compare with an integer"

    static func tokens(_ text: String) throws(GuardSyntaxError) -> [GuardToken] {
        let characters = Array(text.unicodeScalars)
        var tokens: [GuardToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character == " " || character == "\t" || character == "\n" {
                index += 1
            } else if character.isIdentifierHead {
                while index < characters.count, characters[index].isIdentifierBody { index += 1 }
                tokens.append(GuardToken(kind: .identifier(word(characters, start, index)), offset: start))
            } else if ("0"..."9").contains(character)
                || (character == "-" && startsNumber(characters, index + 1))
            {
                index += 1
                while index < characters.count, characters[index].isIdentifierBody { index += 1 }
                if index + 1 < characters.count, characters[index] == ".", startsNumber(characters, index + 1)
                {
                    throw GuardSyntaxError(message: decimalMessage, offset: start)
                }
                let digits = word(characters, start, index)
                guard let value = Int(digits) else {
                    throw GuardSyntaxError(message: "'\(digits)' is not an integer", offset: start)
                }
                tokens.append(GuardToken(kind: .integer(value), offset: start))
            } else if character == "." {
                index += 1
                if startsNumber(characters, index) {
                    throw GuardSyntaxError(message: decimalMessage, offset: start)
                }
                guard index < characters.count, characters[index].isIdentifierHead else {
                    throw GuardSyntaxError(
                        message: "expected an enum case name after '.', as in '.on'", offset: start)
                }
                while index < characters.count, characters[index].isIdentifierBody { index += 1 }
                tokens.append(GuardToken(kind: .enumCase(word(characters, start + 1, index)), offset: start))
            } else if character == "(" {
                tokens.append(GuardToken(kind: .leftParenthesis, offset: start))
                index += 1
            } else if character == ")" {
                tokens.append(GuardToken(kind: .rightParenthesis, offset: start))
                index += 1
            } else if let symbol = symbols.first(where: { matches($0, characters, at: index) }) {
                tokens.append(GuardToken(kind: .symbol(symbol), offset: start))
                index += symbol.unicodeScalars.count
            } else {
                throw GuardSyntaxError(message: unexpected(character), offset: start)
            }
        }
        tokens.append(GuardToken(kind: .end, offset: characters.count))
        return tokens
    }

    private static func unexpected(_ character: Unicode.Scalar) -> String {
        switch character {
        case "=": "unexpected '='; compare with '=='"
        case "&": "unexpected '&'; write '&&' for and"
        case "|": "unexpected '|'; write '||' for or"
        default:
            "unexpected character '\(character)'; guards use names, integers, .cases,"
                + " ! && || == != < <= > >= and ( )"
        }
    }

    private static func startsNumber(_ characters: [Unicode.Scalar], _ index: Int) -> Bool {
        index < characters.count && ("0"..."9").contains(characters[index])
    }

    private static func word(_ characters: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: characters[start..<end])
        return result
    }

    /// Whether `symbol` is written at `index`, compared scalar by scalar without copying either.
    private static func matches(_ symbol: String, _ characters: [Unicode.Scalar], at index: Int) -> Bool {
        var position = index
        for scalar in symbol.unicodeScalars {
            guard position < characters.count, characters[position] == scalar else { return false }
            position += 1
        }
        return true
    }
}

extension Unicode.Scalar {
    var isIdentifierHead: Bool { isASCIILetter || self == "_" }
    var isIdentifierBody: Bool { isIdentifierHead || ("0"..."9").contains(self) }
}
