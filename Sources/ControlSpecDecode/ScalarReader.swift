import ControlSpecCore

/// Readers of single values, typed by where they stand: the same text `no` is a name where a
/// name is expected, and `0.3` is a number only where a number is expected.
extension DecodeContext {
    /// The text of a scalar (any style), or nil with a type-mismatch for a list or mapping.
    /// `expected` is only built for the message.
    mutating func scalarText(_ node: YAMLNode, expected: @autoclosure () -> String) -> Located<String>? {
        guard let text = node.scalarText else {
            report(.typeMismatch, "expected \(expected()), found \(node.shownForMessage)", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    /// A string: any scalar. A plain `~`/`null` or empty value is refused as missing.
    mutating func string(_ node: YAMLNode, what: String) -> Located<String>? {
        if node.isNull {
            report(
                .typeMismatch, "expected \(what) as a string, found nothing; write \"\" for an empty string",
                at: node.location)
            return nil
        }
        return scalarText(node, expected: "\(what) as a string")
    }

    /// A name of the given kind, checked against the naming rules.
    mutating func name(_ node: YAMLNode, kind: NameKind) -> Located<String>? {
        if node.isNull, !node.isScalar("null") {
            report(.typeMismatch, "expected \(kind.phrase), found nothing", at: node.location)
            return nil
        }
        guard let text = scalarText(node, expected: kind.phrase) else { return nil }
        if let problem = NameRules.problem(with: text.value, kind: kind) {
            report(.invalidName, problem, at: node.location)
            return nil
        }
        return text
    }

    /// One name or a list of names (`on: tap`, `on: [touchDown, touchDragEnter]`).
    mutating func names(_ node: YAMLNode, kind: NameKind) -> [Located<String>] {
        guard let items = node.sequence else {
            return name(node, kind: kind).map { [$0] } ?? []
        }
        if items.isEmpty {
            report(
                .tooFewItems, "expected at least one \(kind.rawValue) name, found an empty list",
                at: node.location)
        }
        return items.compactMap { name($0, kind: kind) }
    }

    /// A number: a plain decimal scalar such as `0.3`, `-2`, `1e-3`.
    mutating func number(_ node: YAMLNode, what: String) -> Located<Double>? {
        guard let text = scalarText(node, expected: "\(what) as a number") else { return nil }
        guard node.scalarStyle == .plain, let value = Self.parseNumber(text.value) else {
            let quoted = node.scalarStyle != .plain && Self.parseNumber(text.value) != nil
            report(
                .typeMismatch,
                "expected \(what) as a number, found \(node.shownForMessage)"
                    + (quoted ? "; remove the quotes" : ""),
                at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// An integer: a plain scalar such as `0`, `-3`, `1000`.
    mutating func integer(_ node: YAMLNode, what: String) -> Located<Int>? {
        guard let text = scalarText(node, expected: "\(what) as an integer") else { return nil }
        guard node.scalarStyle == .plain, let value = Self.parseInteger(text.value) else {
            report(
                .typeMismatch, "expected \(what) as an integer, found \(node.shownForMessage)",
                at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A boolean: plain `true` or `false` (in any capitalization).
    mutating func bool(_ node: YAMLNode, what: String) -> Located<Bool>? {
        guard let text = scalarText(node, expected: "\(what) as true or false") else { return nil }
        switch (node.scalarStyle, text.value.lowercased()) {
        case (.plain, "true"): return Located(true, at: node.location)
        case (.plain, "false"): return Located(false, at: node.location)
        default:
            report(
                .typeMismatch, "expected \(what) as true or false, found \(node.shownForMessage)",
                at: node.location)
            return nil
        }
    }

    /// One of a fixed set of words (`base: button`, `curve: easeIn`), suggesting the closest.
    mutating func keyword<Word: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ type: Word.Type, what: String
    ) -> Located<Word>? where Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        guard let text = scalarText(node, expected: "\(what), one of \(Self.list(words))") else { return nil }
        guard let word = Word(rawValue: text.value) else {
            let hint =
                Suggestion.hint(for: text.value, in: words, otherwise: "use \(Self.list(words))")
            let suggestion = Suggestion.closest(to: text.value, in: words)
            report(
                .typeMismatch, "unknown \(what) '\(text.value)'\(hint)", at: node.location,
                fixes: suggestion.map { [.replacing(text.value, at: node.location, with: $0)] } ?? [])
            return nil
        }
        return Located(word, at: node.location)
    }

    /// A number within `bounds` (a key's bounds from `SpecKeys`), reporting value-out-of-range
    /// otherwise.
    mutating func number(
        _ node: YAMLNode, what: String, in bounds: NumberBounds, rule: String
    ) -> Located<Double>? {
        guard let value = number(node, what: what) else { return nil }
        guard bounds.contains(value.value) else {
            report(
                .valueOutOfRange, "\(what) \(NumberText.shortest(value.value)) is out of range; \(rule)",
                at: node.location)
            return nil
        }
        return value
    }

    /// `0.3`, `2`, `-1e-3`; nil for anything that is not a finite decimal number.
    static func parseNumber(_ text: String) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }),
            text.contains(where: \.isNumber), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// `12`, `-3`, `+4`; nil for anything else.
    static func parseInteger(_ text: String) -> Int? {
        guard let value = Int(text) else { return nil }
        return value
    }
}
