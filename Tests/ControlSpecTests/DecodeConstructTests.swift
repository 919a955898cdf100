import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// One test per construct of the language: what each decodes to, with its locations.
final class DecodeConstructTests: XCTestCase {
    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    func testControlSummaryAndBaseDefaultToControl() throws {
        let control = try decodeClean(
            """
            control: Toggle
            summary: A toggle.
            initial: a
            states: { a: {} }
            """)
        XCTAssertEqual(control.name, Located("Toggle", at: at(1, 10)))
        XCTAssertEqual(control.summary?.value, "A toggle.")
        XCTAssertEqual(control.base.value, .control)
        XCTAssertFalse(control.hasRegions)
        XCTAssertEqual(control.regions.count, 1)
        XCTAssertNil(control.regions[0].name)
        XCTAssertEqual(
            try decodeClean("control: V\nbase: view\ninitial: a\nstates: { a: }").base.value, .view)
    }

    func testPropertiesOfEveryType() throws {
        let control = try decodeClean(
            """
            control: P
            colors: { brand: "#112233" }
            properties:
              on: { type: bool, default: true, input: true }
              count: { type: int, range: [-2, 5], default: -1 }
              plain: { type: int }
              mode: { type: enum, cases: [off, on, auto], default: auto }
              title: { type: string, default: 42 }
              ratio: { type: double, default: 0.5 }
              tint: { type: color, default: brand }
            initial: a
            states: { a: {} }
            """)
        let properties = control.properties
        XCTAssertEqual(
            properties.map(\.name.value), ["on", "count", "plain", "mode", "title", "ratio", "tint"])
        XCTAssertEqual(properties[0].type, .bool)
        XCTAssertTrue(properties[0].isInput)
        XCTAssertEqual(properties[0].defaultValue, Located(.bool(true), at: at(4, 30)))
        XCTAssertEqual(properties[1].type, .int(range: -2...5))
        XCTAssertEqual(properties[1].defaultValue?.value, .int(-1))
        XCTAssertFalse(properties[1].isInput)
        XCTAssertEqual(properties[2].type, .int(range: nil))
        XCTAssertNil(properties[2].defaultValue)
        XCTAssertEqual(
            properties[3].type,
            .enum(cases: [
                Located("off", at: at(7, 31)), Located("on", at: at(7, 36)), Located("auto", at: at(7, 40)),
            ]))
        XCTAssertEqual(properties[3].defaultValue?.value, .enumCase("auto"))
        XCTAssertEqual(properties[4].defaultValue?.value, .string("42"))
        XCTAssertEqual(properties[5].defaultValue?.value, .double(0.5))
        XCTAssertEqual(properties[6].defaultValue?.value, .color(.named("brand")))
    }

    func testColorsHexSystemAndNamed() throws {
        let control = try decodeClean(
            """
            control: C
            colors:
              solid: "#FF8000"
              glass: "#ff800080"
              accent: systemBlue
            images:
              dot: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.5, fill: accent, stroke: clear } } ] }
            initial: a
            states: { a: { image: dot, tint: solid } }
            """)
        XCTAssertEqual(
            control.colors.map(\.value.value),
            [
                .rgba(red: 255, green: 128, blue: 0, alpha: 255),
                .rgba(red: 255, green: 128, blue: 0, alpha: 128),
                .system("systemBlue"),
            ])
        XCTAssertEqual(control.colors[0].name, Located("solid", at: at(3, 3)))
        guard case .shape(let shapes) = control.images[0].source else { return XCTFail("not a shape") }
        XCTAssertEqual(shapes[0].fill?.value, .named("accent"))
        XCTAssertEqual(shapes[0].stroke?.value, .system("clear"))
        XCTAssertEqual(control.regions[0].states[0].tint?.value, .named("solid"))
    }

