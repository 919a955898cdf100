import ControlSpecCore

/// The JSON Schema (draft-07) of the spec format, for editors (`controlspec schema`), encoded from
/// the language's key tables (`SpecKeys`) and the diagnostic descriptors (the codes `suppress:`
/// takes). `Docs/controlspec.schema.json` is the checked-in copy; `SchemaTests` keeps it current.
public enum SpecSchema {
    /// The schema as JSON text.
    public static var json: String { document.text }

    static var document: JSONValue {
        let root = table(SpecKeys.control)
        guard case .object(let body) = root else { return root }
        var definitions: [(String, JSONValue)] = [
            (
                "name",
                .object([
                    (
                        "description",
                        .string("A lowerCamelCase Swift identifier (keywords such as 'default' are allowed).")
                    ),
                    ("type", .string("string")), ("pattern", .string("^[a-z][A-Za-z0-9]*$")),
                ])
            ),
            (
                "names",
                .object([
                    ("description", .string("One name or a non-empty list of names.")),
                    (
                        "anyOf",
                        .array([
                            reference("name"),
                            .object([
                                ("type", .string("array")), ("items", reference("name")),
                                ("minItems", .number(1)),
                            ]),
                        ])
                    ),
                ])
            ),
            (
                "statePath",
                .object([
                    (
                        "description",
                        .string("A state's name, or its path through its parent states (playing.buffering).")
                    ),
                    ("type", .string("string")),
                    ("pattern", .string("^[a-z][A-Za-z0-9]*([.][a-z][A-Za-z0-9]*)*$")),
                ])
            ),
            (
                "statePaths",
                .object([
                    ("description", .string("One state name or path, or a non-empty list of them.")),
                    (
                        "anyOf",
                        .array([
                            reference("statePath"),
                            .object([
                                ("type", .string("array")), ("items", reference("statePath")),
                                ("minItems", .number(1)),
                            ]),
                        ])
                    ),
                ])
            ),
            ("unit", .object([("description", .string("A fraction from 0 to 1."))] + numberBounds(.unit))),
            (
                "point",
                .object([
                    ("description", .string("[x, y] in unit coordinates (0...1 of the control's bounds).")),
                    ("type", .string("array")), ("items", reference("unit")),
                    ("minItems", .number(2)), ("maxItems", .number(2)),
                ])
            ),
            (
                "color",
                .object([
                    (
                        "description",
                        .string(
                            "#RRGGBB, #RRGGBBAA, a system color (systemBlue, clear, ...), a name under colors: or a color property."
                        )
                    ),
                    ("type", .string("string")),
                    ("pattern", .string("^(#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[a-z][A-Za-z0-9]*)$")),
                ])
            ),
            (
                "suppress",
                .object([
                    ("description", .string("A warning code or a list of them, silenced here.")),
                    (
                        "anyOf",
                        .array([
                            suppressible, .object([("type", .string("array")), ("items", suppressible)]),
                        ])
                    ),
                ])
            ),
        ]
        for table in SpecKeys.all where table.name != SpecKeys.control.name {
            definitions.append((table.name, self.table(table)))
        }
        return .object(
            [
                ("$schema", .string("http://json-schema.org/draft-07/schema#")),
                ("title", .string("ControlSpec control specification, version 1")),
            ] + body + [("definitions", .object(definitions))])
    }

    /// The codes `suppress:` accepts: every code that is not an error.
    private static var suppressible: JSONValue {
        .object([
            (
                "enum",
                .array(DiagnosticCode.allCases.filter { $0.severity != .error }.map { .string($0.rawValue) })
            )
        ])
    }

    /// A decimal without sign or exponent, as a length's term writes its number: `24`, `0.5`, `.5`.
    private static let decimal = "([0-9]+[.]?[0-9]*|[.][0-9]+)"

    /// One term of a length: a decimal with an optional unit, or `w` or `h` alone.
    private static let lengthTerm = "(\(decimal)(pt|w|h)?|w|h)"

    private static func reference(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/definitions/\(name)"))])
    }

