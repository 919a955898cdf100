/// Reads `set:` actions: `{ prop: expr }` where expr is a literal, `!prop`, `prop + n`, `prop - n` or,
/// for an int, `prop` (a copy: `prop + 0`), and checks each against the property it writes.
extension DecodeContext {
    mutating func decodeActions(_ node: YAMLNode, properties: [Property]) -> [Action] {
        guard let pairs = mapping(node, what: "'set' (a mapping of property: value)") else { return [] }
        var actions: [Action] = []
        var seen: [String: SourceLocation] = [:]
        for pair in pairs {
            guard let target = name(pair.key, kind: .property) else { continue }
            if let first = seen[target.value] {
                report(
                    .duplicateName, "'\(target.value)' is set twice in one transition; keep one assignment",
                    at: target.location, notes: [Diagnostic.Note("first set here", at: first)])
                continue
            }
            seen[target.value] = target.location
            guard let text = scalarText(pair.value, expected: "a value for '\(target.value)'"),
                let value = Self.parseAction(text.value, style: pair.value.scalar?.style ?? .plain)
            else {
                if let scalar = pair.value.scalar {
                    // `rating: "4"`: a quoted literal is a string, and `set` writes no strings.
                    let literal = scalar.style != .plain ? Self.parseAction(scalar.value, style: .plain) : nil
                    let fix =
                        literal.map { "; remove the quotes: \(target.value): \($0)" }
                        ?? "; write a literal, \"!prop\", 'prop + n' or 'prop - n'"
                    report(
                        .typeMismatch, "cannot read '\(scalar.value)' as a value\(fix)",
                        at: pair.value.location)
                }
                continue
            }
            let action = Action(
                property: target,
                value: Located(
                    Self.copyIfInt(value, written: text.value, target: target.value, properties: properties),
                    at: pair.value.location))
            if check(action, properties: properties) { actions.append(action) }
        }
        return actions
    }

    /// The value syntax alone, before any property is looked up. Bare words parse as enum cases.
    static func parseAction(_ text: String, style: YAMLScalar.Style) -> Action.Value? {
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

    /// Whether the action fits its property; reports why not.
    private mutating func check(_ action: Action, properties: [Property]) -> Bool {
        let name = action.property.value
        guard let property = properties.first(where: { $0.name.value == name }) else {
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
        case (.string, _), (.double, _), (.color, _):
            report(
                .typeMismatch,
                "'\(name)' is \(property.type.keywordWithArticle) property; 'set' writes only bool, int and enum"
                    + " properties",
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
        case .string, .double, .color, .image: "'set' cannot write it"
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
