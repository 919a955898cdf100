import ControlSpecCore

/// Checks the rules between the keys of one mapping (`KeyTable.rules`), the same rules the JSON
/// Schema states: a key that excludes another is `conflicting-keys` at the later key, a key a rule
/// requires is `missing-key` at the start of the mapping.
extension DecodeContext {
    mutating func checkRules(of table: KeyTable, in fields: Fields, what: String) {
        for rule in table.rules {
            switch rule {
            case .exactlyOne(let keys):
                if !keys.contains(where: fields.has) {
                    report(.missingKey, "\(what) needs one of \(Self.list(keys))", at: fields.location)
                }
                reportAllButOne(of: keys, in: fields, what: what)
            case .atLeastOne(let keys, let code):
                guard !keys.contains(where: fields.has) else { continue }
                let choices = keys.map { "'\($0)' (\(table[$0].doc))" }
                report(
                    code, "\(what) needs at least one of " + choices.joined(separator: " or "),
                    at: fields.location)
            case .atMostOne(let keys):
                reportAllButOne(of: keys, in: fields, what: what)
            case .requiredWhen(let key, let value, let required):
                guard fields[key]?.scalar?.value == value else { continue }
                for missing in required where !fields.has(missing) {
                    report(
                        .missingKey,
                        "\(what) with '\(key): \(value)' is missing the required key '\(missing)'; add '\(missing): …'",
                        at: fields.location)
                }
            case .allowedOnlyWhen(let key, let value, let keys):
                guard let given = fields[key]?.scalar?.value, given != value else { continue }
                for extra in keys {
                    guard let location = fields.keyLocation(extra) else { continue }
                    report(
                        .conflictingKeys,
                        "'\(extra)' applies only where '\(key)' is '\(value)', not '\(given)'; remove it or change"
                            + " '\(key)'", at: location)
                }
            case .oneForm(let forms, let code):
                checkForm(forms, code: code, of: table, in: fields, what: what)
            case .childKeyWhen(let key, let child, let childKey):
                guard let node = fields[child], let pairs = node.mapping else { continue }
                let childFields = Fields(location: node.location, pairs: pairs)
                if fields.has(key), !childFields.has(childKey) {
                    report(
                        .missingKey,
                        "'\(child)' is missing the key '\(childKey)', which it needs next to '\(key):'; add"
                            + " '\(childKey): …' (\(childTable(child, of: table)?[childKey].doc ?? childKey))",
                        at: childFields.location)
                }
                if !fields.has(key), let location = childFields.keyLocation(childKey) {
                    report(
                        .conflictingKeys,
                        "'\(childKey)' of '\(child)' applies only where \(what) has '\(key):'; remove it",
                        at: location)
                }
            case .replaces(let key, let excluded, let required):
                guard fields.has(key) else {
                    for missing in required where !fields.has(missing) {
                        report(
                            .missingKey,
                            "\(what) is missing the required key '\(missing)'; add '\(missing): …' (or use '\(key):')",
                            at: fields.location)
                    }
                    continue
                }
                for extra in excluded {
                    guard let location = fields.keyLocation(extra) else { continue }
                    report(
                        .conflictingKeys,
                        "'\(extra)' cannot stand next to '\(key)' in \(what) (\(key): \(table[key].doc))",
                        at: location)
                }
            }
        }
    }

    /// The form of `forms` the mapping is written in, when it is exactly one, complete and not
    /// outdated; otherwise nil (and `checkRules` has reported why).
    static func form(of forms: [KeyForm], in fields: Fields) -> KeyForm? {
        let given = forms.filter { $0.keys.contains(where: fields.has) }
        guard given.count == 1, let form = given.first, form.required.allSatisfy(fields.has) else {
            return nil
        }
        if let outdated = form.outdated, fields.has(outdated.key), !fields.has(outdated.without) {
            return nil
        }
        return form
    }

    /// Reports a mapping written in several forms, in none, in an outdated way, or without a key
    /// its form needs.
    private mutating func checkForm(
        _ forms: [KeyForm], code: DiagnosticCode, of table: KeyTable, in fields: Fields, what: String
    ) {
        let shared = table.keys.filter { key in !forms.contains { $0.keys.contains(key) } }
        let choices = forms.map { "'{ " + ($0.keys + shared).joined(separator: ", ") + " }'" }
            .joined(separator: ", ")
        let given = forms.filter { $0.keys.contains(where: fields.has) }
        if given.count > 1, let key = given[1].keys.first(where: fields.has) {
            report(
                .conflictingKeys,
                "\(what) mixes \(given[0].name) with \(given[1].name) ('\(key)'); keep one form: \(choices)",
                at: fields.keyLocation(key) ?? fields.location)
            return
        }
        guard let form = given.first else {
            report(code, "\(what) gives no \(table.name); write one form: \(choices)", at: fields.location)
            return
        }
        if let outdated = form.outdated, fields.has(outdated.key), !fields.has(outdated.without) {
            report(code, outdated.message, at: fields.keyLocation(outdated.key) ?? fields.location)
            return
        }
        for key in form.required where !fields.has(key) {
            report(
                .missingKey, "\(what) in \(form.name) is missing the key '\(key)'; add '\(key): …'",
                at: fields.location)
        }
    }

    /// The table of the mapping under `key` of `table`.
    private func childTable(_ key: String, of table: KeyTable) -> KeyTable? {
        guard case .table(let child) = table[key].kind else { return nil }
        return child
    }

    /// The first of `keys` the mapping holds.
    func firstPresent(of keys: [String], in fields: Fields) -> String? {
        keys.first(where: fields.has)
    }

    /// Reports every key of `keys` after the first one the mapping holds.
    private mutating func reportAllButOne(of keys: [String], in fields: Fields, what: String) {
        let present = keys.filter(fields.has)
        guard let first = present.first else { return }
        for extra in present.dropFirst() {
            report(
                .conflictingKeys, "'\(extra)' cannot be combined with '\(first)' in \(what); keep only one",
                at: fields.keyLocation(extra) ?? fields.location)
        }
    }
}
