import ControlSpecCore

/// Reads `set:` actions: `{ prop: expr }` where expr is a literal, `!prop`, `prop + n`, `prop - n` or,
/// for an int, `prop` (a copy: `prop + 0`), and checks each against the property it writes.
extension DecodeContext {
    mutating func decodeActions(_ node: YAMLNode, properties: [Property]) -> [Action] {
        guard let pairs = mapping(node, what: "'set' (a mapping of property: value)") else { return [] }
        var actions: [Action] = []
        // Filled only when there is more than one assignment: most transitions set one property.
        var seen: [String: SourceLocation] = [:]
        let checksRepeats = pairs.count > 1
        for pair in pairs {
            guard let target = name(pair.key, kind: .property) else { continue }
            if checksRepeats {
                if let first = seen[target.value] {
                    report(
                        .duplicateName,
                        "'\(target.value)' is set twice in one transition; keep one assignment",
                        at: target.location, notes: [Diagnostic.Note("first set here", at: first)])
                    continue
                }
                seen[target.value] = target.location
            }
            let property = properties.first { $0.name.value == target.value }
            if case .double? = property?.type {
                if let action = decodeNumber(pair.value, target: target, properties: properties) {
                    actions.append(action)
                }
                continue
            }
            guard let text = scalarText(pair.value, expected: "a value for '\(target.value)'"),
                let value = Self.parseAction(text.value, style: pair.value.scalar?.style ?? .plain)
            else {
                if let scalar = pair.value.scalar {
                    // `rating: "4"`: a quoted literal is a string, and `set` writes no strings.
                    let literal = scalar.style != .plain ? Self.parseAction(scalar.value, style: .plain) : nil
                    let message =
                        literal.map {
                            "cannot read '\(scalar.value)' as a value; remove the quotes: \(target.value): \($0)"
                        }
                        ?? property.map {
                            "'\(target.value)' is \($0.type.keywordWithArticle) property and cannot take"
                                + " '\(scalar.value)'; \(Self.form(of: $0.type))"
                                + ($0.type.keyword == "int"
                                    ? " (other arithmetic is computed in double properties)" : "")
                        }
                        ?? "cannot read '\(scalar.value)' as a value; write a literal, \"!prop\", 'prop + n' or 'prop - n'"
                    report(.typeMismatch, message, at: pair.value.location)
                }
                continue
            }
            let action = Action(
                property: target,
                value: Located(
                    Self.copyIfInt(value, written: text.value, target: target.value, properties: properties),
                    at: pair.value.location))
            if check(action, of: property, properties: properties) { actions.append(action) }
        }
        return actions
    }

    /// The number a `set:` computes for the `double` property `target`, parsed and type-checked.
    private mutating func decodeNumber(
        _ node: YAMLNode, target: Located<String>, properties: [Property]
    ) -> Action? {
        guard let text = scalarText(node, expected: "a number for '\(target.value)'") else { return nil }
        let locator = GuardLocator(for: node)
        let expression: NumberExpression
        do {
            expression = try NumberParser.parse(text.value, locator: locator)
        } catch {
            report(.invalidExpression, error.message, at: locator.location(of: error.offset))
            return nil
        }
        guard checkNumber(expression, .assigned(to: target.value), properties: properties) else { return nil }
        return Action(property: target, value: Located(.number(expression), at: node.location))
    }

    /// The value syntax alone, before any property is looked up. Bare words parse as enum cases.
    static func parseAction(_ text: String, style: YAMLScalar.Style) -> Action.Value? {
        if let value = text.utf8.withContiguousStorageIfAvailable({
            parseCommonForm($0, plain: style == .plain)
        }) ?? nil {
            return value
        }
        return parseAnyAction(text, style: style)
    }

