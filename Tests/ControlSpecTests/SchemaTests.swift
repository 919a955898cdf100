import Foundation
import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The JSON Schema: the checked-in copy, its agreement with the decoder's key tables, and a real
/// validator (Python `jsonschema`) run over the examples and over specs it must reject.
final class SchemaTests: XCTestCase {
    private var schemaURL: URL {
        DecodeHarness.packageRoot.appendingPathComponent("Docs/controlspec.schema.json")
    }

    private func schema() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(SpecSchema.json.utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    /// `Docs/controlspec.schema.json` is the schema encoded from `SpecKeys`; re-record it with
    /// `RECORD_DOCS=1 swift test --filter SchemaTests`.
    func testCheckedInSchemaIsTheEncodedLanguage() throws {
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil {
            try Data(SpecSchema.json.utf8).write(to: schemaURL)
        }
        XCTAssertEqual(
            try String(contentsOf: schemaURL, encoding: .utf8), SpecSchema.json,
            "Docs/controlspec.schema.json is stale: run RECORD_DOCS=1 swift test --filter SchemaTests")
    }

    func testSchemaKeysMatchTheDecoderKeyTables() throws {
        let schema = try schema()
        let definitions = try XCTUnwrap(schema["definitions"] as? [String: Any])
        for table in SpecKeys.all {
            let owner = table.name == "control" ? schema : definitions[table.name] as? [String: Any]
            let properties = try XCTUnwrap(owner?["properties"] as? [String: Any], table.name)
            XCTAssertEqual(Set(properties.keys), Set(table.keys), table.name)
            XCTAssertEqual(owner?["additionalProperties"] as? Bool, false, table.name)
            XCTAssertEqual(Set(owner?["required"] as? [String] ?? []), Set(table.required), table.name)
        }
    }

    func testValidatorAcceptsEveryExample() throws {
        let examples = try DecodeHarness.examples()
        let documents = try examples.map { try JSONFromYAML.convert(String(contentsOf: $0, encoding: .utf8)) }
        XCTAssertEqual(try validate(documents), Array(repeating: "valid", count: examples.count))
    }

    func testValidatorRejectsUnknownKeysAndWrongTypes() throws {
        let spec = "control: A\ninitial: a\nstates: { a: {} }\n"
        let documents = try [
            spec,
            spec + "tranistions: []\n",
            spec
                + "animations: { go: { duration: fast, tracks: [ { target: control, property: scale,"
                + " to: 1 } ] } }\n",
            "control: A\ninitial: a\nstates: { a: { selected: 3 } }\n",
            "control: A\nregions: { r: { initial: a, states: { a: {} } } }\nstates: { a: {} }\n",
        ].map(JSONFromYAML.convert)
        let verdicts = try validate(documents)
        XCTAssertEqual(verdicts.first, "valid")
        XCTAssertTrue(verdicts.dropFirst().allSatisfy { $0 == "invalid" }, "\(verdicts)")
    }

    /// The schema refuses the canonical example of every decode code that is about the shape of
    /// the document (keys, rules between keys, kinds, enums, bounds, list lengths), as the decoder
    /// does: the two read one description.
    func testValidatorRejectsTheDecodeExamplesAboutShape() throws {
        let checked: [DiagnosticCode] = [
            .unknownKey, .conflictingKeys, .missingKey, .typeMismatch, .tooFewItems, .unsuppressibleCode,
            .valueOutOfRange, .invalidName, .shapeDrawsNothing,
        ]
        let documents = try checked.map { try JSONFromYAML.convert($0.descriptor.example.spec) }
        XCTAssertEqual(
            try validate(documents), Array(repeating: "invalid", count: checked.count),
            checked.map(\.rawValue).joined(separator: ", "))
    }

    /// A track's and a look value's `from` and `to` allow, per property, what
    /// `SpecKeys.trackValueKind` says: the validator and the decoder accept exactly the same values
    /// (fractions of the size only in translations, a translation never a sum, opacity and stroke
    /// ends within 0…1).
    func testTrackValuesAreAcceptedByTheSchemaExactlyWhenTheDecoderAcceptsThem() throws {
        let cases: [(property: String, value: String, accepted: Bool)] = [
            ("opacity", "0.5", true), ("opacity", "1.5", false), ("opacity", "0.5w", false),
            ("opacity", "\"0.5\"", false), ("strokeEnd", "1", true), ("strokeEnd", "0.5w", false),
            ("strokeStart", "1pt", false), ("rotation", "-720", true), ("rotation", "1pt", false),
            ("rotation", "0.5w", false), ("scale", "2", true), ("scale", "0.5w", false),
            ("scaleX", "h", false), ("translationX", "40", true), ("translationX", "-40pt", true),
            ("translationX", "0.5w", true), ("translationY", "-0.5h", true), ("translationY", ".5h", true),
            ("translationX", "h", true), ("translationX", "\"40\"", true), ("translationX", "0", true),
            ("translationX", "h + 24", false), ("translationX", "0.5w + 0.1w", false),
            ("translationX", "0.5w - 0", false), ("translationX", "1x", false),
            ("translationX", "1.2.3", false),
            ("translationY", "w w", false),
        ]
        let header = """
            control: A
            properties: { p: { type: double, input: true } }
            images: { i: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: "#FF0000" } } ] } }
            initial: a

            """
        let tracks = cases.map { property, value, _ in
            header + """
                animations: { go: { duration: 0.3, tracks: [ { target: i, property: \(property), to: \(value) } ] } }
                states: { a: { image: i }, b: { image: i } }
                transitions: [ { from: a, on: tap, to: b, animation: go }, { from: b, on: tap, to: a } ]
                """
        }
        let lookValues = cases.map { property, value, _ in
            header
                + "states: { a: { image: i, values: [ { target: i, property: \(property), value: p, from: \(value) } ] } }"
        }
        for (what, specs) in [("track", tracks), ("look value", lookValues)] {
            let decoded = specs.map { spec in
                DecodeHarness.decode(spec).1.contains { $0.severity == .error } ? "invalid" : "valid"
            }
            let validated = try validate(try specs.map(JSONFromYAML.convert))
            for (index, entry) in cases.enumerated() {
                let expected = entry.accepted ? "valid" : "invalid"
                let name = "\(what) \(entry.property): \(entry.value)"
                XCTAssertEqual(decoded[index], expected, "decoder, \(name)")
                XCTAssertEqual(validated[index], expected, "schema, \(name)")
            }
        }
    }

    /// The layout's and texts' keys: the validator and the decoder accept exactly the same values
    /// (sizes, paddings, borders, frames of lengths, row spacing, fonts, line counts, scales).
    func testLayoutAndTextValuesAreAcceptedByTheSchemaExactlyWhenTheDecoderAcceptsThem() throws {
        let slot = "slots: { s: {} }"
        let layouts: [(String, Bool)] = [
            ("{ \(slot), size: [60, 30] }", true), ("{ \(slot), size: [-1, 30] }", false),
            ("{ \(slot), size: [60] }", false), ("{ \(slot), padding: 3 }", true),
            ("{ \(slot), padding: [1, 2, 3, 4] }", true), ("{ \(slot), padding: [1, 2, 3] }", false),
            ("{ \(slot), padding: -1 }", false), ("{ \(slot), border: { width: 1, color: black } }", true),
            ("{ \(slot), border: { width: 1001, color: black } }", false),
            ("{ \(slot), border: { width: 1 } }", false),
            ("{ \(slot), border: { width: 1, color: black, cornerRadius: -2 } }", false),
            ("{ \(slot), background: \"#FF000080\" }", true), ("{ \(slot), background: \"#FF00\" }", false),
            ("{ slots: { s: { frame: [h + 24, 0, w - h - 24, h] } } }", true),
            ("{ slots: { s: { frame: [0, 0, 1x, h] } } }", false),
            ("{ slots: { s: { frame: [0, 0, w] } } }", false),
            ("{ row: { spacing: 2 }, slots: { s: { size: [20, 20] } } }", true),
            ("{ row: { spacing: -2 }, slots: { s: { size: [20, 20] } } }", false),
        ]
        let texts: [(String, Bool)] = [
            ("{ text: hi, font: { size: 13 }, lines: 2 }", true),
            ("{ text: hi, font: { size: 13 }, lines: 2.5 }", false),
            ("{ text: hi, font: { size: 13 }, lines: -1 }", false),
            ("{ text: hi, font: { size: 13 }, lines: 1000000 }", false),
            ("{ text: hi, font: { size: 0 } }", false),
            ("{ text: hi, font: { style: body } }", true), ("{ text: hi, font: { weight: bold } }", false),
            ("{ text: hi, font: { name: Arial, size: 20 } }", true),
            ("{ text: hi, font: { name: Arial, size: 20, weight: bold } }", false),
            ("{ text: hi, font: { size: 13 }, minimumScale: 1.5 }", false),
            ("{ text: hi, font: { size: 13 }, alignment: middle }", false),
            ("{ text: \"{title}\", font: { size: 13 }, alignment: right, color: \"#123456\" }", true),
        ]
        func spec(layout: String = "{ \(slot) }", text: String = "{ text: hi, font: { size: 13 } }") -> String
        {
            """
            control: A
            properties: { title: { type: string, input: true } }
            layout: \(layout)
            texts: { t: \(text) }
            images: { i: { asset: i, slot: s } }
            initial: a
            states: { a: { image: i, text: t } }
            """
        }
        let cases =
            layouts.map { (spec(layout: $0.0), $0.0, $0.1) } + texts.map { (spec(text: $0.0), $0.0, $0.1) }
        let validated = try validate(try cases.map { try JSONFromYAML.convert($0.0) })
        for (index, (spec, name, accepted)) in cases.enumerated() {
            let expected = accepted ? "valid" : "invalid"
            let decoded =
                DecodeHarness.decode(spec).1.contains { $0.severity == .error } ? "invalid" : "valid"
            XCTAssertEqual(decoded, expected, "decoder, \(name)")
            XCTAssertEqual(validated[index], expected, "schema, \(name)")
        }
    }

    /// The rules the decoder once checked in its readers, now declared in `SpecKeys`: the spring's
    /// forms and `group.region` next to `regions:`. The validator and the decoder give the same
    /// verdict, and the decoder reports each at the key or mapping the rule is about.
    func testSpringFormsAndGroupRegionAreOneDeclarationForSchemaAndDecoder() throws {
        let spring = { (body: String) in
            """
            control: A
            images: { i: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: red } } ] } }
            animations: { go: { spring: { \(body) }, tracks: [ { target: i, property: scale, to: 2 } ] } }
            initial: a
            states: { a: { image: i }, b: { image: i } }
            transitions: [ { from: a, on: tap, to: b, animation: go }, { from: b, on: tap, to: a } ]
            """
        }
        let group = { (regions: Bool, region: Bool) in
            let rule = "group: { idle: [a], release: off\(region ? ", region: r" : "") }\n"
            return "control: A\nevents: [off]\n" + rule
                + (regions
                    ? "regions: { r: { initial: a, states: { a: {}, b: {} }, transitions: [ { from: b, on: off, to: a } ] } }"
                    : "initial: a\nstates: { a: {}, b: {} }\ntransitions: [ { from: b, on: off, to: a } ]")
        }
        let cases: [(name: String, spec: String, code: DiagnosticCode?, line: Int, column: Int)] = [
            ("physical", spring("stiffness: 300, damping: 20"), nil, 0, 0),
            ("response", spring("response: 0.4, dampingRatio: 0.7, velocity: 2"), nil, 0, 0),
            ("POP", spring("bounciness: 8"), nil, 0, 0),
            ("two forms", spring("stiffness: 300, damping: 20, response: 0.4"), .conflictingKeys, 3, 60),
            ("no form", spring("velocity: 2"), .springForm, 3, 29),
            ("outdated damping", spring("damping: 0.5"), .springForm, 3, 31),
            ("incomplete form", spring("response: 0.4"), .missingKey, 3, 29),
            ("group with region in regions", group(true, true), nil, 0, 0),
            ("group without region in regions", group(true, false), .missingKey, 3, 8),
            ("group without region", group(false, false), nil, 0, 0),
            ("group with region, no regions", group(false, true), .conflictingKeys, 3, 35),
        ]
        let validated = try validate(try cases.map { try JSONFromYAML.convert($0.spec) })
        for (index, entry) in cases.enumerated() {
            let errors = DecodeHarness.decode(entry.spec).1.filter { $0.severity == .error }
            XCTAssertEqual(validated[index], entry.code == nil ? "valid" : "invalid", "schema, \(entry.name)")
            guard let code = entry.code else {
                XCTAssertEqual(errors, [], entry.name)
                continue
            }
            // (A region named where there are no regions is also an undefined reference.)
            XCTAssertEqual(
                errors.filter { $0.code != .undefinedReference }
                    .map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" },
                ["\(code.rawValue) \(entry.line):\(entry.column)"], entry.name)
        }
    }

    /// Runs `jsonschema` over each document: "valid" or "invalid" per document.
    private func validate(_ documents: [Any]) throws -> [String] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft7Validator(schema)
            for document in json.load(sys.stdin):
                print("valid" if validator.is_valid(document) else "invalid")
            """
        let result = try Subprocess.runTool(
            "python3", ["-c", script, schemaURL.path],
            input: try JSONSerialization.data(withJSONObject: documents))
        XCTAssertEqual(
            result.status, 0, "python3 with jsonschema is needed for this test: \(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init)
    }
}

/// YAML to JSON values the way editors read it (YAML 1.2 core schema): plain `true`/`false` are
/// booleans, plain numbers are numbers, `null`/`~`/empty are null, and everything else (`no`,
/// `on`, quoted text) is a string.
enum JSONFromYAML {
    struct Unreadable: Error {}

    static func convert(_ text: String) throws -> Any {
        guard let root = YAMLReader.read(Array(text.utf8)).root else {
            throw Unreadable()
        }
        return value(of: root)
    }

    private static func value(of node: YAMLNode) -> Any {
        switch node.kind {
        case .mapping(let pairs):
            var object: [String: Any] = [:]
            for pair in pairs { object[pair.key.scalar?.value ?? ""] = value(of: pair.value) }
            return object
        case .sequence(let items):
            return items.map(value(of:))
        case .scalar(let scalar):
            guard scalar.style == .plain else { return scalar.value }
            if scalar.isNull { return NSNull() }
            if ["true", "True", "TRUE"].contains(scalar.value) { return true }
            if ["false", "False", "FALSE"].contains(scalar.value) { return false }
            if let int = Int(scalar.value) { return int }
            if scalar.value.range(
                of: #"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#, options: .regularExpression)
                != nil, let double = Double(scalar.value)
            {
                return double
            }
            return scalar.value
        }
    }
}
