import ControlSpecCore

/// Parses a guard into an `Expression` whose nodes point at their characters in the spec.
///
/// Grammar, loosest first: `||`, `&&`, `== !=`, `< <= > >=`, prefix `!`, then a name, an integer
/// (optionally negative), `true`, `false`, `.case`, a number expression (`NumberParser`: `touch.fx`,
/// `value + step`, `0.5`) or a parenthesized guard. The whole guard is
/// split into tokens first, so a character no token takes is reported before any grammar error.
struct GuardParser {
    private let tokens: [GuardToken]
    /// The guard's UTF-8, which the tokens' offsets index.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Open parentheses and `!`s around the current token; bounded so no guard exhausts the stack.
    private var nesting = 0
    static let maxNesting = 64
    /// Binary operators so far. A chain `a && b && …` nests one level per operator in the tree that
    /// every later stage walks recursively, so it is bounded too.
    private var operators = 0
    static let maxOperators = 128
    /// Where the guard's characters are in the file.
    private let locator: GuardLocator

    /// Parses `text`, placing its nodes with `locator`. `tokens` is scratch space, reused from one
    /// guard to the next so that a guard allocates only its expression.
    static func parse(
        _ text: String, locator: GuardLocator, tokens: inout [GuardToken]
    ) throws(GuardSyntaxError) -> Expression {
        var contiguous = text
        let result = contiguous.withUTF8 { bytes -> Result<Expression, GuardSyntaxError> in
            if let error = GuardLexer.tokenize(bytes, of: text, into: &tokens) { return .failure(error) }
            var parser = GuardParser(tokens: tokens, bytes: bytes, locator: locator)
            do throws(GuardSyntaxError) {
                return .success(try parser.guardExpression())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(tokens: [GuardToken], bytes: UnsafeBufferPointer<UInt8>, locator: GuardLocator) {
        self.tokens = tokens
        self.bytes = bytes
        self.locator = locator
        hasNumbers = tokens.indices.contains { index in
            let token = tokens[index]
            if token.kind == .numberPart { return true }
            guard token.kind == .identifier, index + 1 < tokens.count else { return false }
            let next = tokens[index + 1]
            // `min(…)` (a call) or `touch.fx` (the finger), written without a space.
            return next.start == token.end && (next.kind == .leftParenthesis || next.kind == .enumCase)
        }
    }

    /// Whether the guard has anything only a number operand has (arithmetic, a decimal, a call, the
    /// finger): without, no operand is tried as a number, so plain guards parse as fast as before.
    private let hasNumbers: Bool

    /// The whole guard: one expression and nothing after it.
    private mutating func guardExpression() throws(GuardSyntaxError) -> Expression {
        guard tokens.count > 1 else {
            throw GuardSyntaxError(
                message: "the guard is empty; write a condition such as 'count > 0'", offset: 0)
        }
        let expression = try binary(level: 0)
        let rest = current
        guard rest.kind == .end else {
            throw GuardSyntaxError(
                message: "unexpected \(describe(rest)) after a complete guard", offset: rest.start)
        }
        return expression
    }

    private var current: GuardToken { tokens[min(position, tokens.count - 1)] }

    /// How tightly `op` binds: 0 for `||` up to 3 for the orderings.
    private static func level(of op: BinaryOperator) -> Int {
        switch op {
        case .or: 0
        case .and: 1
        case .equal, .notEqual: 2
        case .less, .lessOrEqual, .greater, .greaterOrEqual: 3
        }
    }

    /// An operand, then every operator binding at least as tightly as `level` with its right side
    /// (precedence climbing: each operand is read once, not once per level); all operators group
    /// to the left.
    private mutating func binary(level: Int) throws(GuardSyntaxError) -> Expression {
        var left = try prefix()
        while case .binary(let op) = current.kind, Self.level(of: op) >= level {
            let offset = current.start
            operators += 1
            guard operators <= Self.maxOperators else {
                throw GuardSyntaxError(
                    message: "the guard has more than \(Self.maxOperators) operators; simplify it",
                    offset: offset)
            }
            position += 1
            let right = try binary(level: Self.level(of: op) + 1)
            left = Expression(.binary(op, left, right), at: locator.location(of: offset))
        }
        return left
    }

    private mutating func prefix() throws(GuardSyntaxError) -> Expression {
        let token = current
        if token.kind == .not {
            position += 1
            try enter(at: token)
            defer { nesting -= 1 }
            return Expression(.not(try prefix()), at: locator.location(of: token.start))
        }
        return try primary()
    }

    private mutating func primary() throws(GuardSyntaxError) -> Expression {
        let token = current
        if let number = try numberOperand() { return number }
        let kind: ExpressionKind
        switch token.kind {
        case .identifier:
            let name = text(token.start..<token.end)
            kind = name == "true" ? .bool(true) : name == "false" ? .bool(false) : .reference(name)
        case .integer: kind = .int(token.value)
        case .enumCase: kind = .enumCase(text(token.start + 1..<token.end))
        case .leftParenthesis:
            position += 1
            try enter(at: token)
            defer { nesting -= 1 }
            let inner = try binary(level: 0)
            guard current.kind == .rightParenthesis else {
                throw GuardSyntaxError(
                    message: "expected ')' to close the '(', found \(describe(current))",
                    offset: current.start)
            }
            position += 1
            return inner
        default:
            throw GuardSyntaxError(
                message: "expected a name, a number, true, false or .case, found \(describe(token))",
                offset: token.start)
        }
        position += 1
        return Expression(kind, at: locator.location(of: token.start))
    }

    /// A number operand (`touch.fx`, `value + step`, `0.5`, `min(a, b)`) starting at the current
    /// token, read from the guard's bytes by `NumberParser`; nil when the operand is a plain name or
    /// integer (read as before) or a parenthesized guard (a `(` whose content is no number).
    private mutating func numberOperand() throws(GuardSyntaxError) -> Expression? {
        let token = current
        guard hasNumbers else { return nil }
        switch token.kind {
        case .identifier, .integer, .numberPart, .leftParenthesis: break
        default: return nil
        }
        let parsed: (expression: NumberExpression, end: Int)
        do throws(GuardSyntaxError) {
            parsed = try NumberParser.parsePrefix(bytes, from: token.start, locator: locator)
        } catch {
            if token.kind == .leftParenthesis { return nil }
            throw error
        }
        switch parsed.expression.kind {
        case .reference: return nil
        case .literal where !text(token.start..<parsed.end).contains("."): return nil
        default: break
        }
        while current.kind != .end, current.start < parsed.end { position += 1 }
        return Expression(.number(parsed.expression), at: locator.location(of: token.start))
    }

    private mutating func enter(at token: GuardToken) throws(GuardSyntaxError) {
        nesting += 1
        guard nesting <= Self.maxNesting else {
            throw GuardSyntaxError(
                message: "the guard nests more than \(Self.maxNesting) levels deep; simplify it",
                offset: token.start)
        }
    }

    /// The guard's text in `range` (ASCII, as every token's text is).
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func describe(_ token: GuardToken) -> String {
        switch token.kind {
        case .identifier, .enumCase, .not, .binary: "'\(text(token.start..<token.end))'"
        case .integer: "'\(token.value)'"
        case .numberPart: "'\(text(token.start..<token.end))'"
        case .leftParenthesis: "'('"
        case .rightParenthesis: "')'"
        case .end: "the end of the guard"
        }
    }
}

/// Maps a character offset of a guard's text to its place in the file: exact for scalars written
/// on one line (quoted ones start one column after the quote); block scalars point at the scalar
/// itself.
struct GuardLocator {
    /// Where the scalar holding the guard starts.
    var start: SourceLocation
    /// Columns between the scalar's start and the guard's first character (1 after a quote); nil
    /// when offsets cannot be placed and every one maps to `start`.
    var shift: Int?

    /// The place of the character at `offset`.
    func location(of offset: Int) -> SourceLocation {
        shift.map { start.advanced(by: offset + $0) } ?? start
    }
}

extension GuardLocator {
    /// The locator of the guard text `node` holds.
    init(for node: YAMLNode) {
        start = node.location
        switch node.scalar?.style {
        case .plain: shift = 0
        case .singleQuoted, .doubleQuoted: shift = 1
        default: shift = nil
        }
    }
}
