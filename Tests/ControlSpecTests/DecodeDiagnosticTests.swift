import ControlSpec
import XCTest

/// Every diagnostic of the Decode stage, at its exact line and column, with its message.
final class DecodeDiagnosticTests: XCTestCase {
    private let header = "control: T\ninitial: a\nstates: { a: {}, b: {} }\n"

    private func message(_ diagnostics: [Diagnostic], _ index: Int = 0) -> String {
        diagnostics.indices.contains(index) ? diagnostics[index].message : "<none>"
    }

    // MARK: unknown-key

    func testTopLevelTypoSuggestsTheKey() {
        let diagnostics = decodeExpecting(
            header + "tranistions:\n  - { from: a, on: tap, to: b }\n", ["unknown-key 4:1"])
        XCTAssertEqual(message(diagnostics), "unknown key 'tranistions'; did you mean 'transitions'?")
    }

    func testUnknownKeyInATransitionSuggestsTheClosestKey() {
        let diagnostics = decodeExpecting(
            header + "transitions:\n  - { from: a, on: tap, too: b }\n",
            ["missing-key 5:5", "unknown-key 5:25"])
        XCTAssertEqual(message(diagnostics, 1), "unknown key 'too'; did you mean 'to'?")
        XCTAssertEqual(
            message(diagnostics, 0), "a transition is missing the required key 'to'; add 'to: …'")
    }

    func testUnknownKeyFarFromAnyListsTheAllowedKeys() {
        let diagnostics = decodeExpecting(
            header + "group: { idle: a, release: tap, members: 3 }\nevents: [tap]\n",
            ["unknown-key 4:33"])
        XCTAssertEqual(
            message(diagnostics), "unknown key 'members'; 'group' allows 'idle', 'release' or 'region'")
    }

    func testKeysThatDoNotBelongTogether() {
        decodeExpecting(
            """
            control: T
            images: { both: { asset: a, symbol: b } }
            properties: { flag: { type: bool, range: [0, 1] } }
            animations:
              a: { duration: 1, curve: linear, spring: { damping: 0.5 }, tracks: [ { target: control,
                property: scale, to: 1 } ] }
            regions:
              r: { initial: a, states: { a: {} } }
            states: { a: {} }
            group: { idle: a, release: tap, region: r }
            """,
            [
                "conflicting-keys 2:29", "conflicting-keys 3:35", "conflicting-keys 5:21",
                "conflicting-keys 9:1",
                "undefined-reference 10:28",
            ])
    }

    // MARK: missing-key

    func testMissingKeysPointAtTheMapping() {
        let diagnostics = decodeExpecting(
            "summary: no name\ninitial: a\nstates: { a: {} }\n", ["missing-key 1:1"])
        XCTAssertEqual(
            message(diagnostics), "the control is missing the required key 'control'; add 'control: …'")
        decodeExpecting("control: T\n", ["missing-key 1:1", "missing-key 1:1"])
        decodeExpecting(
            "control: T\nproperties:\n  mode: { type: enum }\ninitial: a\nstates: { a: }\n",
            ["missing-key 3:9"])
        decodeExpecting("control: T\nimages:\n  i: {}\ninitial: a\nstates: { a: }\n", ["missing-key 3:6"])
        decodeExpecting(
            "control: T\nregions:\n  r: { initial: a, states: { a: } }\ngroup: { idle: a, release: go }\n"
                + "events: [go]\n",
            ["missing-key 4:8"])
    }

    // MARK: type-mismatch

    func testValuesOfTheWrongKind() {
        let diagnostics = decodeExpecting(
            """
            control: T
            base: buton
            initial: a
            states: { a: { selected: yes, alpha: "0.5" } }
            transitions: { from: a }
            animations:
              go: { duration: abc, tracks: [ { target: control, property: scale, to: 1 } ] }
            """,
            [
                "type-mismatch 2:7", "type-mismatch 4:26", "type-mismatch 4:38", "type-mismatch 5:14",
                "type-mismatch 7:19",
            ])
        XCTAssertEqual(message(diagnostics, 0), "unknown base 'buton'; did you mean 'button'?")
        XCTAssertEqual(message(diagnostics, 1), "expected 'selected' as true or false, found 'yes'")
        XCTAssertEqual(message(diagnostics, 2), "expected alpha as a number, found '0.5'; remove the quotes")
        XCTAssertEqual(message(diagnostics, 3), "expected 'transitions' as a list, found a mapping")
        XCTAssertEqual(message(diagnostics, 4), "expected the duration as a number, found 'abc'")
    }