    private static func numberBounds(_ bounds: NumberBounds) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("type", .string("number"))]
        if let minimum = bounds.minimum {
            out.append((bounds.excludesMinimum ? "exclusiveMinimum" : "minimum", .number(minimum)))
        }
        if let maximum = bounds.maximum { out.append(("maximum", .number(maximum))) }
        return out
    }

    /// The schema of one mapping kind.
    private static func table(_ table: KeyTable) -> JSONValue {
        var out: [(String, JSONValue)] = [
            ("description", .string(table.doc)),
            ("type", table.allowsNothing ? .array([.string("object"), .string("null")]) : .string("object")),
            ("properties", .object(table.entries.map { ($0.name, key($0)) })),
        ]
        if !table.required.isEmpty { out.append(("required", strings(table.required))) }
        out.append(("additionalProperties", .bool(false)))
        let rules = table.rules.map(rule) + keywordRules(table)
        if !rules.isEmpty { out.append(("allOf", .array(rules))) }
        return .object(out)
    }

    /// For each key whose kind depends on a sibling key's word (`byKeyword`): `if` the sibling is
    /// one of a group of words with the same kind, `then` the key has that kind.
    private static func keywordRules(_ table: KeyTable) -> [JSONValue] {
        table.entries.flatMap { entry -> [JSONValue] in
            guard case .byKeyword(let key, let kinds) = entry.kind else { return [] }
            return groups(kinds).map { words, schema in
                .object([
                    (
                        "if",
                        .object([
                            ("properties", .object([(key, .object([("enum", strings(words))]))])),
                            ("required", strings([key])),
                        ])
                    ),
                    ("then", .object([("properties", .object([(entry.name, schema)]))])),
                ])
            }
        }
    }

    /// The words of a `byKeyword` kind grouped by their kind's schema, in order of first appearance.
    private static func groups(_ kinds: [(word: String, kind: ValueKind)]) -> [(
        words: [String], schema: JSONValue
    )] {
        var groups: [(words: [String], schema: JSONValue)] = []
        for (word, kind) in kinds {
            let schema = self.kind(kind)
            if let index = groups.firstIndex(where: { $0.schema == schema }) {
                groups[index].words.append(word)
            } else {
                groups.append(([word], schema))
            }
        }
        return groups
    }

    /// A key's schema: its doc and its kind's schema (`$ref` wrapped, since draft-07 ignores the
    /// siblings of a `$ref`).
    private static func key(_ key: KeySpec) -> JSONValue {
        let description = ("description", JSONValue.string(key.doc))
        guard case .object(let pairs) = kind(key.kind) else { return .object([description]) }
        if pairs.first?.0 == "$ref" { return .object([description, ("allOf", .array([.object(pairs)]))]) }
        return .object([description] + pairs)
    }

    private static func kind(_ kind: ValueKind) -> JSONValue {
        switch kind {
        case .text: return .object([("type", .string("string"))])
        case .flag: return .object([("type", .string("boolean"))])
        case .number(let bounds): return .object(numberBounds(bounds))
        case .integer(let bounds):
            return .object([("type", .string("integer"))] + numberBounds(bounds).filter { $0.0 != "type" })
        case .length:
            return .object([
                ("type", strings(["number", "string"])),
                ("pattern", .string("^ *(- *)?\(lengthTerm)( *[-+] *\(lengthTerm))* *$")),
            ])
        case .translation:
            return .object([
                ("type", strings(["number", "string"])),
                ("pattern", .string("^ *(- *)?(\(decimal)(pt|w|h)?|w|h) *$")),
            ])
        case .size:
            return .object([
                ("type", .string("array")), ("items", .object(numberBounds(.nonNegative))),
                ("minItems", .number(2)), ("maxItems", .number(2)),
            ])
        case .frame:
            return .object([
                ("type", .string("array")), ("items", self.kind(.length)), ("minItems", .number(4)),
                ("maxItems", .number(4)),
            ])
        case .offset:
            return .object([
                ("type", .string("array")), ("items", self.kind(.length)), ("minItems", .number(2)),
                ("maxItems", .number(2)),
            ])
        case .padding:
            let number = JSONValue.object(numberBounds(.nonNegative))
            return .object([
                (
                    "anyOf",
                    .array([
                        number,
                        .object([
                            ("type", .string("array")), ("items", number), ("minItems", .number(4)),
                            ("maxItems", .number(4)),
                        ]),
                    ])
                )
            ])
        case .numberOrExpression:
            let number = JSONValue.object([("type", .string("number"))])
            return .object([("anyOf", .array([number, .object([("type", .string("string"))])]))])
        case .typeName:
            return .object([("type", .string("string")), ("pattern", .string("^[A-Z][A-Za-z0-9]*$"))])
        case .name: return reference("name")
        case .names: return reference("names")
        case .keyword(let words): return .object([("enum", strings(words))])
        case .color: return reference("color")
        case .point: return reference("point")
        case .controlPoints:
            let fraction = JSONValue.object(numberBounds(.unit))
            let number = JSONValue.object([("type", .string("number"))])
            return .object([
                ("type", .string("array")), ("items", .array([fraction, number, fraction, number])),
                ("minItems", .number(4)), ("maxItems", .number(4)),
            ])
        case .integerRange:
            return .object([
                ("type", .string("array")), ("items", .object([("type", .string("integer"))])),
                ("minItems", .number(2)), ("maxItems", .number(2)),
            ])
        case .literal: return .object([("type", strings(["boolean", "integer", "number", "string"]))])
        case .guardExpression: return .object([("type", strings(["string", "boolean"]))])
        case .sourceStates:
            return .object([("anyOf", .array([.object([("const", .string("*"))]), reference("statePaths")]))])
        case .statePath: return reference("statePath")
        case .statePaths: return reference("statePaths")
        case .warningCodes: return reference("suppress")
        case .table(let table): return reference(table.name)
        case .oneOf(let kinds): return .object([("anyOf", .array(kinds.map(self.kind)))])
        case .byKeyword(_, let kinds): return .object([("anyOf", .array(groups(kinds).map(\.schema)))])
        case .list(let item, let minimum):
            var pairs: [(String, JSONValue)] = [("type", .string("array")), ("items", self.kind(item))]
            if minimum > 0 { pairs.append(("minItems", .number(Double(minimum)))) }
            return .object(pairs)
        case .named(let value):
            return .object([
                ("type", .string("object")), ("propertyNames", reference("name")),
                ("additionalProperties", self.kind(value)),
            ])
        case .childStates:
            return .object([
                ("type", .string("object")), ("propertyNames", reference("name")),
                ("additionalProperties", reference(SpecKeys.state.name)),
            ])
        case .childRegions:
            return .object([
                ("type", .string("object")), ("propertyNames", reference("name")),
                ("additionalProperties", reference(SpecKeys.region.name)),
            ])
        case .assignments:
            return .object([
                ("type", .string("object")), ("propertyNames", reference("name")),
                // `number`: a `double` takes a literal such as 0.5.
                ("additionalProperties", .object([("type", strings(["boolean", "number", "string"]))])),
            ])
        }
    }

    private static func rule(_ rule: KeyRule) -> JSONValue {
        func required(_ keys: [String]) -> JSONValue { .object([("required", strings(keys))]) }
        switch rule {
        case .exactlyOne(let keys):
            return .object([("oneOf", .array(keys.map { required([$0]) }))])
        case .atLeastOne(let keys, _):
            return .object([("anyOf", .array(keys.map { required([$0]) }))])
        case .atMostOne(let keys):
            let pairs = keys.indices.flatMap { first in
                keys.indices.filter { $0 > first }.map { required([keys[first], keys[$0]]) }
            }
            return .object([("not", .object([("anyOf", .array(pairs))]))])
        case .requiredWhen(let key, let value, let keys):
            return .object([
                (
                    "if",
                    .object([
                        ("properties", .object([(key, .object([("const", .string(value))]))])),
                        ("required", strings([key])),
                    ])
                ),
                ("then", required(keys)),
            ])
        case .allowedOnlyWhen(let key, let value, let keys):
            return .object([
                ("if", .object([("properties", .object([(key, .object([("const", .string(value))]))]))])),
                ("else", .object([("not", .object([("anyOf", .array(keys.map { required([$0]) }))]))])),
            ])
        case .replaces(let key, let excluded, let keys):
            return .object([
                ("if", required([key])),
                ("then", .object([("not", .object([("anyOf", .array(excluded.map { required([$0]) }))]))])),
                ("else", required(keys)),
            ])
        case .childKeyWhen(let key, let child, let childKey):
            func group(_ constraint: JSONValue) -> JSONValue {
                .object([("properties", .object([(child, constraint)]))])
            }
            return .object([
                ("if", required([key])),
                ("then", group(required([childKey]))),
                ("else", group(.object([("not", required([childKey]))]))),
            ])
        case .oneForm(let forms, _):
            // Each branch: the form's required keys (or one of its keys), and no key of another form.
            return .object([
                (
                    "oneOf",
                    .array(
                        forms.map { form in
                            let others = forms.filter { $0.name != form.name }.flatMap(\.keys)
                            let present: (String, JSONValue) =
                                form.required.isEmpty
                                ? ("anyOf", .array(form.keys.map { required([$0]) }))
                                : ("required", strings(form.required))
                            return .object([
                                present, ("not", .object([("anyOf", .array(others.map { required([$0]) }))])),
                            ])
                        })
                )
            ])
        }
    }

    private static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
}