    func testImagesAssetSymbolAndShapes() throws {
        let control = try decodeClean(
            """
            control: I
            images:
              photo: { asset: like_yes }
              star: { symbol: star.fill }
              drawing:
                shape:
                  - circle: { center: [0.5, 0.5], radius: 0.47, stroke: lightGray, width: 0.02 }
                  - rect: { origin: [0, 0.25], size: [1, 0.5], cornerRadius: 0.1, fill: "#000000" }
                  - path:
                      points: [[0.23, 0.43], [0.45, 0.70], [0.79, 0.35]]
                      closed: true
                      stroke: white
                      width: 0.06
                      cap: round
                      join: bevel
            initial: a
            states: { a: { image: [photo, star, drawing] } }
            """)
        XCTAssertEqual(control.images.map(\.source).prefix(2), [.asset("like_yes"), .symbol("star.fill")])
        guard case .shape(let shapes) = control.images[2].source else { return XCTFail("not a shape") }
        XCTAssertEqual(shapes.count, 3)
        XCTAssertEqual(shapes[0].drawn.geometry, .circle(center: Point(x: 0.5, y: 0.5), radius: 0.47))
        XCTAssertEqual(shapes[0].drawn.width, LengthValue(width: 0.02))
        XCTAssertEqual(shapes[0].location, at(7, 9))
        XCTAssertEqual(
            shapes[1].drawn.geometry,
            .rect(origin: Point(x: 0, y: 0.25), size: Point(x: 1, y: 0.5), cornerRadius: 0.1))
        XCTAssertEqual(shapes[1].fill?.value, .rgba(red: 0, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(
            shapes[2].drawn.geometry,
            .path(
                points: [
                    Point(x: 0.23, y: 0.43), Point(x: 0.45, y: 0.70), Point(x: 0.79, y: 0.35),
                ], closed: true))
        XCTAssertEqual(shapes[2].drawn.cap, .round)
        XCTAssertEqual(shapes[2].drawn.join, .bevel)
        XCTAssertEqual(control.regions[0].states[0].images.map(\.value), ["photo", "star", "drawing"])
    }

    func testEventsAndOutputs() throws {
        let control = try decodeClean(
            """
            control: E
            events: [tap, reset]
            outputs: [checkedChanged]
            initial: a
            states: { a: {} }
            transitions:
              - { from: a, on: reset, to: a, emit: [checkedChanged, valueChanged] }
              - { from: a, on: [tap, touchDown], to: a, emit: primaryActionTriggered }
            """)
        XCTAssertEqual(control.events, [Located("tap", at: at(2, 10)), Located("reset", at: at(2, 15))])
        XCTAssertEqual(control.outputs.map(\.value), ["checkedChanged"])
        let transitions = control.regions[0].transitions
        XCTAssertEqual(transitions[0].emit.map(\.value), ["checkedChanged", "valueChanged"])
        XCTAssertEqual(transitions[1].on.map(\.value), ["tap", "touchDown"])
        XCTAssertEqual(transitions[1].emit.map(\.value), ["primaryActionTriggered"])
    }

    func testInitialOneOrList() throws {
        let one = try decodeClean("control: A\ninitial: no\nstates: { no: {}, yes: {} }")
        XCTAssertEqual(one.regions[0].initial, [Located("no", at: at(2, 10))])
        let list = try decodeClean("control: A\ninitial: [no, default]\nstates: { no: {}, default: {} }")
        XCTAssertEqual(list.regions[0].initial.map(\.value), ["no", "default"])
    }

    func testStatesWithEveryAttribute() throws {
        let control = try decodeClean(
            """
            control: S
            images: { icon: { asset: icon } }
            initial: on
            states:
              on:
                image: icon
                alpha: 0.5
                tint: systemRed
                selected: true
                highlighted: false
                enabled: true
                accessibilityLabel: Power
                accessibilityValue: "on"
                suppress: [dead-end-state]
              off:
            """)
        let state = control.regions[0].states[0]
        XCTAssertEqual(state.name, Located("on", at: at(5, 3)))
        XCTAssertEqual(state.images.map(\.value), ["icon"])
        XCTAssertEqual(state.alpha, Located(0.5, at: at(7, 12)))
        XCTAssertEqual(state.tint?.value, .system("systemRed"))
        XCTAssertEqual(state.selected, true)
        XCTAssertEqual(state.highlighted, false)
        XCTAssertEqual(state.enabled, true)
        XCTAssertEqual(state.accessibilityLabel?.value, "Power")
        XCTAssertEqual(state.accessibilityValue?.value, "on")
        XCTAssertEqual(state.suppress.map(\.value), ["dead-end-state"])
        XCTAssertEqual(control.regions[0].states[1].name.value, "off")
    }

    func testTransitionSourcesEventsAndTargets() throws {
        let control = try decodeClean(
            """
            control: T
            initial: a
            states: { a: {}, b: {} }
            transitions:
              - { from: a, on: tap, to: b }
              - { from: [a, b], on: [touchDown, touchUpInside], to: a }
              - { from: "*", on: touchCancel, to: a, suppress: unreachable-transition }
            """)
        let transitions = control.regions[0].transitions
        XCTAssertEqual(transitions.map(\.index), [0, 1, 2])
        XCTAssertEqual(transitions[0].from, .states([Located("a", at: at(5, 13))]))
        XCTAssertEqual(transitions[0].to, Located("b", at: at(5, 29)))
        XCTAssertEqual(transitions[0].location, at(5, 5))
        XCTAssertTrue(transitions[0].isExplicit)
        XCTAssertEqual(
            transitions[1].from, .states([Located("a", at: at(6, 14)), Located("b", at: at(6, 17))]))
        XCTAssertEqual(transitions[2].from, .any(at(7, 13)))
        XCTAssertFalse(transitions[2].isExplicit)
        XCTAssertEqual(transitions[2].suppress.map(\.value), ["unreachable-transition"])
    }

    func testGuardsParseIntoLocatedTrees() throws {
        let control = try decodeClean(
            """
            control: G
            properties:
              locked: { type: bool, input: true }
              count: { type: int, range: [0, 3] }
              mode: { type: enum, cases: [off, on] }
            initial: a
            states: { a: {}, b: {} }
            transitions:
              - { from: a, on: tap, to: b, when: "!locked && (count < 3 || mode == .on)" }
              - { from: a, on: tap, to: a, when: else }
              - { from: b, on: tap, to: a, when: count >= -1 }
            """)
        let transitions = control.regions[0].transitions
        guard case .expression(let root) = transitions[0].condition else { return XCTFail("no guard") }
        // The quote is at column 38, so the guard text starts at column 39.
        let locked = SpecExpression(.reference("locked"), at: at(9, 40))
        let not = SpecExpression(.not(locked), at: at(9, 39))
        let less = SpecExpression(
            .binary(
                .less, SpecExpression(.reference("count"), at: at(9, 51)),
                SpecExpression(.int(3), at: at(9, 59))),
            at: at(9, 57))
        let equal = SpecExpression(
            .binary(
                .equal, SpecExpression(.reference("mode"), at: at(9, 64)),
                SpecExpression(.enumCase("on"), at: at(9, 72))),
            at: at(9, 69))
        let or = SpecExpression(.binary(.or, less, equal), at: at(9, 61))
        XCTAssertEqual(root, SpecExpression(.binary(.and, not, or), at: at(9, 47)))
        XCTAssertEqual(transitions[1].condition, .otherwise(at(10, 38)))
        guard case .expression(let plain) = transitions[2].condition else { return XCTFail("no guard") }
        XCTAssertEqual(
            plain,
            SpecExpression(
                .binary(
                    .greaterOrEqual, SpecExpression(.reference("count"), at: at(11, 38)),
                    SpecExpression(.int(-1), at: at(11, 47))),
                at: at(11, 44)))
    }

    func testSetActionsOfEveryForm() throws {
        let control = try decodeClean(
            """
            control: A
            properties:
              on: { type: bool }
              count: { type: int, range: [0, 9] }
              mode: { type: enum, cases: [off, on] }
            initial: a
            states: { a: {} }
            transitions:
              - { from: a, on: tap, to: a, set: { on: "!on", count: count + 1, mode: .on } }
              - { from: a, on: touchDown, to: a, set: { on: false, count: count - 2, mode: off } }
              - { from: a, on: touchCancel, to: a, set: { on: true, count: 7 } }
            """)
        let transitions = control.regions[0].transitions
        XCTAssertEqual(
            transitions[0].actions,
            [
                Action(
                    property: Located("on", at: at(9, 39)), value: Located(.negation(of: "on"), at: at(9, 43))
                ),
                Action(
                    property: Located("count", at: at(9, 50)),
                    value: Located(.offset(of: "count", by: 1), at: at(9, 57))),
                Action(
                    property: Located("mode", at: at(9, 68)), value: Located(.enumCase("on"), at: at(9, 74))),
            ])
        XCTAssertEqual(
            transitions[1].actions.map(\.value.value),
            [
                .bool(false), .offset(of: "count", by: -2), .enumCase("off"),
            ])
        XCTAssertEqual(transitions[2].actions.map(\.value.value), [.bool(true), .int(7)])
    }

    func testAnimationsWithCurveSpringAndTracks() throws {
        let control = try decodeClean(
            """
            control: A
            images: { ring: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, stroke: red } } ] } }
            initial: a
            states: { a: { image: ring } }
            transitions:
              - { from: a, on: tap, to: a, animation: pop }
              - { from: a, on: touchDown, to: a, animation: bounce }
              - { from: a, on: touchCancel, to: a, animation: draw }
            animations:
              pop:
                duration: 0.3
                delay: 0.1
                curve: easeIn
                tracks:
                  - { target: incoming, property: scale, from: 0.1, to: 1 }
                  - { target: outgoing, property: opacity, to: 0 }
              bounce:
                duration: 0.6
                spring: { stiffness: 300, damping: 12, mass: 2, velocity: 6 }
                tracks: [ { target: control, property: rotation, to: 180 } ]
              draw:
                duration: 0.5
                tracks: [ { target: ring, property: strokeEnd, from: 0, to: 1 } ]
            """)
        let animations = control.animations
        XCTAssertEqual(animations.map(\.name.value), ["pop", "bounce", "draw"])
        XCTAssertEqual(animations[0].duration, Located(0.3, at: at(11, 15)))
        XCTAssertEqual(animations[0].delay?.value, 0.1)
        XCTAssertEqual(animations[0].timing, .curve(.easeIn))
        XCTAssertEqual(
            animations[0].tracks,
            [
                Track(
                    target: Located(.incoming, at: at(15, 19)), property: Located(.scale, at: at(15, 39)),
                    from: Located(0.1, at: at(15, 52)), to: Located(1, at: at(15, 61)), location: at(15, 9)),
                Track(
                    target: Located(.outgoing, at: at(16, 19)), property: Located(.opacity, at: at(16, 39)),
                    to: Located(0, at: at(16, 52)), location: at(16, 9)),
            ])
        XCTAssertEqual(
            animations[1].timing, .spring(.init(mass: 2, stiffness: 300, damping: 12, velocity: 6)))
        XCTAssertEqual(animations[1].tracks[0].target.value, .control)
        XCTAssertEqual(animations[2].timing, .curve(.easeInOut))
        XCTAssertEqual(animations[2].tracks[0].target.value, .image("ring"))
        XCTAssertEqual(control.regions[0].transitions.map { $0.animation?.value }, ["pop", "bounce", "draw"])
    }

    func testRegionsReadAsEnumsInGuards() throws {
        let control = try decodeClean(
            """
            control: FlatButton
            base: button
            regions:
              press:
                initial: up
                states: { up: {}, down: {} }
                transitions:
                  - { from: up, on: touchDown, to: down }
              selection:
                initial: off
                states: { off: {}, on: { selected: true } }
                transitions:
                  - { from: on, on: tap, to: off, when: "press == .down" }
            """)
        XCTAssertTrue(control.hasRegions)
        XCTAssertEqual(control.regions.map { $0.name?.value }, ["press", "selection"])
        XCTAssertEqual(control.regions[0].name?.location, at(4, 3))
        XCTAssertEqual(control.regions[1].initial.map(\.value), ["off"])
        XCTAssertEqual(control.regions[1].states.map(\.name.value), ["off", "on"])
        XCTAssertEqual(control.regions[1].transitions[0].index, 0)
    }

    func testGroupWithAndWithoutRegion() throws {
        let plain = try decodeClean(
            """
            control: Radio
            events: [tap, deselect]
            initial: off
            states: { off: {}, on: {} }
            transitions:
              - { from: off, on: tap, to: on }
              - { from: on, on: deselect, to: off }
            group: { idle: off, release: deselect }
            """)
        XCTAssertEqual(
            plain.group,
            SpecGroup(
                idle: [Located("off", at: at(8, 16))], release: Located("deselect", at: at(8, 30)),
                location: at(8, 8)))
        let regional = try decodeClean(
            """
            control: Tab
            events: [deselect]
            regions:
              selection:
                initial: off
                states: { off: {}, on: {} }
                transitions: [ { from: on, on: deselect, to: off }, { from: off, on: tap, to: on } ]
            group: { idle: [off], release: deselect, region: selection }
            """)
        XCTAssertEqual(regional.group?.region?.value, "selection")
    }

    func testSuppressOnTheControl() throws {
        let control = try decodeClean(
            """
            control: S
            suppress: [unused-declaration, no-way-back]
            initial: a
            states: { a: {} }
            """)
        XCTAssertEqual(
            control.suppress,
            [
                Located("unused-declaration", at: at(2, 12)), Located("no-way-back", at: at(2, 32)),
            ])
    }

    func testScalarsAreTypedByPosition() throws {
        // `no`, `yes`, `on`, `off`, `null` are names where names stand; YAML 1.1 would read booleans.
        let control = try decodeClean(
            """
            control: Y
            events: [on, off]
            initial: [no, yes, null]
            states: { no: {}, yes: {}, null: {} }
            transitions:
              - { from: no, on: on, to: yes }
              - { from: yes, on: off, to: null }
            """)
        XCTAssertEqual(control.events.map(\.value), ["on", "off"])
        XCTAssertEqual(control.regions[0].initial.map(\.value), ["no", "yes", "null"])
        XCTAssertEqual(control.regions[0].transitions[1].to.value, "null")
    }

    func testSwiftKeywordsAreValidNames() throws {
        let control = try decodeClean(
            """
            control: K
            events: [class]
            initial: default
            states: { default: {}, in: {} }
            transitions: [ { from: default, on: class, to: in } ]
            """)
        XCTAssertEqual(control.regions[0].states.map(\.name.value), ["default", "in"])
    }
}
