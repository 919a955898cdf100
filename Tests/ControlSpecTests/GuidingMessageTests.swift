import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Messages that lead to the fix: each case a new user meets, with the message that says what to
/// write, at its line and column.
final class GuidingMessageTests: XCTestCase {
    private let header = """
        control: T
        properties:
          rating: { type: int, range: [0, 5] }
          avail: { type: enum, cases: [usable, broken] }
          retryCount: { type: int }
          offline: { type: bool }
        events: [tap]
        initial: a
        states: { a: {}, b: {} }
        transitions:

        """

    private func only(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line)
        -> String
    {
        let diagnostics = decodeExpecting(text, [expected], file: file, line: line)
        return diagnostics.first?.message ?? "<none>"
    }

    func testAQuotedLiteralInASetSaysRemoveTheQuotes() {
        let message = only(
            header + "  - { from: a, on: tap, to: b, set: { rating: \"4\" } }\n", "type-mismatch 11:47")
        XCTAssertEqual(message, "cannot read '4' as a value; remove the quotes: rating: 4")
    }

    func testABareIntNameInASetIsACopyAndAWrongNameSaysSo() throws {
        let control = try decodeClean(
            header + "  - { from: a, on: tap, to: b, set: { rating: retryCount } }\n")
        let copy = try XCTUnwrap(control.regions.first?.transitions.first?.actions.first?.value.value)
        XCTAssertEqual(copy, .offset(of: "retryCount", by: 0))
        XCTAssertEqual(copy.description, "retryCount")
        let message = only(
            header + "  - { from: a, on: tap, to: b, set: { rating: offline } }\n", "type-mismatch 11:47")
        XCTAssertEqual(message, "'offline' is a bool property, but 'rating' needs an int")
        let dotted = only(
            header + "  - { from: a, on: tap, to: b, set: { rating: .retryCount } }\n", "type-mismatch 11:47")
        XCTAssertEqual(
            dotted, "'rating' is an int property; write an integer, an int property, 'prop + n' or 'prop - n'"
        )
    }

    func testAnEnumCaseWithoutItsDotSaysWriteTheDot() {
        let message = only(
            header + "  - { from: a, on: tap, to: b, when: \"avail == usable\" }\n",
            "undefined-reference 11:48")
        XCTAssertEqual(
            message,
            "the guard reads 'usable', which is not a property or region; for the case of 'avail', write '.usable'"
        )
    }

    func testAnUnquotedNegationSaysQuoteTheGuard() {
        let message = only(
            header + "  - { from: a, on: tap, to: b, when: !offline }\n", "invalid-guard 11:38")
        XCTAssertEqual(
            message,
            "YAML reads '!offline' as a tag, not as a negation; quote a guard that starts with '!': when: \"!offline\""
        )
    }

    func testADecimalComparedWithAnIntSaysConvertTheInt() {
        let message = only(
            header + "  - { from: a, on: tap, to: b, when: \"rating > 2.5\" }\n", "invalid-expression 11:39")
        XCTAssertEqual(message, "'>' compares a double with an int; convert it: double(rating)")
        let leading = only(
            header + "  - { from: a, on: tap, to: b, when: \"rating > .5\" }\n", "invalid-guard 11:48")
        XCTAssertEqual(leading, "write a digit before the decimal point, as in '0.5'")
    }

    func testAMisspeltGuardNameGetsASuggestion() {
        let message = only(
            header + "  - { from: a, on: tap, to: b, when: \"retries > 2\" }\n", "undefined-reference 11:39")
        XCTAssertEqual(
            message,
            "the guard reads 'retries', which is not a property or region; did you mean 'retryCount'?")
        let typo = only(
            header + "  - { from: a, on: tap, to: b, when: \"ratign > 2\" }\n", "undefined-reference 11:39")
        XCTAssertTrue(typo.hasSuffix("did you mean 'rating'?"), typo)
    }

    func testAnAnimatedKeyOnAShapeDoesNotSuggestAKeyAlreadyThere() {
        let text = """
            control: T
            images:
              tick: { shape: [ { path: { points: [[0, 0], [1, 1]], stroke: black, strokeEnd: 0 } } ] }
            initial: a
            states: { a: { image: tick } }

            """
        let message = only(text, "unknown-key 3:71")
        XCTAssertEqual(
            message,
            "unknown key 'strokeEnd'; 'strokeEnd' is animated, not set: animate it with a track under 'animations:'"
        )
    }

    func testOneMissingInitialKeyIsOneError() {
        only(
            "control: T\nevents: [tap]\nstates: { a: {}, b: {} }\ntransitions:\n  - { from: a, on: tap, to: b }\n",
            "missing-key 1:1")
        only(
            "control: T\nevents: [tap]\nregions:\n  r:\n    states: { a: {}, b: {} }\n    transitions:\n"
                + "      - { from: a, on: tap, to: b }\n",
            "missing-key 5:5")
    }

    func testAnUnsupportedTagDoesNotStopTheChecking() {
        let diagnostics = decodeExpecting(
            "control: !!python/object:os.system T\ninitial: a\nstates: { a: {}, b: {} }\ntransitions:\n"
                + "  - { from: a, on: tap, to: c }\n",
            ["unsupported-tag 1:10", "undefined-reference 5:29"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "the tag '!!python/object:os.system' is not supported; a spec holds plain strings, numbers, lists and mappings"
        )
    }
}

/// An alias is one event in the decoder too, and CR-only files report libyaml's lines.
final class AliasDecodeTests: XCTestCase {
    func testDeclaringAnEventByBothNamesIsADuplicate() {
        let diagnostics = decodeExpecting(
            "control: T\nevents: [tap, touchUpInside]\ninitial: a\nstates: { a: {} }\n",
            ["duplicate-name 2:15"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "event 'touchUpInside' is declared twice (as 'tap', the same event); remove or rename one")
        XCTAssertEqual(diagnostics.first?.notes.map(\.location), [SourceLocation(line: 2, column: 10)])
    }

    func testABadByteInACROnlyFileIsReportedOnItsLine() {
        let bytes = Array("control: T\rinitial: a\rsummary: ".utf8) + [0xFF] + Array("\r".utf8)
        let diagnostics = YAMLReader.read(bytes).diagnostics
        XCTAssertEqual(diagnostics.map(\.code), [.yamlSyntax])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 3, column: 10))
    }
}