    func testSetMustFitThePropertyType() {
        decodeExpecting(
            header + """
                properties:
                  flag: { type: bool }
                  count: { type: int }
                  title: { type: string }
                transitions:
                  - { from: a, on: tap, to: b, set: { flag: 1, count: "!flag", title: x } }
                """, ["type-mismatch 9:45", "type-mismatch 9:55", "type-mismatch 9:64"])
    }

    // MARK: invalid-name

    func testNamesMustBeCamelCaseIdentifiers() {
        let diagnostics = decodeExpecting(
            """
            control: likeButton
            events: [touch-down]
            initial: Up
            states: { Up: {} }
            """, ["invalid-name 1:10", "invalid-name 2:10", "invalid-name 3:10", "invalid-name 4:11"])
        XCTAssertEqual(
            message(diagnostics),
            "'likeButton' is not an UpperCamelCase type name; use letters and digits, starting with a"
                + " capital letter"
                + " (e.g. 'LikeButton')")
        XCTAssertEqual(
            message(diagnostics, 1),
            "'touch-down' is not a lowerCamelCase identifier; use letters and digits, starting with a"
                + " lowercase"
                + " letter (e.g. 'touchDown')")
        decodeExpecting("control: Self\ninitial: a\nstates: { a: }\n", ["invalid-name 1:10"])
    }

    // MARK: undefined-reference

    func testUndefinedNamesSuggestTheClosestDeclaration() {
        let diagnostics = decodeExpecting(
            """
            control: T
            events: [reset]
            outputs: [changed]
            images: { icon: { asset: icon } }
            animations: { fade: { duration: 1, tracks: [ { target: icn, property: opacity, to: 0 } ] } }
            initial: idel
            states: { idle: { image: icom, tint: brandColor }, busy: {} }
            transitions:
              - { from: idle, on: rest, to: bsy, emit: chnged, animation: fad }
            """,
            [
                "undefined-reference 5:56", "undefined-reference 6:10", "undefined-reference 7:26",
                "undefined-reference 7:38", "undefined-reference 9:23", "undefined-reference 9:33",
                "undefined-reference 9:44", "undefined-reference 9:63",
            ])
        XCTAssertEqual(message(diagnostics, 0), "image 'icn' is not declared; did you mean 'icon'?")
        XCTAssertEqual(message(diagnostics, 1), "state 'idel' is not declared; did you mean 'idle'?")
        XCTAssertEqual(
            message(diagnostics, 3),
            "unknown color 'brandColor'; declare it in 'colors:', or use #RRGGBB or a system color such as"
                + " 'systemBlue'")
        XCTAssertEqual(message(diagnostics, 4), "event 'rest' is not declared; did you mean 'reset'?")
        XCTAssertEqual(message(diagnostics, 6), "output 'chnged' is not declared; did you mean 'changed'?")
    }

    func testCustomEventsMustBeDeclaredButTouchEventsNeedNot() {
        let diagnostics = decodeExpecting(
            header + "transitions:\n  - { from: a, on: [touchDown, refresh], to: b }\n",
            ["undefined-reference 5:32"])
        XCTAssertEqual(
            message(diagnostics), "event 'refresh' is not declared; declare custom events under 'events:'")
    }

    func testTouchEventsAreErrorsInAPlainView() {
        let diagnostics = decodeExpecting(
            """
            control: Badge
            base: view
            events: [tap, refresh]
            initial: a
            states: { a: {} }
            transitions:
              - { from: a, on: [refresh, touchDown], to: a }
            """, ["undefined-reference 3:10", "undefined-reference 7:30"])
        XCTAssertEqual(
            message(diagnostics, 1),
            "'touchDown' is a touch event, and a control with 'base: view' receives only custom events;"
                + " use 'base: control' or a custom event")
    }

    func testGroupReferencesAndSuppressCodes() {
        decodeExpecting(
            header + """
                events: [deselect]
                group: { idle: [c], release: deselct }
                suppress: [unreachable-stat, ambiguous-transition]
                """,
            [
                "undefined-reference 5:17", "undefined-reference 5:30", "undefined-reference 6:12",
                "unsuppressible-code 6:30",
            ])
    }

