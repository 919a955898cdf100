/// The codes of the language: what the Syntax and Decode stages report about a spec (and the
/// analysis, for `value-out-of-range` of a `set`). The codes of the analysis's checks are each
/// declared next to their check, under `ControlSpecAnalyze/Checks/`.
extension DiagnosticCode {
    /// The language's codes, in the order the docs list them.
    package static let language: [DiagnosticCode] = [
        .yamlSyntax, .duplicateKey, .aliasLimit, .depthLimit, .sizeLimit, .unsupportedTag, .unknownKey,
        .conflictingKeys, .missingKey, .typeMismatch, .invalidName, .undefinedReference, .duplicateName,
        .valueOutOfRange, .tooFewItems, .shapeDrawsNothing, .unsuppressibleCode, .invalidGuard,
        .invalidExpression, .springForm, .keyframeTiming, .ambientAnimation, .trackSequence, .changeEvent,
        .repeatedSlot, .nestedRegion,
    ]

    /// The code `yaml-syntax`, described by its descriptor below.
    package static let yamlSyntax = DiagnosticCode(
        DiagnosticDescriptor(
            name: "yaml-syntax", severity: .error, stage: .syntax,
            summary: "The file is not well-formed YAML.",
            fix:
                "Close the flow list with `]` (or write the list in block style, one `- item` per line).",
            example: DiagnosticExample(
                at: SourceLocation(line: 3, column: 8),
                spec: #"""
                    control: SortButton
                    events: [tap, deselect
                    initial: unselected
                    states:
                      unselected: {}
                    """#)))

    /// The code `duplicate-key`, described by its descriptor below.
    package static let duplicateKey = DiagnosticCode(
        DiagnosticDescriptor(
            name: "duplicate-key", severity: .error, stage: .syntax,
            summary: "A mapping repeats a key.",
            fix:
                "Keep one of the two keys; YAML would silently keep only the last, so ControlSpec refuses both.",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 3),
                spec: #"""
                    control: CheckBox
                    events: [tap]
                    initial: off
                    states:
                      off: {}
                      on: {}
                      off: { image: unchecked }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `alias-limit`, described by its descriptor below.
    package static let aliasLimit = DiagnosticCode(
        DiagnosticDescriptor(
            name: "alias-limit", severity: .error, stage: .syntax,
            summary: "Aliases expand to more nodes than the limit allows.",
            fix:
                "Write the repeated part out, or raise the limit with --max-alias-nodes when the expansion is genuinely needed.",
            example: DiagnosticExample(
                at: SourceLocation(line: 5, column: 36),
                spec: #"""
                    control: Laughs
                    a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]
                    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
                    """#)))

    /// The code `depth-limit`, described by its descriptor below.
    package static let depthLimit = DiagnosticCode(
        DiagnosticDescriptor(
            name: "depth-limit", severity: .error, stage: .syntax,
            summary: "Lists and mappings nest deeper than the limit allows.",
            fix:
                "Flatten the spec (no construct of the language nests deeper than a few levels), or raise the limit with --max-depth.",
            example: DiagnosticExample(
                at: SourceLocation(line: 2, column: 73),
                spec: #"""
                    control: Deep
                    summary: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
                    """#)))

    /// The code `size-limit`, described by its descriptor below.
    package static let sizeLimit = DiagnosticCode(
        DiagnosticDescriptor(
            name: "size-limit", severity: .error, stage: .syntax,
            summary: "The file is larger than the limit allows.",
            fix:
                "Split the control into smaller ones, or raise the limit with --max-bytes (the default is 8 MiB; this example runs with --max-bytes 100).",
            example: DiagnosticExample(
                at: SourceLocation(line: 1, column: 1),
                limits: SyntaxLimits(maxBytes: 100),
                spec: #"""
                    control: Huge
                    summary: >
                      A file larger than the limit is refused before it is parsed, so a runaway generator or a
                      pasted binary cannot stall a build.
                    """#)))

    /// The code `unsupported-tag`, described by its descriptor below.
    package static let unsupportedTag = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unsupported-tag", severity: .error, stage: .decode,
            summary: "A YAML tag such as `!!python/object` or `!custom`.",
            explanation:
                "A YAML tag that asks for something beyond plain strings, numbers, lists and mappings."
                + " A plain scalar that starts with `!` is read as a tag, so a guard such as `!offline`"
                + " must be quoted.",
            fix: "Remove the tag; quote a value that starts with `!` (`when: \"!offline\"`).",
            formerly: "type-mismatch",
            example: DiagnosticExample(
                at: SourceLocation(line: 1, column: 10),
                spec: #"""
                    control: !!python/object:os.system Hostile
                    events: [tap]
                    initial: a
                    states: { a: {}, b: {} }
                    transitions:
                      - { from: a, on: tap, to: b }
                      - { from: b, on: tap, to: a }
                    """#)))

    /// The code `unknown-key`, described by its descriptor below.
    package static let unknownKey = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unknown-key", severity: .error, stage: .decode,
            summary: "A key the language does not have.",
            explanation:
                "A key the spec language does not have at this place, usually a misspelling, or a key of"
                + " another place this one does not support yet (`regions:` under a state).",
            fix:
                "Use the key the message suggests, or write what it says instead, or remove the line; the"
                + " language reference lists every key.",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 1),
                spec: #"""
                    control: CheckBox
                    events: [tap]
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    tranistions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `conflicting-keys`, described by its descriptor below.
    package static let conflictingKeys = DiagnosticCode(
        DiagnosticDescriptor(
            name: "conflicting-keys", severity: .error, stage: .decode,
            summary: "Two keys that exclude each other, or a key that does not apply here.",
            explanation:
                "Keys of the language that cannot stand together: `asset` with `symbol` in one image,"
                + " `curve` with `spring`, keys of two spring forms (`stiffness` with `bounciness`), `range` on a property that is not an int, top-level"
                + " `states:` next to `regions:`, a named font with `weight`, a slot's `frame` in a row or its"
                + " `size` outside one, `from`/`to` on a look value that is a number.",
            fix: "Keep one of the keys, or move the key where it applies, as the message says.",
            formerly: "unknown-key",
            example: DiagnosticExample(
                at: SourceLocation(line: 3, column: 30),
                spec: #"""
                    control: CheckBox
                    images:
                      check: { asset: checkmark, symbol: checkmark }
                    initial: off
                    states:
                      off: {}
                      on: { image: check }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `missing-key`, described by its descriptor below.
    package static let missingKey = DiagnosticCode(
        DiagnosticDescriptor(
            name: "missing-key", severity: .error, stage: .decode,
            summary: "A required key is absent.",
            explanation:
                "A mapping lacks a key it must have, such as a transition without `to`, a font without"
                + " `size` or `style`, or a row slot holding an image without `size`.",
            fix: "Add the key the message names, with a value.",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 5),
                spec: #"""
                    control: CheckBox
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `type-mismatch`, described by its descriptor below.
    package static let typeMismatch = DiagnosticCode(
        DiagnosticDescriptor(
            name: "type-mismatch", severity: .error, stage: .decode,
            summary: "A value of the wrong YAML kind or type.",
            explanation:
                "A value of the wrong kind: a word where a number belongs, a list where a mapping belongs, an unknown keyword,"
                + " a property of the wrong type where a look binds one (`fill: title` with a `string`"
                + " `title`, `{picture}` in a text with an `image` `picture`, a look value reading a"
                + " `bool`), a translation that is a sum or mixes units, a stroke value on a target that"
                + " is no shape.",
            fix:
                "Write the kind of value the message asks for (numbers unquoted, true/false for flags, one of the listed words).",
            example: DiagnosticExample(
                at: SourceLocation(line: 11, column: 15),
                spec: #"""
                    control: CheckBox
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on, animation: check }
                      - { from: on, on: tap, to: off }
                    animations:
                      check:
                        duration: fast
                        tracks:
                          - { target: incoming, property: opacity, from: 0, to: 1 }
                    """#)))

    /// The code `invalid-name`, described by its descriptor below.
    package static let invalidName = DiagnosticCode(
        DiagnosticDescriptor(
            name: "invalid-name", severity: .error, stage: .decode,
            summary: "A name that is not a Swift identifier of the required case.",
            explanation:
                "A name that is not a Swift identifier of the required case (UpperCamelCase controls, lowerCamelCase everything else).",
            fix:
                "Rename it to letters and digits in the suggested case; Swift keywords such as `default` are allowed.",
            example: DiagnosticExample(
                at: SourceLocation(line: 1, column: 10),
                spec: #"""
                    control: check-box
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `undefined-reference`, described by its descriptor below.
    package static let undefinedReference = DiagnosticCode(
        DiagnosticDescriptor(
            name: "undefined-reference", severity: .error, stage: .decode,
            summary: "A state, event, image, color, animation, property or region that is not declared.",
            explanation:
                "A name that is used but not declared: a state, event, output, image, text, slot, color, animation,"
                + " property (also in a text's `{name}`) or region.",
            fix: "Correct the name (the message suggests the closest declared one) or declare it.",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 31),
                spec: #"""
                    control: CheckBox
                    initial: off
                    states:
                      off: {}
                      checked: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: checkd }
                      - { from: checked, on: tap, to: off }
                    """#)))

    /// The code `duplicate-name`, described by its descriptor below.
    package static let duplicateName = DiagnosticCode(
        DiagnosticDescriptor(
            name: "duplicate-name", severity: .error, stage: .decode,
            summary: "Two declarations of one kind share a name.",
            explanation:
                "Two declarations share one name in the same list, such as an event listed twice.",
            fix: "Remove the repeat or rename one of them; the note points at the first.",
            example: DiagnosticExample(
                at: SourceLocation(line: 2, column: 25),
                spec: #"""
                    control: SortButton
                    events: [tap, deselect, tap]
                    initial: unselected
                    states:
                      unselected: {}
                      ascending: { selected: true }
                    transitions:
                      - { from: unselected, on: tap, to: ascending }
                      - { from: ascending, on: deselect, to: unselected }
                    """#)))

    /// The code `value-out-of-range`, described by its descriptor below.
    package static let valueOutOfRange = DiagnosticCode(
        DiagnosticDescriptor(
            name: "value-out-of-range", severity: .error, stage: .decode,
            summary:
                "A number outside what its key allows, or a `set` that can leave a property's range.",
            explanation:
                "A value outside what it may be: a duration of 0 or less, an opacity or alpha outside 0...1, a default outside its range, a spring constant of 0 or less, a curve control point x outside 0...1.",
            proof:
                "a `set` of a firing transition computes a value outside the property's range (the exploration continues with the value clamped).",
            fix: "Bring the value into the range the message gives.",
            example: DiagnosticExample(
                at: SourceLocation(line: 11, column: 15),
                spec: #"""
                    control: LikeButton
                    initial: no
                    states:
                      no: {}
                      yes: { selected: true }
                    transitions:
                      - { from: no, on: tap, to: yes, animation: pop }
                      - { from: yes, on: tap, to: no }
                    animations:
                      pop:
                        duration: 0
                        tracks:
                          - { target: incoming, property: scale, from: 0.1, to: 1 }
                    """#)))

    /// The code `too-few-items`, described by its descriptor below.
    package static let tooFewItems = DiagnosticCode(
        DiagnosticDescriptor(
            name: "too-few-items", severity: .error, stage: .decode,
            summary: "A list or mapping with fewer entries than it needs, such as an empty list.",
            explanation:
                "A list or mapping that must not be empty is (`on: []`, `states: {}`, `tracks: []`),"
                + " or a path has fewer than two points.",
            fix: "Give at least as many entries as the message says, or remove the key.",
            formerly: "value-out-of-range",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 22),
                spec: #"""
                    control: CheckBox
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: [], to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `shape-draws-nothing`, described by its descriptor below.
    package static let shapeDrawsNothing = DiagnosticCode(
        DiagnosticDescriptor(
            name: "shape-draws-nothing", severity: .error, stage: .decode,
            summary: "A shape primitive with neither `fill` nor `stroke`.",
            explanation:
                "A circle, rect or path of a shape image that has neither `fill` nor `stroke`, so it draws nothing.",
            fix: "Add `fill: <color>` or `stroke: <color>` (or both), or remove the primitive.",
            formerly: "missing-key",
            example: DiagnosticExample(
                at: SourceLocation(line: 5, column: 17),
                spec: #"""
                    control: CheckBox
                    images:
                      dot:
                        shape:
                          - circle: { center: [0.5, 0.5], radius: 0.4 }
                    initial: off
                    states:
                      off: {}
                      on: { image: dot }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `unsuppressible-code`, described by its descriptor below.
    package static let unsuppressibleCode = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unsuppressible-code", severity: .error, stage: .decode,
            summary: "A `suppress:` list names an error code; only warnings and notes can be suppressed.",
            fix: "Remove the code from `suppress:` and fix the error it names instead.",
            formerly: "value-out-of-range",
            example: DiagnosticExample(
                at: SourceLocation(line: 4, column: 21),
                spec: #"""
                    control: CheckBox
                    initial: off
                    states:
                      off: { suppress: [ambiguous-transition] }
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#)))

    /// The code `invalid-guard`, described by its descriptor below.
    package static let invalidGuard = DiagnosticCode(
        DiagnosticDescriptor(
            name: "invalid-guard", severity: .error, stage: .decode,
            summary: "A guard that does not parse or does not type-check.",
            explanation:
                "A `when:` guard that does not parse or does not type-check (a single `=`, a bool compared with an int, an unknown enum case).",
            fix:
                "Correct the guard at the column shown; guards use `!`, `&&`, `||`, `==`, `!=`, `<`, `<=`, `>`, `>=` and `.case`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 9, column: 70),
                spec: #"""
                    control: Stepper
                    properties:
                      count: { type: int, range: [0, 3] }
                    initial: idle
                    states:
                      idle: {}
                    transitions:
                      - { from: idle, on: tap, to: idle, set: { count: count + 1 }, when: "count < 3" }
                      - { from: idle, on: tap, to: idle, set: { count: 0 }, when: "count = 3" }
                    """#)))

    /// The code `invalid-expression`, described by its descriptor below.
    package static let invalidExpression = DiagnosticCode(
        DiagnosticDescriptor(
            name: "invalid-expression", severity: .error, stage: .decode,
            summary: "A number computed for a `double` that does not parse or does not type-check.",
            explanation:
                "A `set:` value of a `double` property that does not parse or does not type-check: an int"
                + " property mixed with doubles, a division by a constant zero, an unknown function, a"
                + " function given the wrong number of arguments, or a bool read as a number.",
            fix:
                "Correct the expression at the column shown: convert an int with `double(count)`, divide by"
                + " a number that is not zero, call `min`, `max`, `clamp`, `floor`, `ceil`, `round`, `abs`"
                + " or `double`.",
            formerly: "type-mismatch",
            example: DiagnosticExample(
                at: SourceLocation(line: 9, column: 61),
                spec: #"""
                    control: Slider
                    properties:
                      value: { type: double }
                      steps: { type: int, range: [1, 10] }
                    initial: idle
                    states:
                      idle: {}
                    transitions:
                      - { from: idle, on: tap, to: idle, set: { value: "value + steps" } }
                    """#)))

    /// The code `spring-form`, described by its descriptor below.
    package static let springForm = DiagnosticCode(
        DiagnosticDescriptor(
            name: "spring-form", severity: .error, stage: .decode,
            summary: "A spring in none of the three forms, or in the old damping-ratio form.",
            explanation:
                "A `spring:` that gives no form (only `velocity`, or nothing), or the old"
                + " `{ damping: 0…1, velocity }` whose damping was a ratio and whose velocity was in"
                + " distances per second. `damping` is now the physical coefficient and needs `stiffness`.",
            fix:
                "Write one form: `{ stiffness, damping, mass, velocity }`, `{ response, dampingRatio, velocity }`"
                + " or POP's `{ bounciness, speed, velocity }`, with the velocity in the property's units per"
                + " second. The old `{ damping: 0.3, velocity: 6 }` on a scale from 0.95 to 1 keeps its ratio"
                + " as `{ response: 0.5, dampingRatio: 0.3, velocity: 0.3 }` (6 distances per second × the"
                + " distance 0.05; pick the response, the period in seconds).",
            example: DiagnosticExample(
                at: SourceLocation(line: 12, column: 15),
                spec: #"""
                    control: FlatButton
                    base: button
                    initial: up
                    states:
                      up: {}
                      down: { highlighted: true }
                    transitions:
                      - { from: up, on: touchDown, to: down }
                      - { from: down, on: touchUpInside, to: up, animation: springBack }
                    animations:
                      springBack:
                        spring: { damping: 0.3, velocity: 6 }
                        tracks:
                          - { target: control, property: scale, to: 1 }
                    """#)))
}