    /// `parseAction` for any text, read as Unicode characters.
    static func parseAnyAction(_ text: String, style: YAMLScalar.Style) -> Action.Value? {
        let trimmed = text.trimmingSpaces
        if style == .plain, trimmed == "true" { return .bool(true) }
        if style == .plain, trimmed == "false" { return .bool(false) }
        if style == .plain, let int = Int(trimmed) { return .int(int) }
        if trimmed.hasPrefix("!") {
            let name = String(trimmed.dropFirst()).trimmingSpaces
            return isIdentifier(name) ? .negation(of: name) : nil
        }
        if trimmed.hasPrefix(".") {
            let name = String(trimmed.dropFirst())
            return isIdentifier(name) ? .enumCase(name) : nil
        }
        for sign in ["+", "-"] {
            let parts = trimmed.split(separator: Character(sign), maxSplits: 1).map {
                String($0).trimmingSpaces
            }
            if parts.count == 2, isIdentifier(parts[0]), let amount = Int(parts[1]), amount >= 0 {
                return .offset(of: parts[0], by: sign == "+" ? amount : -amount)
            }
        }
        return isIdentifier(trimmed) ? .enumCase(trimmed) : nil
    }

    /// The forms `set:` is mostly written in (`true`, `12`, `!prop`, `.case`, `word`, `prop + n`), read
    /// from the UTF-8 of ASCII text; nil for anything else, which `parseAction` reads as Unicode text
    /// (with the same result wherever both apply).
    private static func parseCommonForm(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool) -> Action.Value? {
        func isSpace(_ index: Int) -> Bool { bytes[index] == 0x20 || bytes[index] == 0x09 }
        func identifierEnd(_ index: Int, _ end: Int) -> Int {
            var index = index
            while index < end, bytes[index].isIdentifierBody { index += 1 }
            return index
        }
        func word(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        /// The value of the 1 to 18 digits in `range` (no overflow possible), or nil.
        func digits(_ range: Range<Int>) -> Int? {
            guard (1...18).contains(range.count) else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard byte.isDigit else { return nil }
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            }
            return value
        }
        var lower = 0
        var upper = bytes.count
        while lower < upper, isSpace(lower) { lower += 1 }
        while upper > lower, isSpace(upper - 1) { upper -= 1 }
        guard lower < upper else { return nil }
        let first = bytes[lower]
        if first.isIdentifierHead {
            let end = identifierEnd(lower + 1, upper)
            if end == upper {
                let name = word(lower..<upper)
                if plain, name == "true" { return .bool(true) }
                if plain, name == "false" { return .bool(false) }
                return .enumCase(name)
            }
            // `prop + n`, `prop - n`
            var index = end
            while index < upper, isSpace(index) { index += 1 }
            guard index < upper, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
                return nil
            }
            let sign = bytes[index]
            index += 1
            while index < upper, isSpace(index) { index += 1 }
            guard let amount = digits(index..<upper) else { return nil }
            return .offset(of: word(lower..<end), by: sign == UInt8(ascii: "+") ? amount : -amount)
        }
        switch first {
        case UInt8(ascii: "!"):
            var start = lower + 1
            while start < upper, isSpace(start) { start += 1 }
            guard start < upper, bytes[start].isIdentifierHead, identifierEnd(start + 1, upper) == upper
            else {
                return nil
            }
            return .negation(of: word(start..<upper))
        case UInt8(ascii: "."):
            guard lower + 1 < upper, bytes[lower + 1].isIdentifierHead,
                identifierEnd(lower + 2, upper) == upper
            else { return nil }
            return .enumCase(word(lower + 1..<upper))
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard plain, let magnitude = digits(lower + 1..<upper) else { return nil }
            return .int(first == UInt8(ascii: "-") ? -magnitude : magnitude)
        default:
            guard plain, let value = digits(lower..<upper) else { return nil }
            return .int(value)
        }
    }

    /// A bare word is an enum case, except where an int is set: there `level: wanted` copies the int
    /// property `wanted`, as `wanted + 0` (`level: .wanted` stays a case, and a type mismatch).
    private static func copyIfInt(
        _ value: Action.Value, written: String, target: String, properties: [Property]
    ) -> Action.Value {
        guard case .enumCase(let word) = value, !written.trimmingSpaces.hasPrefix("."),
            case .int = properties.first(where: { $0.name.value == target })?.type
        else { return value }
        return .offset(of: word, by: 0)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isIdentifierHead else { return false }
        return text.unicodeScalars.allSatisfy(\.isIdentifierBody)
    }

    /// Whether the action fits its property (nil when no property has its name); reports why not.
    private mutating func check(_ action: Action, of property: Property?, properties: [Property]) -> Bool {
        let name = action.property.value
        guard let property else {
            if declared[.property]?.contains(name) == true { return false }
            let hint =
                Suggestion.hint(
                    for: name, in: properties.map(\.name.value), otherwise: "declare it under 'properties:'")
            report(
                .undefinedReference, "'set' writes '\(name)', which is not a property\(hint)",
                at: action.property.location)
            return false
        }
        let location = action.value.location
        switch (property.type, action.value.value) {
        case (.bool, .bool), (.int(nil), .int):
            return true
        case (.int(let range?), .int(let value)):
            guard range.contains(value) else {
                report(
                    .valueOutOfRange,
                    "\(value) is outside the range \(range.lowerBound)...\(range.upperBound) of '\(name)'",
                    at: location)
                return false
            }
            return true
        case (.enum(let cases), .enumCase(let word)):
            guard cases.contains(where: { $0.value == word }) else {
                let words = cases.map(\.value)
                let hint =
                    Suggestion.hint(
                        for: word, in: words, prefix: ".",
                        otherwise: "its cases are \(Self.list(words.map { "." + $0 }))")
                report(.undefinedReference, "'\(name)' has no case '.\(word)'\(hint)", at: location)
                return false
            }
            return true
        case (.bool, .negation(let source)):
            return checkSource(source, of: name, expected: .bool, properties: properties, at: location)
        case (.int, .offset(let source, _)):
            return checkSource(
                source, of: name, expected: .int(range: nil), properties: properties, at: location)
        case (.string, _), (.color, _):
            report(
                .typeMismatch,
                "'\(name)' is \(property.type.keywordWithArticle) property; 'set' writes only bool, int, double"
                    + " and enum properties",
                at: action.property.location)
            return false
        default:
            report(
                .typeMismatch,
                "'\(name)' is \(property.type.keywordWithArticle) property; \(Self.form(of: property.type))",
                at: location)
            return false
        }
    }

    /// The source of `!prop` or `prop + n` must be a property of the expected kind.
    private mutating func checkSource(
        _ source: String, of target: String, expected: PropertyType, properties: [Property],
        at location: SourceLocation
    ) -> Bool {
        guard let property = properties.first(where: { $0.name.value == source }) else {
            if declared[.property]?.contains(source) == true { return false }
            let hint = Suggestion.hint(
                for: source, in: properties.map(\.name.value), otherwise: "declare it under 'properties:'")
            report(.undefinedReference, "'\(source)' is not a property\(hint)", at: location)
            return false
        }
        guard property.type.keyword == expected.keyword else {
            report(
                .typeMismatch,
                "'\(source)' is \(property.type.keywordWithArticle) property, but '\(target)' needs"
                    + " \(expected.keywordWithArticle)",
                at: location)
            return false
        }
        return true
    }

    private static func form(of type: PropertyType) -> String {
        switch type {
        case .bool: "write true, false or \"!prop\""
        case .int: "write an integer, an int property, 'prop + n' or 'prop - n'"
        case .enum: "write one of its cases, as in '.on'"
        case .double: "write a number such as 0.5 or an expression such as 'clamp(value + 0.1, 0, 1)'"
        case .string, .color, .image: "'set' cannot write it"
        }
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