    func testGroupRegionMustBeDeclared() {
        let diagnostics = decodeExpecting(
            """
            control: Tab
            events: [deselect]
            regions:
              selection: { initial: off, states: { off: {}, on: {} } }
            group: { idle: off, release: deselect, region: selecton }
            """, ["undefined-reference 5:48"])
        XCTAssertEqual(message(diagnostics), "region 'selecton' is not declared; did you mean 'selection'?")
    }

    // MARK: duplicate-name

    func testDuplicateNamesNoteTheFirst() throws {
        let diagnostics = decodeExpecting(
            header + """
                events: [tap, reset, tap]
                properties:
                  mode: { type: enum, cases: [off, on, off] }
                """, ["duplicate-name 4:22", "duplicate-name 6:40"])
        XCTAssertEqual(message(diagnostics), "event 'tap' is declared twice; remove or rename one")
        XCTAssertEqual(
            diagnostics.first?.notes,
            [Diagnostic.Note("'tap' is first declared here", at: SourceLocation(line: 4, column: 10))])
        decodeExpecting(
            """
            control: T
            properties: { press: { type: bool } }
            regions:
              press: { initial: up, states: { up: } }
            """, ["duplicate-name 4:3"])
    }

    func testTransitionNamesAreIdentifiersUniqueAcrossRegions() throws {
        let diagnostics = decodeExpecting(
            """
            control: T
            events: [tap]
            regions:
              press:
                initial: up
                states: { up: {}, down: {} }
                transitions:
                  - { name: push, from: up, on: tap, to: down }
                  - { name: Release, from: down, on: tap, to: up }
              light:
                initial: off
                states: { off: {} }
                transitions:
                  - { name: push, from: off, on: tap, to: off }
            """, ["invalid-name 9:17", "duplicate-name 14:17"])
        XCTAssertEqual(
            message(diagnostics),
            "'Release' is not a lowerCamelCase identifier; use letters and digits, starting with a lowercase"
                + " letter (e.g. 'release')")
        XCTAssertEqual(
            message(diagnostics, 1), "transition name 'push' is declared twice; remove or rename one")
        XCTAssertEqual(
            diagnostics.last?.notes,
            [Diagnostic.Note("'push' is first declared here", at: SourceLocation(line: 8, column: 17))])
    }

    // MARK: value-out-of-range

    func testValuesOutOfRange() {
        decodeExpecting(
            """
            control: T
            properties:
              level: { type: int, range: [0, 10], default: 11 }
              bad: { type: int, range: [5, 1] }
            images:
              dot: { shape: [ { circle: { center: [0.5, 1.2], radius: 0.5, fill: red } } ] }
            initial: a
            states: { a: { image: dot, alpha: 2 } }
            transitions:
              - { from: a, on: tap, to: a, animation: a1 }
              - { from: a, on: touchDown, to: a, animation: a2 }
            animations:
              a1: { duration: 0, tracks: [ { target: incoming, property: opacity, to: 1.5 } ] }
              a2: { duration: 1, spring: { damping: 1.2 }, tracks: [ { target: control, property: scale,
                to: 1 } ] }
            """,
            [
                "value-out-of-range 3:48", "value-out-of-range 4:28", "value-out-of-range 6:45",
                "value-out-of-range 8:35", "value-out-of-range 13:19", "value-out-of-range 13:75",
                "spring-form 14:32",
            ])
    }

    // MARK: invalid-guard

    func testGuardSyntaxErrorsPointInsideTheGuard() {
        let properties = "properties: { count: { type: int }, locked: { type: bool } }\n"
        let plain = decodeExpecting(
            header + properties + "transitions:\n  - { from: a, on: tap, to: b, when: count = 1 }\n",
            ["invalid-guard 6:44"])
        XCTAssertEqual(message(plain), "unexpected '='; compare with '=='")
        decodeExpecting(
            header + properties + "transitions:\n  - { from: a, on: tap, to: b, when: 'locked &&' }\n",
            ["invalid-guard 6:48"])
        decodeExpecting(
            header + properties + "transitions:\n  - { from: a, on: tap, to: b, when: \"(count > 1\" }\n",
            ["invalid-guard 6:49"])
        decodeExpecting(
            header + properties + "transitions:\n  - { from: a, on: tap, to: b, when: \"count # 2\" }\n",
            ["invalid-guard 6:45"])
    }

