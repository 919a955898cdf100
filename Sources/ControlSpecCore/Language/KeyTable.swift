/// One key of a mapping of the spec language: its name, the kind of its value and what it does.
package struct KeySpec: Sendable {
    /// The key as written.
    package let name: String
    /// The kind of its value.
    package let kind: ValueKind
    /// Whether every mapping of the table must have it.
    package let isRequired: Bool
    /// One line for the reference and the schema's `description`.
    package let doc: String
    /// The kind of declaration the names in its value refer to (`to:` names a state, `on:` an
    /// event), when its value names declarations; the decoder resolves such names against the
    /// declarations of this kind, and the editor server completes and links them by it.
    package let refersTo: NameKind?

    /// A key that may be left out.
    package static func optional(
        _ name: String, _ kind: ValueKind, _ doc: String, refersTo: NameKind? = nil
    ) -> KeySpec {
        KeySpec(name: name, kind: kind, isRequired: false, doc: doc, refersTo: refersTo)
    }

    /// A key every mapping of the table has.
    package static func required(
        _ name: String, _ kind: ValueKind, _ doc: String, refersTo: NameKind? = nil
    ) -> KeySpec {
        KeySpec(name: name, kind: kind, isRequired: true, doc: doc, refersTo: refersTo)
    }
}

/// A rule between keys of one mapping, beyond each key's own kind. The decoder checks every rule
/// of a table (`checkRules`), and the JSON Schema states it (`SpecSchema`).
package enum KeyRule: Sendable {
    /// Exactly one of the keys is given.
    case exactlyOne([String])
    /// At least one of the keys is given; `code` is what the decoder reports when none is.
    case atLeastOne([String], code: DiagnosticCode = .missingKey)
    /// At most one of the keys is given.
    case atMostOne([String])
    /// When `key` has the value `value`, the keys `required` are required.
    case requiredWhen(key: String, value: String, required: [String])
    /// The keys `keys` are allowed only when `key` has the value `value`.
    case allowedOnlyWhen(key: String, value: String, keys: [String])
    /// When `key` is given, `excluded` are not allowed; otherwise `required` are required.
    case replaces(key: String, excluded: [String], required: [String])
    /// The keys of exactly one of the forms are given (keys of no form may go with any), with that
    /// form's required keys; `code` is what the decoder reports when no form is given or a form is
    /// written the outdated way.
    case oneForm([KeyForm], code: DiagnosticCode)
    /// The mapping under `child` has the key `childKey` exactly when this mapping has `key` (a
    /// group names its region only in a control with regions).
    case childKeyWhen(key: String, child: String, childKey: String)
}

/// One way of writing a mapping whose keys come in alternative groups (the spring's forms).
package struct KeyForm: Sendable {
    /// How messages and the reference name the form.
    package let name: String
    /// The keys that belong to this form only.
    package let keys: [String]
    /// The keys this form needs.
    package let required: [String]
    /// A key of the form that, written without another of its keys, means the spec follows an
    /// older meaning of the key: the decoder reports the rule's code with `message`.
    package var outdated: OutdatedUse?

    /// `key` given without `without` is the old form `message` explains.
    package struct OutdatedUse: Sendable {
        package let key: String
        package let without: String
        package let message: String
    }
}

/// The keys one kind of mapping of the spec language allows, with their kinds and docs.
package struct KeyTable: Sendable {
    /// The mapping's name, also its definition's name in the JSON Schema (`control` is the root).
    package let name: String
    /// One line saying what the mapping is.
    package let doc: String
    /// Every allowed key, in the order the reference documents them.
    package let entries: [KeySpec]
    /// Rules between the keys.
    package let rules: [KeyRule]
    /// Whether the mapping may be left empty (`off:` with nothing after it).
    package let allowsNothing: Bool
    /// Every allowed key's name, in the order of `entries` (kept, as the decoder asks per key).
    package let keys: [String]
    /// Keys that must always be present.
    package let required: [String]
    /// Keys this mapping does not allow (yet) that users write here because another mapping
    /// allows them, each with what to write instead: the decoder's `unknown-key` says that rather
    /// than listing the allowed keys. They are not in the schema.
    package let unsupported: [String: String]

    package init(
        _ name: String, _ doc: String, allowsNothing: Bool = false, rules: [KeyRule] = [],
        unsupported: [String: String] = [:], _ entries: [KeySpec]
    ) {
        self.name = name
        self.doc = doc
        self.entries = entries
        self.rules = rules
        self.allowsNothing = allowsNothing
        self.unsupported = unsupported
        keys = entries.map(\.name)
        required = entries.filter(\.isRequired).map(\.name)
    }

    /// The key named `name`; the tables are constants, so asking for a key they lack is a bug.
    package subscript(_ name: String) -> KeySpec {
        guard let entry = entries.first(where: { $0.name == name }) else {
            preconditionFailure("the table '\(self.name)' has no key '\(name)'")
        }
        return entry
    }

    /// The bounds of the number (or whole number) key `name`.
    package func bounds(_ name: String) -> NumberBounds {
        switch self[name].kind {
        case .number(let bounds), .integer(let bounds): return bounds
        default: preconditionFailure("the key '\(self.name).\(name)' is not a number")
        }
    }
}
