import ControlSpec

/// Finds the language table of a mapping from the keys leading to it, by following the kinds of
/// `SpecKeys`: a key whose value is a table leads into it, a list of tables into each item, a
/// mapping of names (`states:`) into each name's table.
package enum LanguagePath {
    /// The table of the mapping at `path` (keys, with the names under `named` keys), nil when the
    /// path leaves the language.
    package static func table(at path: [String]) -> KeyTable? {
        var table = SpecKeys.control
        var index = 0
        while index < path.count {
            guard let kind = table.kind(of: path[index]) else { return nil }
            index += 1
            if isNamed(kind) {
                // The next element is a name; the cursor may be right on the names' mapping.
                guard index < path.count else { return nil }
                index += 1
            }
            guard let inner = Self.table(in: kind) else { return nil }
            table = inner
        }
        return table
    }

    /// The table a value of `kind` is (or holds, for lists, named mappings and alternatives).
    package static func table(in kind: ValueKind) -> KeyTable? {
        switch kind {
        case .table(let table): table
        case .list(let item, _): Self.table(in: item)
        case .named(let value): Self.table(in: value)
        case .oneOf(let kinds): kinds.lazy.compactMap { Self.table(in: $0) }.first
        case .childStates: SpecKeys.state
        case .childRegions: SpecKeys.region
        default: nil
        }
    }

    /// Whether `kind` is a mapping from declared names.
    static func isNamed(_ kind: ValueKind) -> Bool {
        switch kind {
        case .named, .childStates, .childRegions: return true
        default: return false
        }
    }
}

extension KeyTable {
    /// The kind of the key `name`, nil when the table has no such key.
    package func kind(of name: String) -> ValueKind? {
        entries.first { $0.name == name }?.kind
    }

    /// The entry of the key `name`, nil when the table has no such key.
    package func entry(_ name: String) -> KeySpec? {
        entries.first { $0.name == name }
    }
}