    func testGuardTypeErrors() {
        let diagnostics = decodeExpecting(
            header + """
                properties:
                  count: { type: int }
                  locked: { type: bool }
                  mode: { type: enum, cases: [off, on] }
                  title: { type: string }
                transitions:
                  - { from: a, on: tap, to: b, when: "locked == 1" }
                  - { from: a, on: tap, to: b, when: "mode == .of" }
                  - { from: a, on: tap, to: b, when: "title == 1" }
                  - { from: a, on: tap, to: b, when: "mode < 2 || locked > false" }
                  - { from: a, on: tap, to: b, when: "count" }
                  - { from: a, on: tap, to: b, when: "lockd" }
                """,
            [
                "invalid-guard 10:46", "invalid-guard 11:47", "invalid-guard 12:39", "invalid-guard 13:39",
                "invalid-guard 13:51", "invalid-guard 13:60", "invalid-guard 14:39",
                "undefined-reference 15:39",
            ])
        XCTAssertEqual(message(diagnostics, 0), "'==' compares a bool with an int; both sides need one type")
        XCTAssertEqual(message(diagnostics, 1), "'mode' has no case '.of'; did you mean '.off'?")
        XCTAssertEqual(
            message(diagnostics, 2),
            "'title' is a string property; guards read only bool, int, enum and double properties and regions"
        )
        XCTAssertEqual(
            message(diagnostics, 3), "'<' orders ints, but this operand is the enum 'mode'; use '==' or '!='")
        XCTAssertEqual(
            message(diagnostics, 7),
            "the guard reads 'lockd', which is not a property or region; did you mean 'locked'?")
    }

    // MARK: shapes, colors and tracks

    func testShapeColorAndTrackProblems() {
        let diagnostics = decodeExpecting(
            """
            control: T
            colors: { brand: "#12345", alias: brand }
            images:
              photo: { asset: photo }
              dot:
                shape:
                  - circle: { center: [0.5, 0.5], radius: 0.5 }
                  - path: { points: [[0, 0]], stroke: red }
            initial: a
            states: { a: { image: [photo, dot] } }
            transitions: [ { from: a, on: tap, to: a, animation: draw } ]
            animations:
              draw:
                duration: 1
                tracks:
                  - { target: control, property: strokeEnd, to: 1 }
                  - { target: photo, property: strokeStart, to: 1 }
            """,
            [
                "type-mismatch 2:18", "undefined-reference 2:35", "shape-draws-nothing 7:17",
                "too-few-items 8:25", "type-mismatch 16:38", "type-mismatch 17:36",
            ])
        XCTAssertEqual(
            message(diagnostics, 0),
            "'#12345' is not a hex color; write #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F")
        XCTAssertEqual(
            message(diagnostics, 1),
            "unknown color 'brand'; use #RRGGBB, #RRGGBBAA or a system color such as 'systemBlue'")
        XCTAssertEqual(
            message(diagnostics, 2),
            "'circle' needs at least one of 'fill' (the fill color) or 'stroke' (the stroke color)")
        XCTAssertEqual(
            message(diagnostics, 5), "'strokeStart' animates a shape image, and 'photo' is not one")
    }

    // MARK: recovery

    func testEveryProblemOfAFileIsReported() {
        decodeExpecting(
            """
            control: t
            bse: button
            initial: x
            states: { a: { alpha: 3 } }
            transitions:
              - { from: a, on: tap, to: b, when: "a &&" }
              - { from: a, on: tap }
            """,
            [
                "invalid-name 1:10", "unknown-key 2:1", "undefined-reference 3:10", "value-out-of-range 4:23",
                "invalid-guard 6:43", "undefined-reference 6:29", "missing-key 7:5",
            ].sorted(by: Self.byPosition))
    }

    private static func byPosition(_ lhs: String, _ rhs: String) -> Bool {
        func key(_ text: String) -> (Int, Int, String) {
            let parts = text.split(separator: " ")
            let place = parts[1].split(separator: ":").compactMap { Int($0) }
            return (place[0], place[1], String(parts[0]))
        }
        return key(lhs) < key(rhs)
    }
}
