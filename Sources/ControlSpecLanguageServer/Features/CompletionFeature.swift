import ControlSpec

/// `textDocument/completion`: what may be written at the cursor, by its context — the keys the
/// mapping allows (from `SpecKeys`), the words of an enumerated value, and the spec's own names
/// where a name is expected.
package enum CompletionFeature {
    /// One proposal.
    package struct Item: Equatable, Sendable {
        package var label: String
        /// LSP's `CompletionItemKind`.
        package var kind: Int
        package var detail: String
        /// The key's documentation; none for a name (its kind is the detail), which keeps a list of
        /// thousands of states small.
        package var documentation: String?
        /// The text inserted (a key gets its `: `).
        package var insertText: String
    }

    /// The proposals at `location`.
    package static func items(
        in document: TextDocument, at location: SourceLocation, symbols: SymbolIndex
    ) -> [Item] {
        let context = CursorContext(document, at: location)
        if let assigned = assignment(context, symbols: symbols) {
            // A value that is no enum case: a number a double's `set:` computes.
            guard assigned.isEmpty, case .value(_, let prefix, _) = context.place else { return assigned }
            return numberWords(prefix, in: document, at: location)
        }
        guard let table = LanguagePath.table(at: context.path) else { return [] }
        switch context.place {
        case .key(let prefix):
            let written = Set(context.siblings)
            return table.entries.filter { !written.contains($0.name) && $0.name.hasPrefix(prefix) }.map {
                Item(
                    label: $0.name, kind: 10,
                    detail: "\(table.name) key" + ($0.isRequired ? " (required)" : ""),
                    documentation: $0.doc, insertText: "\($0.name): ")
            }
        case .value(let key, let prefix, _):
            guard let entry = table.entry(key) else { return [] }
            var words: [Item] = []
            if case .guardExpression = entry.kind { words = numberWords(prefix, in: document, at: location) }
            return values(of: entry, in: table, symbols: symbols).filter { $0.label.hasPrefix(prefix) }
                + words
        }
    }

    /// In a guard or a `set:` value: the finger's coordinates (after `touch.`, the words after the
    /// dot) and the functions (`NumberWords`) that start with `prefix`.
    private static func numberWords(_ prefix: String, in document: TextDocument, at location: SourceLocation)
        -> [Item]
    {
        let line = document.scalars(ofLine: location.line)
        let wordStart = max(location.column - 1 - prefix.unicodeScalars.count, 0)
        let dotted = String(
            String.UnicodeScalarView(line[max(wordStart - 6, 0)..<min(wordStart, line.count)]))
        if dotted == TouchCoordinate.prefix + "." {
            return NumberWords.coordinates.map { word in
                let after = String(word.name.dropFirst(TouchCoordinate.prefix.count + 1))
                return Item(
                    label: after, kind: 10, detail: word.signature, documentation: word.meaning,
                    insertText: after)
            }
            .filter { $0.label.hasPrefix(prefix) }
        }
        let coordinates = NumberWords.coordinates.map {
            Item(
                label: $0.name, kind: 10, detail: $0.signature, documentation: $0.meaning, insertText: $0.name
            )
        }
        let functions = NumberWords.functions.map {
            Item(
                label: $0.name, kind: 3, detail: $0.signature, documentation: $0.meaning,
                insertText: $0.name + "(")
        }
        return (coordinates + functions).filter { $0.label.hasPrefix(prefix) }
    }

    /// Inside a `set:` mapping: its keys are properties, each value (for an enum property) one of
    /// the property's cases. Nil when the cursor is not in one.
    private static func assignment(_ context: CursorContext, symbols: SymbolIndex) -> [Item]? {
        guard let last = context.path.last,
            let owner = LanguagePath.table(at: Array(context.path.dropLast())),
            case .assignments = owner.kind(of: last)
        else { return nil }
        let (kind, scope, prefix): (NameKind, String, String) =
            switch context.place {
            case .key(let prefix): (.property, "", prefix)
            case .value(let property, let prefix, _): (.enumCase, property, prefix)
            }
        return symbols.declarations(of: kind).filter {
            $0.symbol.scope == scope && $0.symbol.name.hasPrefix(prefix)
        }
        .map {
            Item(
                label: $0.symbol.name, kind: kind.completionKind, detail: $0.symbol.description,
                documentation: nil, insertText: kind == .property ? "\($0.symbol.name): " : $0.symbol.name)
        }
    }

    /// What the value of `entry` may be.
    private static func values(of entry: KeySpec, in table: KeyTable, symbols: SymbolIndex) -> [Item] {
        if let kind = NameRoles.kind(of: entry.name, in: table) {
            let declared = symbols.declarations(of: kind).map(\.symbol)
            var seen = Set<String>()
            let names = (declared.map(\.name) + NameRoles.builtins(kind, key: entry.name, in: table)).filter {
                seen.insert($0).inserted
            }
            return names.map {
                Item(
                    label: $0, kind: kind.completionKind, detail: kind.rawValue, documentation: nil,
                    insertText: $0)
            }
        }
        return words(of: entry.kind, table: table).map {
            Item(label: $0.word, kind: 12, detail: $0.detail, documentation: entry.doc, insertText: $0.word)
        }
    }

    /// The fixed words a value of `kind` may be.
    private static func words(of kind: ValueKind, table: KeyTable) -> [(word: String, detail: String)] {
        switch kind {
        case .flag: return [("true", "flag"), ("false", "flag")]
        case .warningCodes:
            return DiagnosticCode.allCases.filter { $0.severity == .warning }.map {
                ($0.rawValue, $0.summary)
            }
        case .list(let item, _): return words(of: item, table: table)
        case .byKeyword(_, let kinds): return kinds.flatMap { words(of: $0.kind, table: table) }
        default: return kind.keywords.map { ($0, "value") }
        }
    }
}
