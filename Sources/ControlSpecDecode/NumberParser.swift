import ControlSpecCore

/// Parses the number a `set:` computes for a `double` property into a `NumberExpression` whose
/// nodes point at their characters in the spec.
///
/// Grammar, loosest first: `+ -`, then `* /` (both grouping to the left), prefix `-`, then a number
/// (`2`, `0.5`), a property name, the finger's position `touch.x` (`TouchCoordinate`), a call `name(a, b)` of a `NumberFunction`, or a parenthesized
/// expression. Syntax errors carry the character offset they are at.
struct NumberParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Open parentheses, calls and prefix `-`s around the current character; bounded so that no
    /// expression exhausts the stack of the stages that walk it.
    private var nesting = 0
    /// Binary operators so far (each nests the tree one level deeper).
    private var operators = 0
    private let locator: GuardLocator

    /// Parses `text`, placing its nodes with `locator`.
    static func parse(_ text: String, locator: GuardLocator) throws(GuardSyntaxError) -> NumberExpression {
        var parser = NumberParser(bytes: Array(text.utf8), locator: locator)
        parser.skipSpaces()
        guard parser.position < parser.bytes.count else {
            throw GuardSyntaxError(message: "the value is empty; write a number such as '0.5'", offset: 0)
        }
        let expression = try parser.sum()
        parser.skipSpaces()
        guard parser.position == parser.bytes.count else {
            throw GuardSyntaxError(
                message: "unexpected \(parser.describeCurrent()) after a complete number expression"
                    + parser.symbolHint(),
                offset: parser.position)
        }
        return expression
    }

    private init(bytes: [UInt8], locator: GuardLocator) {
        self.bytes = bytes
        self.locator = locator
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A {
            position += 1
        }
    }

    /// Reads the next operator of `operators` when one follows, counting it against the bound.
    private mutating func nextOperator(_ operators: [ArithmeticOperator]) throws(GuardSyntaxError)
        -> (ArithmeticOperator, Int)?
    {
        skipSpaces()
        guard let byte = current, let op = operators.first(where: { $0.rawValue.utf8.first == byte }) else {
            return nil
        }
        let offset = position
        self.operators += 1
        guard self.operators <= GuardParser.maxOperators else {
            throw GuardSyntaxError(
                message: "the expression has more than \(GuardParser.maxOperators) operators; simplify it",
                offset: offset)
        }
        position += 1
        return (op, offset)
    }

    private mutating func sum() throws(GuardSyntaxError) -> NumberExpression {
        var left = try product()
        while let (op, offset) = try nextOperator([.add, .subtract]) {
            let right = try product()
            left = NumberExpression(.arithmetic(op, left, right), at: locator.location(of: offset))
        }
        return left
    }

    private mutating func product() throws(GuardSyntaxError) -> NumberExpression {
        var left = try prefix()
        while let (op, offset) = try nextOperator([.multiply, .divide]) {
            let right = try prefix()
            left = NumberExpression(.arithmetic(op, left, right), at: locator.location(of: offset))
        }
        return left
    }

    private mutating func prefix() throws(GuardSyntaxError) -> NumberExpression {
        skipSpaces()
        let start = position
        guard current == UInt8(ascii: "-") else { return try primary() }
        position += 1
        try enter(at: start)
        defer { nesting -= 1 }
        let operand = try prefix()
        if case .literal(let value) = operand.kind, operand.location == locator.location(of: start + 1) {
            // `-0.5` is one literal.
            return NumberExpression(.literal(-value), at: locator.location(of: start))
        }
        return NumberExpression(.negate(operand), at: locator.location(of: start))
    }

    private mutating func primary() throws(GuardSyntaxError) -> NumberExpression {
        skipSpaces()
        let start = position
        let location = locator.location(of: start)
        guard let byte = current else {
            throw GuardSyntaxError(
                message: "expected a number, a property or a function call, found the end of the value",
                offset: start)
        }
        if byte.isDigit { return NumberExpression(.literal(try number()), at: location) }
        if byte == UInt8(ascii: ".") {
            throw GuardSyntaxError(
                message: "write a digit before the decimal point, as in '0.5'", offset: start)
        }
        if byte == UInt8(ascii: "(") {
            position += 1
            try enter(at: start)
            defer { nesting -= 1 }
            let inner = try sum()
            try expect(UInt8(ascii: ")"), closing: "(")
            return inner
        }
        guard byte.isIdentifierHead else {
            throw GuardSyntaxError(
                message: "expected a number, a property or a function call, found \(describeCurrent())"
                    + (symbolHint().isEmpty
                        ? "; numbers use + - * /, ( ) and functions such as min(a, b)" : symbolHint()),
                offset: start)
        }
        while let next = current, next.isIdentifierBody { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        if name == TouchCoordinate.prefix, current == UInt8(ascii: ".") {
            return NumberExpression(.touch(try touchCoordinate(from: start)), at: location)
        }
        skipSpaces()
        guard current == UInt8(ascii: "(") else { return NumberExpression(.reference(name), at: location) }
        guard let function = NumberFunction(rawValue: name) else {
            let names = NumberFunction.allCases.map(\.rawValue)
            let hint = Suggestion.hint(
                for: name, in: names, otherwise: "the functions are \(DecodeContext.list(names))")
            throw GuardSyntaxError(message: "'\(name)' is not a function\(hint)", offset: start)
        }
        position += 1
        try enter(at: start)
        defer { nesting -= 1 }
        var arguments: [NumberExpression] = []
        skipSpaces()
        if current != UInt8(ascii: ")") {
            arguments.append(try sum())
            skipSpaces()
            while current == UInt8(ascii: ",") {
                position += 1
                arguments.append(try sum())
                skipSpaces()
            }
        }
        try expect(UInt8(ascii: ")"), closing: "\(name)(")
        return NumberExpression(.call(function, arguments), at: location)
    }

    /// The word after `touch.`: `x`, `fx`, `startX`, …
    /// `touch` starts at `start`; the word's errors point there.
    private mutating func touchCoordinate(from touch: Int) throws(GuardSyntaxError) -> TouchCoordinate {
        position += 1
        let start = position
        while let next = current, next.isIdentifierBody { position += 1 }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        if let coordinate = TouchCoordinate(rawValue: word) { return coordinate }
        let words = TouchCoordinate.allCases.map(\.word)
        let hint = Suggestion.hint(
            for: TouchCoordinate.prefix + "." + word, in: words,
            otherwise: "the finger's position is \(DecodeContext.list(words))")
        throw GuardSyntaxError(
            message: "'\(TouchCoordinate.prefix).\(word)' is not a position\(hint)", offset: touch)
    }

    /// Digits with an optional fraction: `12`, `0.25`.
    private mutating func number() throws(GuardSyntaxError) -> Double {
        let start = position
        while let byte = current, byte.isDigit { position += 1 }
        if current == UInt8(ascii: "."), position + 1 < bytes.count, bytes[position + 1].isDigit {
            position += 1
            while let byte = current, byte.isDigit { position += 1 }
        }
        if let byte = current, byte.isIdentifierHead || byte == UInt8(ascii: ".") {
            throw GuardSyntaxError(
                message: "'\(String(decoding: bytes[start...position], as: UTF8.self))' is not a number;"
                    + " write digits with an optional decimal point, as in '0.25'",
                offset: start)
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw GuardSyntaxError(message: "'\(text)' is too large for a double", offset: start)
        }
        return value
    }

    private mutating func expect(_ byte: UInt8, closing opener: String) throws(GuardSyntaxError) {
        skipSpaces()
        guard current == byte else {
            throw GuardSyntaxError(
                message: "expected ')' to close the '\(opener)', found \(describeCurrent())", offset: position
            )
        }
        position += 1
    }

    private mutating func enter(at offset: Int) throws(GuardSyntaxError) {
        nesting += 1
        guard nesting <= GuardParser.maxNesting else {
            throw GuardSyntaxError(
                message: "the expression nests more than \(GuardParser.maxNesting) levels deep; simplify it",
                offset: offset)
        }
    }

    /// What to type for a mathematical sign the language spells in ASCII: `; write '*' to multiply`.
    private func symbolHint() -> String {
        let signs: [(sign: String, fix: String)] = [
            ("×", "'*' to multiply"), ("÷", "'/' to divide"), ("−", "'-' to subtract"),
        ]
        let rest = bytes[position...]
        guard let match = signs.first(where: { rest.starts(with: $0.sign.utf8) }) else { return "" }
        return "; write " + match.fix
    }

    /// The character at the current position, quoted, or "the end of the value".
    private func describeCurrent() -> String {
        guard position < bytes.count else { return "the end of the value" }
        var end = position + 1
        // A character that is not ASCII is quoted whole.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: bytes[position..<end], as: UTF8.self) + "'"
    }
}
