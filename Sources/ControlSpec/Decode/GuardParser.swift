/// Parses a guard into an `Expression` whose nodes point at their characters in the spec.
///
/// Grammar, loosest first: `||`, `&&`, `== !=`, `< <= > >=`, prefix `!`, then a name, an integer
/// (optionally negative), `true`, `false`, `.case` or a parenthesized guard.
struct GuardParser {
    private let tokens: [GuardToken]
    private var position = 0
    /// Open parentheses and `!`s around the current token; bounded so no guard exhausts the stack.
    private var nesting = 0
    static let maxNesting = 64
    /// The location of a character offset into the guard text.
    private let locate: (Int) -> SourceLocation

    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="]]

    /// Parses `text`; `locate` maps a character offset of the text to its place in the file.
    static func parse(
        _ text: String, locate: @escaping (Int) -> SourceLocation
    ) throws(GuardSyntaxError) -> Expression {
        var parser = GuardParser(tokens: try GuardLexer.tokens(text), locate: locate)
        guard parser.tokens.count > 1 else {
            throw GuardSyntaxError(
                message: "the guard is empty; write a condition such as 'count > 0'", offset: 0)
        }
        let expression = try parser.binary(level: 0)
        let rest = parser.current
        guard rest.kind == .end else {
            throw GuardSyntaxError(
                message: "unexpected \(describe(rest)) after a complete guard", offset: rest.offset)
        }
        return expression
    }

    private init(tokens: [GuardToken], locate: @escaping (Int) -> SourceLocation) {
        self.tokens = tokens
        self.locate = locate
    }

    private var current: GuardToken { tokens[min(position, tokens.count - 1)] }

    private mutating func binary(level: Int) throws(GuardSyntaxError) -> Expression {
        guard level < Self.levels.count else { return try prefix() }
        var left = try binary(level: level + 1)
        while case .symbol(let symbol) = current.kind, Self.levels[level].contains(symbol),
            let op = BinaryOperator(rawValue: symbol)
        {
            let offset = current.offset
            position += 1
            let right = try binary(level: level + 1)
            left = Expression(.binary(op, left, right), at: locate(offset))
        }
        return left
    }

    private mutating func prefix() throws(GuardSyntaxError) -> Expression {
        let token = current
        if token.kind == .symbol("!") {
            position += 1
            try enter(at: token)
            defer { nesting -= 1 }
            return Expression(.not(try prefix()), at: locate(token.offset))
        }
        return try primary()
    }

    private mutating func primary() throws(GuardSyntaxError) -> Expression {
        let token = current
        let location = locate(token.offset)
        let kind: ExpressionKind
        switch token.kind {
        case .identifier("true"): kind = .bool(true)
        case .identifier("false"): kind = .bool(false)
        case .identifier(let name): kind = .reference(name)
        case .integer(let value): kind = .int(value)
        case .enumCase(let name): kind = .enumCase(name)
        case .leftParenthesis:
            position += 1
            try enter(at: token)
            defer { nesting -= 1 }
            let inner = try binary(level: 0)
            guard current.kind == .rightParenthesis else {
                throw GuardSyntaxError(
                    message: "expected ')' to close the '(', found \(Self.describe(current))",
                    offset: current.offset)
            }
            position += 1
            return inner
        default:
            throw GuardSyntaxError(
                message: "expected a name, a number, true, false or .case, found \(Self.describe(token))",
                offset: token.offset)
        }
        position += 1
        return Expression(kind, at: location)
    }

    private mutating func enter(at token: GuardToken) throws(GuardSyntaxError) {
        nesting += 1
        guard nesting <= Self.maxNesting else {
            throw GuardSyntaxError(
                message: "the guard nests more than \(Self.maxNesting) levels deep; simplify it",
                offset: token.offset)
        }
    }

    private static func describe(_ token: GuardToken) -> String {
        switch token.kind {
        case .identifier(let name): "'\(name)'"
        case .integer(let value): "'\(value)'"
        case .enumCase(let name): "'.\(name)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .leftParenthesis: "'('"
        case .rightParenthesis: "')'"
        case .end: "the end of the guard"
        }
    }
}
