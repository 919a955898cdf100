import ControlSpecCore

/// The key tables of `Docs/Language.md`, written from `SpecKeys` between markers:
///
///     <!-- keys: state -->
///     (generated table)
///     <!-- end keys -->
///
/// (`<!-- keys: builtin-events -->` names the table of built-in touch events.)
///
/// `LanguageDocsTests` fails when the page is stale; re-record it with
/// `RECORD_DOCS=1 swift test --filter LanguageDocsTests`.
enum LanguageTables {
    /// `page` with the text between each pair of markers replaced by the table the marker names.
    /// A marker naming no table, or a marker without its end, is left as it is.
    static func update(_ page: String) -> String {
        var out: [Substring] = []
        var skipping = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipping {
                guard line == endMarker else { continue }
                skipping = false
            }
            out.append(line)
            if let name = tableName(in: line), let text = markdown(named: name) {
                out.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false))
                skipping = true
            }
        }
        return out.joined(separator: "\n")
    }

    /// The names of the tables `page` has markers for, in order.
    static func tables(in page: String) -> [String] {
        page.split(separator: "\n").compactMap(tableName)
    }

    static let endMarker = "<!-- end keys -->"

    private static func tableName(in line: Substring) -> String? {
        guard line.hasPrefix("<!-- keys: "), line.hasSuffix(" -->") else { return nil }
        return String(line.dropFirst(11).dropLast(4))
    }

    /// The name of the marker for the built-in events table.
    static let builtinEvents = "builtin-events"

    /// The table a marker names: a key table of `SpecKeys`, or the built-in events.
    private static func markdown(named name: String) -> String? {
        if name == builtinEvents { return eventsMarkdown }
        return SpecKeys.all.first { $0.name == name }.map(markdown)
    }

    /// The built-in touch events, each with the `UIControl.Event` UIKit delivers it as.
    static var eventsMarkdown: String {
        var out = "| event | delivered as `UIControl.Event` |\n|---|---|\n"
        for touch in BuiltinEvent.touch {
            let member = touch.controlEvent.rawValue
            let alias = touch.name == member ? "" : " (the same event as `\(member)`)"
            out += "| `\(touch.name)` | `.\(member)`\(alias) |\n"
        }
        return out
    }

    /// One table: key, whether it is required, the kind of its value and what it does.
    static func markdown(_ table: KeyTable) -> String {
        var out = "| key | required | value | meaning |\n|---|---|---|---|\n"
        for entry in table.entries {
            let meaning = entry.doc.replacingBars()
            out +=
                "| `\(entry.name)` | \(requirement(entry, in: table)) | \(phrase(entry.kind)) | \(meaning) |\n"
        }
        return out
    }

    private static func requirement(_ entry: KeySpec, in table: KeyTable) -> String {
        if entry.isRequired { return "yes" }
        // A rule of the mapping that holds this one (`group.region` with the control's `regions`).
        for parent in SpecKeys.all {
            for case .childKeyWhen(let key, let child, let childKey) in parent.rules
            where childKey == entry.name {
                guard case .table(let childTable) = parent[child].kind, childTable.name == table.name else {
                    continue
                }
                return "when the \(parent.name) has `\(key)` (not allowed otherwise)"
            }
        }
        for rule in table.rules {
            switch rule {
            case .exactlyOne(let keys) where keys.contains(entry.name):
                return "one of " + keys.map { "`\($0)`" }.joined(separator: ", ")
            case .atLeastOne(let keys, _) where keys.contains(entry.name):
                return "at least one of " + keys.map { "`\($0)`" }.joined(separator: ", ")
            case .requiredWhen(let key, let value, let required) where required.contains(entry.name):
                return "when `\(key)` is `\(value)`"
            case .replaces(let key, _, let required) where required.contains(entry.name):
                return "yes, unless `\(key)`"
            case .oneForm(let forms, _):
                guard let form = forms.first(where: { $0.keys.contains(entry.name) }) else { continue }
                return form.required.contains(entry.name) ? "in \(form.name)" : "no"
            default: continue
            }
        }
        return "no"
    }

    /// How the reference names a kind of value.
    static func phrase(_ kind: ValueKind) -> String {
        switch kind {
        case .text: "a string"
        case .flag: "`true` or `false`"
        case .number(let bounds): "a number" + range(bounds)
        case .integer(let bounds): "a whole number" + range(bounds)
        case .length: "a length: `24`, `1pt`, `0.5w`, `h + 24`"
        case .translation: "points or one fraction of the size: `40`, `40pt`, `0.5w`, `0.5h`"
        case .size: "`[width, height]` in points"
        case .frame: "`[x, y, width, height]`, lengths"
        case .offset: "`[x, y]`, lengths"
        case .padding: "points: one number or `[top, left, bottom, right]`"
        case .numberOrExpression: "a number, a property name or a number expression"
        case .typeName: "an UpperCamelCase name"
        case .name: "a name"
        case .names: "a name or a list of names"
        case .keyword(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        case .color: "a color"
        case .point: "`[x, y]`, each 0…1"
        case .controlPoints: "`[x1, y1, x2, y2]`, x1 and x2 0…1"
        case .integerRange: "`[min, max]`, integers"
        case .literal: "a literal of the property's type"
        case .guardExpression: "a guard"
        case .sourceStates: "`\"*\"`, a state or a list of states"
        case .statePath: "a name, or a path of nested states (`playing.buffering`)"
        case .statePaths: "a name or path, or a list of them"
        case .warningCodes: "a warning code or a list of them"
        case .table(let table): "a `\(table.name)` mapping"
        case .oneOf(let kinds): kinds.map(phrase).joined(separator: ", or ")
        case .byKeyword(let key, let kinds):
            "by `\(key)`: "
                + groups(kinds).map { words, kind in
                    words.map { "`\($0)`" }.joined(separator: ", ") + ": " + phrase(kind)
                }.joined(separator: "; ")
        case .list(let item, let minimum):
            "a list of " + plural(item) + (minimum > 0 ? " (at least \(minimum))" : "")
        case .named(let value): plural(value) + " by name"
        case .childStates: "`state` mappings by name"
        case .childRegions: "`region` mappings by name"
        case .assignments: "`property: value` pairs"
        }
    }

    /// The words of a `byKeyword` kind grouped by the phrase of their kind, in order of first appearance.
    private static func groups(_ kinds: [(word: String, kind: ValueKind)]) -> [(
        words: [String], kind: ValueKind
    )] {
        var groups: [(words: [String], kind: ValueKind)] = []
        for (word, kind) in kinds {
            if let index = groups.firstIndex(where: { phrase($0.kind) == phrase(kind) }) {
                groups[index].words.append(word)
            } else {
                groups.append(([word], kind))
            }
        }
        return groups
    }

    /// Several values of a kind, for lists and named mappings.
    private static func plural(_ kind: ValueKind) -> String {
        switch kind {
        case .name: "names"
        case .point: "`[x, y]` points"
        case .color: "colors"
        case .table(let table): "`\(table.name)` mappings"
        default: phrase(kind)
        }
    }

    private static func range(_ bounds: NumberBounds) -> String {
        switch (bounds.minimum, bounds.maximum) {
        case (let minimum?, let maximum?):
            bounds.excludesMinimum
                ? ", more than \(NumberText.shortest(minimum)), at most \(NumberText.shortest(maximum))"
                : ", \(NumberText.shortest(minimum))…\(NumberText.shortest(maximum))"
        case (let minimum?, nil):
            bounds.excludesMinimum
                ? ", > \(NumberText.shortest(minimum))" : ", >= \(NumberText.shortest(minimum))"
        case (nil, let maximum?): ", <= \(NumberText.shortest(maximum))"
        case (nil, nil): ""
        }
    }
}

extension String {
    /// The text with `|` escaped for a Markdown table cell.
    fileprivate func replacingBars() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
