/// The descriptor of every diagnostic code: its severity, what it means, the fix and the smallest
/// spec that reports it. To add a code, add its case to `DiagnosticCode` and its descriptor here;
/// the compiler asks for it, and `DiagnosticCatalogTests` checks the example reports the code
/// where the descriptor says.
extension DiagnosticCode {
    /// Everything known about this code.
    package var descriptor: DiagnosticDescriptor {
        switch self {
        case .yamlSyntax:
            DiagnosticDescriptor(
                severity: .error, stage: .syntax,
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
                        """#))
        case .duplicateKey:
            DiagnosticDescriptor(
                severity: .error, stage: .syntax,
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
                        """#))
        case .aliasLimit:
            DiagnosticDescriptor(
                severity: .error, stage: .syntax,
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
                        """#))
        case .depthLimit:
            DiagnosticDescriptor(
                severity: .error, stage: .syntax,
                summary: "Lists and mappings nest deeper than the limit allows.",
                fix:
                    "Flatten the spec (no construct of the language nests deeper than a few levels), or raise the limit with --max-depth.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 2, column: 73),
                    spec: #"""
                        control: Deep
                        summary: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
                        """#))
        case .sizeLimit:
            DiagnosticDescriptor(
                severity: .error, stage: .syntax,
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
                        """#))
        case .unsupportedTag:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary: "A YAML tag such as `!!python/object` or `!custom`.",
                explanation:
                    "A YAML tag that asks for something beyond plain strings, numbers, lists and mappings."
                    + " A plain scalar that starts with `!` is read as a tag, so a guard such as `!offline`"
                    + " must be quoted.",
                fix: "Remove the tag; quote a value that starts with `!` (`when: \"!offline\"`).",
                formerly: .typeMismatch,
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
                        """#))
        case .unknownKey:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary: "A key the language does not have.",
                explanation: "A key the spec language does not have at this place, usually a misspelling.",
                fix:
                    "Use the key the message suggests, or remove the line; the language reference lists every key.",
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
                        """#))
        case .conflictingKeys:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary: "Two keys that exclude each other, or a key that does not apply here.",
                explanation:
                    "Keys of the language that cannot stand together: `asset` with `symbol` in one image,"
                    + " `curve` with `spring`, keys of two spring forms (`stiffness` with `bounciness`), `range` on a property that is not an int, top-level"
                    + " `states:` next to `regions:`, a named font with `weight`, a slot's `frame` in a row or its"
                    + " `size` outside one, `from`/`to` on a look value that is a number.",
                fix: "Keep one of the keys, or move the key where it applies, as the message says.",
                formerly: .unknownKey,
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
                        """#))
        case .missingKey:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .typeMismatch:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .invalidName:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .undefinedReference:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .duplicateName:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .valueOutOfRange:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary:
                    "A number outside what its key allows, or a `set` that can leave a property's range.",
                explanation:
                    "A value outside what it may be: a duration of 0 or less, an opacity or alpha outside 0...1, a default outside its range, a spring constant of 0 or less, a curve control point x outside 0...1.",
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
                        """#))
        case .tooFewItems:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary: "A list or mapping with fewer entries than it needs, such as an empty list.",
                explanation:
                    "A list or mapping that must not be empty is (`on: []`, `states: {}`, `tracks: []`),"
                    + " or a path has fewer than two points.",
                fix: "Give at least as many entries as the message says, or remove the key.",
                formerly: .valueOutOfRange,
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
                        """#))
        case .shapeDrawsNothing:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary: "A shape primitive with neither `fill` nor `stroke`.",
                explanation:
                    "A circle, rect or path of a shape image that has neither `fill` nor `stroke`, so it draws nothing.",
                fix: "Add `fill: <color>` or `stroke: <color>` (or both), or remove the primitive.",
                formerly: .missingKey,
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
                        """#))
        case .unsuppressibleCode:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
                summary: "A `suppress:` list names an error code; only warnings and notes can be suppressed.",
                fix: "Remove the code from `suppress:` and fix the error it names instead.",
                formerly: .valueOutOfRange,
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
                        """#))
        case .invalidGuard:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .springForm:
            DiagnosticDescriptor(
                severity: .error, stage: .decode,
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
                        """#))
        case .ambiguousTransition:
            DiagnosticDescriptor(
                severity: .error, stage: .analyze,
                summary: "Two transitions of the same rank can be enabled by one event in one configuration.",
                explanation:
                    "Two transitions of the same rank can both fire on one event in some reachable configuration.",
                fix:
                    "Make the guards exclusive (`count > 3` and `count <= 3`), or write `when: else` on one of them.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 13, column: 5),
                    spec: #"""
                        control: InboxBadge
                        summary: A badge that turns hot when many messages wait and calm when few do.
                        properties:
                          count: { type: int, range: [0, 99], input: true }
                        events: [refresh, dismiss]
                        initial: idle
                        states:
                          idle: {}
                          hot: {}
                          calm: {}
                        transitions:
                          - { from: idle, on: refresh, to: hot, when: "count > 3" }
                          - { from: idle, on: refresh, to: calm, when: "count < 5" }
                          - { from: [hot, calm], on: dismiss, to: idle }
                        """#))
        case .regionWriteConflict:
            DiagnosticDescriptor(
                severity: .error, stage: .analyze,
                summary: "Two regions can write one property on one event.",
                explanation: "Two regions can fire on the same event and both write one property.",
                fix:
                    "Write the property from one region only, or guard one of the transitions on the other region's state.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 16, column: 9),
                    spec: #"""
                        control: FlatButton
                        base: button
                        properties:
                          lastTouch: { type: enum, cases: [none, press, select] }
                        regions:
                          press:
                            initial: up
                            states: { up: {}, down: {} }
                            transitions:
                              - { from: up, on: touchDown, to: down }
                              - { from: down, on: touchUpInside, to: up, set: { lastTouch: .press } }
                          selection:
                            initial: off
                            states: { off: {}, on: { selected: true } }
                            transitions:
                              - { from: off, on: touchUpInside, to: on, set: { lastTouch: .select } }
                              - { from: on, on: touchUpInside, to: off }
                        """#))
        case .groupReleaseMissing:
            DiagnosticDescriptor(
                severity: .error, stage: .analyze,
                summary: "A non-idle state of a group does not return to idle on the release event.",
                explanation:
                    "A state outside the group's idle states does not return to idle on the group's release event.",
                fix: "Add an unguarded transition from that state on the release event to an idle state.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 8, column: 3),
                    spec: #"""
                        control: SortButton
                        base: button
                        events: [tap, deselect]
                        initial: unselected
                        states:
                          unselected: { accessibilityValue: "not sorted" }
                          ascending: { selected: true, accessibilityValue: "ascending" }
                          descending: { selected: true, accessibilityValue: "descending" }
                        transitions:
                          - { from: unselected, on: tap, to: ascending }
                          - { from: ascending, on: tap, to: descending }
                          - { from: descending, on: tap, to: ascending }
                          - { from: ascending, on: deselect, to: unselected }
                        group:
                          idle: [unselected]
                          release: deselect
                        """#))
        case .unreachableState:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "No sequence of events reaches the state from the initial states.",
                fix:
                    "Add a transition into the state, list it in `initial:` if the app restores it, or remove it.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 11, column: 3),
                    spec: #"""
                        control: LikeButton
                        summary: A heart that toggles between liked and not liked.
                        images:
                          unliked: { asset: like_no }
                          liked: { asset: like_yes }
                        events: [tap]
                        initial: no
                        states:
                          no: { image: unliked }
                          yes: { image: liked }
                          default: { image: unliked }
                        transitions:
                          - { from: no, on: tap, to: yes }
                          - { from: yes, on: tap, to: no }
                        """#))
        case .unreachableTransition:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "The transition can never fire.",
                explanation:
                    "The transition can never fire: its source is unreachable, its guard is never true where the source is reached, or a higher-ranked transition always beats it.",
                fix:
                    "Remove the transition or fix what the message names; a guard on a property that the app sets needs `input: true` on that property.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 14, column: 5),
                    spec: #"""
                        control: CheckBox
                        summary: A check box the app can lock.
                        properties:
                          locked: { type: bool, default: false }
                        outputs: [lockedTap]
                        events: [tap]
                        initial: off
                        states:
                          off: {}
                          on: { selected: true }
                        transitions:
                          - { from: off, on: tap, to: on, when: "!locked" }
                          - { from: on, on: tap, to: off, when: "!locked" }
                          - { from: [off, on], on: tap, to: off, when: locked, emit: [lockedTap] }
                        """#))
        case .deadEndState:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "A reachable state with no way out.",
                explanation: "A reachable state that no event ever leaves.",
                fix:
                    "Add a transition out of the state, or `suppress: [dead-end-state]` on it if it is meant to be final.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 8, column: 3),
                    spec: #"""
                        control: UploadButton
                        summary: Starts an upload, can cancel it, and shows when it is done.
                        events: [tap, finished]
                        initial: idle
                        states:
                          idle: {}
                          uploading: { highlighted: true }
                          done: { enabled: false }
                        transitions:
                          - { from: idle, on: tap, to: uploading }
                          - { from: uploading, on: tap, to: idle }
                          - { from: uploading, on: finished, to: done }
                        """#))
        case .noWayBack:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary:
                    "A reachable state from which no initial (or group-idle) state can be reached again.",
                fix:
                    "Add a transition that leads back to an initial state, or list a state of the cycle in `initial:`.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 7, column: 3),
                    spec: #"""
                        control: IntroToggle
                        summary: Starts in a one-time intro look, then toggles between on and off.
                        events: [tap]
                        initial: intro
                        states:
                          intro: {}
                          on: { selected: true }
                          off: {}
                        transitions:
                          - { from: intro, on: tap, to: on }
                          - { from: on, on: tap, to: off }
                          - { from: off, on: tap, to: on }
                        """#))
        case .unusedDeclaration:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "An event, output, image, color or animation that nothing uses.",
                explanation:
                    "An event, output, image, color or animation is declared but nothing uses it (properties are never flagged).",
                fix: "Use the declaration or remove it.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 5, column: 3),
                    spec: #"""
                        control: FavoriteButton
                        images:
                          star: { symbol: star }
                          starFill: { symbol: star.fill }
                          sparkle: { symbol: sparkles }
                        events: [tap]
                        initial: off
                        states:
                          off: { image: star }
                          on: { image: starFill }
                        transitions:
                          - { from: off, on: tap, to: on }
                          - { from: on, on: tap, to: off }
                        """#))
        case .hiddenImage:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "An image a state lists can never be seen.",
                explanation:
                    "A later image of the same state goes to the same layout slot (a slot shows one image),"
                    + " the image's slot has a frame without width or height, or a later image of the same"
                    + " state is opaque over the image's whole frame at every size of the control. Only a"
                    + " shape's square-cornered `rect` filled with a hex color of full alpha counts as opaque"
                    + " (not assets, symbols, the app's images, texts, system colors or color properties);"
                    + " the covered image must draw inside its frame (`fit` or `stretch`, or a shape of"
                    + " unstroked rectangles and paths), neither image may be moved or faded by the state's"
                    + " `values:`, and row layouts are not checked.",
                fix: "Put the images in different slots, list only the image the state shows, give the"
                    + " slot's frame a size, or draw the covered image above the opaque one.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 10, column: 25),
                    spec: #"""
                        control: SortButton
                        layout:
                          slots:
                            arrow: { frame: [0, 0, 20, 20] }
                        images:
                          idle: { asset: up_down, slot: arrow }
                          up: { asset: red_arrow_up, slot: arrow }
                        initial: unselected
                        states:
                          unselected: { image: [idle, up] }
                        """#))
        case .pointsWithoutSize:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "Content of a fixed size in points on a control that has no size of its own.",
                explanation:
                    "A slot's frame has a width and a height in points (`[0, 0, 20, 20]`), a state shows"
                    + " something in it, and in that state the control has no intrinsic content size: an"
                    + " overlay layout without `size:` and without a text that fills the content rectangle."
                    + " Placed by Auto Layout with only a position, the control is 0 × 0; the content draws"
                    + " outside its bounds, where no touch reaches it. Sizes that scale with the control"
                    + " (`h`, `0.5w`), point offsets, padding, borders, stroke widths and translations in"
                    + " points work at any size and are not reported.",
                fix: "Give the layout the control's natural size, `size: [width, height]` (the message"
                    + " suggests one from the slots' frames), or suppress the warning when the app always"
                    + " sets the control's width and height.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 5, column: 21),
                    spec: #"""
                        control: BadgeButton
                        accessibilityLabel: New messages
                        layout:
                          slots:
                            badge: { frame: [4, 4, 20, 20] }
                        images:
                          dot: { asset: red_dot, slot: badge }
                        initial: unread
                        states:
                          unread: { image: dot }
                        """#))
        case .uninterpolatedProperty:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary:
                    "A text or accessibility string that is exactly a property's name, shown as written.",
                explanation:
                    "`accessibilityValue: progress` shows the word \"progress\", not the property's value; a"
                    + " text or accessibility string shows a property only through `{progress}`.",
                fix: "Write `\"{progress}\"` (or `\"{progress:percent}\"`) to show the value.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 6, column: 34),
                    spec: #"""
                        control: Download
                        properties:
                          progress: { type: double, input: true }
                        initial: loading
                        states:
                          loading: { accessibilityValue: progress }
                        """#))
        case .animationConflict:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "Two tracks of one animation drive the same property of the same target.",
                fix: "Merge the two tracks into one, or animate another property or target.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 21, column: 9),
                    spec: #"""
                        control: LikeButton
                        images:
                          unliked: { asset: like_no }
                          liked: { asset: like_yes }
                        events: [tap]
                        initial: no
                        states:
                          no: { image: unliked }
                          yes: { image: liked }
                        transitions:
                          - { from: no, on: tap, to: yes, animation: pop }
                          - { from: yes, on: tap, to: no, animation: pop }
                        animations:
                          pop:
                            duration: 0.3
                            curve: easeOut
                            tracks:
                              - { target: incoming, property: scale, from: 0.1, to: 1 }
                              - { target: incoming, property: opacity, from: 0, to: 1 }
                              - { target: outgoing, property: scale, to: 2 }
                              - { target: incoming, property: opacity, to: 0 }
                        """#))
        case .missingAccessibilityLabel:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary: "An interactive `base: control` gives VoiceOver no label to read.",
                explanation:
                    "A generated control is an accessibility element and VoiceOver reads its label first; a `UIControl` has none of its own (a `UIButton` reads its title). The control reacts to touches, and neither `accessibilityLabel:` nor every state gives it a label.",
                fix: "Add `accessibilityLabel:` at the top level; the app can still set its own.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 1, column: 10),
                    spec: #"""
                        control: CheckBox
                        summary: A check box that toggles when tapped.
                        events: [tap]
                        initial: off
                        states:
                          off: { accessibilityValue: "off" }
                          on: { selected: true, accessibilityValue: "on" }
                        transitions:
                          - { from: off, on: tap, to: on }
                          - { from: on, on: tap, to: off }
                        """#))
        case .redundantEmit:
            DiagnosticDescriptor(
                severity: .warning, stage: .analyze,
                summary:
                    "A button transition on `touchUpInside` emits `primaryActionTriggered`, which UIKit already sends.",
                explanation:
                    "`UIButton` sends `primaryActionTriggered` itself after `touchUpInside`, so the adapter does not send it again: the `emit:` changes nothing and reads as if the output fired twice.",
                fix: "Remove `primaryActionTriggered` from the transition's `emit:`.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 8, column: 52),
                    spec: #"""
                        control: PushButton
                        summary: A button that dims while pressed.
                        base: button
                        events: [touchDown, touchUpInside]
                        initial: up
                        states: { up: {}, down: { alpha: 0.5 } }
                        transitions:
                          - { from: down, on: touchUpInside, to: up, emit: primaryActionTriggered }
                          - { from: up, on: touchDown, to: down }
                        """#))
        case .explorationBudget:
            DiagnosticDescriptor(
                severity: .note, stage: .analyze,
                summary: "The exact analysis stopped at its budget and fell back to a conservative one.",
                explanation:
                    "The exact analysis reached its budget of configurations (or, as a last resort, its time limit) and fell back to a conservative per-state analysis.",
                fix:
                    "Narrow int ranges (`range: [0, 10]`), mark values the app feeds in `input: true`, or raise the budget.",
                example: DiagnosticExample(
                    at: SourceLocation(line: 1, column: 10),
                    analysis: AnalysisOptions(explorationBudget: 1000),
                    spec: #"""
                        control: ScoreBoard
                        summary: Two scores that go up on each goal.
                        properties:
                          home: { type: int }
                          away: { type: int }
                        events: [homeScored, awayScored, reset]
                        initial: playing
                        states:
                          playing: {}
                        transitions:
                          - { from: playing, on: homeScored, to: playing, when: "home < 1000", set: { home: home + 1 } }
                          - { from: playing, on: awayScored, to: playing, when: "away < 1000", set: { away: away + 1 } }
                          - { from: playing, on: reset, to: playing, set: { home: 0, away: 0 } }
                        """#))
        }
    }
}
