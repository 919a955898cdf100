/// The entries of one mapping, after its keys were checked against a `KeyTable`.
struct Fields {
    /// Where the mapping starts (missing keys are reported here).
    let location: SourceLocation
    private let pairs: [String: YAMLPair]

    init(location: SourceLocation, pairs: [String: YAMLPair]) {
        self.location = location
        self.pairs = pairs
    }

    /// The value of `key`, when present.
    subscript(key: String) -> YAMLNode? { pairs[key]?.value }

    /// Where `key` is written, when present.
    func keyLocation(_ key: String) -> SourceLocation? { pairs[key]?.key.location }

    func has(_ key: String) -> Bool { pairs[key] != nil }
}

extension DecodeContext {
    /// Reads a mapping whose keys are fixed by `table`: reports each unknown key (suggesting the
    /// closest allowed key) and each missing required key. Returns nil when `node` is no mapping.
    mutating func fields(of node: YAMLNode, table: KeyTable, what: String) -> Fields? {
        guard let pairs = mapping(node, what: what) else { return nil }
        var known: [String: YAMLPair] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                report(
                    .typeMismatch, "a key of \(what) must be a plain name, not \(pair.key.shownForMessage)",
                    at: pair.key.location)
                continue
            }
            if table.keys.contains(key) {
                known[key] = known[key] ?? pair
            } else {
                let hint =
                    Suggestion.hint(
                        for: key, in: table.keys, otherwise: "\(what) allows \(Self.list(table.keys))")
                report(.unknownKey, "unknown key '\(key)'\(hint)", at: pair.key.location)
            }
        }
        let fields = Fields(location: node.location, pairs: known)
        for key in table.required where !fields.has(key) {
            report(
                .missingKey, "\(what) is missing the required key '\(key)'; add '\(key): …'",
                at: node.location)
        }
        return fields
    }

    /// The pairs of a mapping, or nil (with a type-mismatch) when `node` is something else.
    mutating func mapping(_ node: YAMLNode, what: String) -> [YAMLPair]? {
        if let pairs = node.mapping { return pairs }
        report(
            .typeMismatch, "expected \(what) as a mapping of keys and values, found \(node.shownForMessage)",
            at: node.location)
        return nil
    }

    /// The items of a list, or nil (with a type-mismatch) when `node` is something else.
    mutating func sequence(_ node: YAMLNode, what: String) -> [YAMLNode]? {
        if let items = node.sequence { return items }
        report(.typeMismatch, "expected \(what) as a list, found \(node.shownForMessage)", at: node.location)
        return nil
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
