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
            case .oneForm:
                // The forms come with their own code, `spring-form`, and are read one form at a
                // time by the timing reader, which checks them as it reads.
                continue
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
