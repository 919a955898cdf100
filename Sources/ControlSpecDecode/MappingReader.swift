import ControlSpecCore

/// The entries of one mapping, after its keys were checked against a `KeyTable`.
///
/// Mappings of the spec language are small (a transition has three to eight keys), so a lookup
/// scans the pairs rather than building a dictionary per mapping, comparing the keys' bytes in the
/// document: no allocation, no hashing, no `String` per key.
struct Fields {
    /// Where the mapping starts (missing keys are reported here).
    let location: SourceLocation
    /// The pairs as written, unknown keys included: look up only keys of the table.
    private let pairs: YAMLNode.Pairs

    init(location: SourceLocation, pairs: YAMLNode.Pairs) {
        self.location = location
        self.pairs = pairs
    }

    /// The position of the first pair whose key is `key` (a later duplicate is the syntax stage's
    /// error).
    private func position(_ key: String) -> Int? {
        pairs.indices.first { pairs.key($0, is: key) }
    }

    /// The value of `key`, when present.
    subscript(key: String) -> YAMLNode? { position(key).map { pairs[$0].value } }

    /// Where `key` is written, when present.
    func keyLocation(_ key: String) -> SourceLocation? { position(key).map { pairs.key($0).location } }

    func has(_ key: String) -> Bool { position(key) != nil }
}

extension DecodeContext {
    /// Reads a mapping whose keys are fixed by `table`: reports each unknown key (suggesting the
    /// closest allowed key), each missing required key and each broken rule between keys. Returns nil when `node` is no mapping.
    mutating func fields(of node: YAMLNode, table: KeyTable, what: String) -> Fields? {
        guard let pairs = mapping(node, what: what) else { return nil }
        for position in pairs.indices {
            guard pairs.keyIsScalar(position) else {
                let node = pairs.key(position)
                report(
                    .typeMismatch, "a key of \(what) must be a plain name, not \(node.shownForMessage)",
                    at: node.location)
                continue
            }
            if !table.keys.contains(where: { pairs.key(position, is: $0) }), let key = pairs.keyText(position)
            {
                let location = pairs.key(position).location
                let (hint, suggestion) = unknownKeyHint(key, pairs, table, what)
                report(
                    .unknownKey, "unknown key '\(key)'\(hint)", at: location,
                    fixes: suggestion.map { [.replacing(key, at: location, with: $0)] } ?? [])
            }
        }
        let fields = Fields(location: node.location, pairs: pairs)
        for key in table.required where !fields.has(key) {
            report(
                .missingKey, "\(what) is missing the required key '\(key)'; add '\(key): …'",
                at: node.location)
        }
        checkRules(of: table, in: fields, what: what)
        return fields
    }

    /// What to write instead of an unknown key: for a key the table does not support yet, what
    /// its entry says; else the closest allowed key not already written (`strokeEnd` next to
    /// `stroke` is no typo of it), also returned as the suggestion; else, for an animated
    /// property, a track.
    private func unknownKeyHint(_ key: String, _ pairs: YAMLNode.Pairs, _ table: KeyTable, _ what: String)
        -> (hint: String, suggestion: String?)
    {
        if let instead = table.unsupported[key] { return ("; \(instead)", nil) }
        let written = Set(pairs.indices.compactMap { pairs.keyText($0) })
        let otherwise =
            Track.Property(rawValue: key) != nil
            ? "'\(key)' is animated, not set: animate it with a track under 'animations:'"
            : "\(what) allows \(Self.list(table.keys))"
        let candidates = table.keys.filter { !written.contains($0) }
        return (
            Suggestion.hint(for: key, in: candidates, otherwise: otherwise),
            Suggestion.closest(to: key, in: candidates)
        )
    }

    /// The pairs of a mapping, or nil (with a type-mismatch) when `node` is something else.
    mutating func mapping(_ node: YAMLNode, what: String) -> YAMLNode.Pairs? {
        if let pairs = node.mapping { return pairs }
        report(
            .typeMismatch, "expected \(what) as a mapping of keys and values, found \(node.shownForMessage)",
            at: node.location)
        return nil
    }

    /// The items of a list, or nil (with a type-mismatch) when `node` is something else.
    mutating func sequence(_ node: YAMLNode, what: String) -> YAMLNode.Items? {
        if let items = node.sequence { return items }
        report(.typeMismatch, "expected \(what) as a list, found \(node.shownForMessage)", at: node.location)
        return nil
    }

    /// `items` when there are exactly `count` of them (a point, a size, a frame, a range);
    /// otherwise reports the list's length against `form` (`the size as [width, height]`).
    mutating func exactly(
        _ count: Int, _ items: YAMLNode.Items, form: String, at location: SourceLocation
    ) -> YAMLNode.Items? {
        guard items.count == count else {
            report(.typeMismatch, "expected \(form), found a list of \(items.count)", at: location)
            return nil
        }
        return items
    }

    /// A list of two numbers within `bounds` (a point, a size), read as a `Point`. `what` names
    /// the list and `form` spells it (`the size` as `[width, height]`); `names` name the numbers in
    /// messages, and `rule` says what their bounds mean.
    mutating func numberPair(
        _ node: YAMLNode, what: String, form: String, names: (String, String), in bounds: NumberBounds,
        rule: String
    ) -> Point? {
        let form = "\(what) as \(form)"
        guard let list = sequence(node, what: form),
            let items = exactly(2, list, form: form, at: node.location),
            let first = number(items[0], what: names.0, in: bounds, rule: rule),
            let second = number(items[1], what: names.1, in: bounds, rule: rule)
        else { return nil }
        return Point(x: first.value, y: second.value)
    }

    /// The entries of a mapping from declared names to definitions (`states:`, `images:`, …),
    /// with each name checked; entries with a bad name are left out.
    mutating func namedEntries(
        _ node: YAMLNode, what: String, nameKind: NameKind
    ) -> [(name: Located<String>, value: YAMLNode)] {
        guard let pairs = mapping(node, what: what) else { return [] }
        return pairs.compactMap { pair in
            guard let name = name(pair.key, kind: nameKind) else { return nil }
            return (name, pair.value)
        }
    }

    /// `a, b or c` for messages.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
