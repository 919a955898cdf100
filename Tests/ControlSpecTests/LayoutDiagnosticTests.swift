import XCTest

@_spi(Stages) @testable import ControlSpec

/// Diagnostics of texts, layouts, bound properties and look values, each at its line and column.
final class LayoutDiagnosticTests: XCTestCase {
    private let states = "initial: a\nstates: { a: }\n"

    func testTheExamplesDecodeIntoTheirLayouts() throws {
        let control = try decodeClean(
            """
            control: C
            properties:
              title: { type: string, input: true }
              ink: { type: color, input: true, default: "#112233" }
              picture: { type: image, input: true, default: box }
            layout:
              border: { width: 1, color: ink, cornerRadius: 4 }
              padding: [0, 3, 0, 3]
              row: { spacing: 2 }
              slots:
                title: {}
                arrow: { size: [20, 20] }
            texts:
              t: { text: "{title}", font: { size: 13, weight: bold }, minimumScale: 0, lines: 2, slot: title }
            images:
              box: { asset: box, slot: arrow, contentMode: center }
              mine: { property: picture }
            initial: a
            states: { a: { image: [box, mine], text: t } }
            """)
        let layout = try XCTUnwrap(control.layout)
        XCTAssertEqual(layout.border?.color.value, .property("ink"))
        XCTAssertEqual(layout.padding, [0, 3, 0, 3])
        XCTAssertEqual(layout.rowSpacing, 2)
        XCTAssertEqual(layout.slots.map(\.name.value), ["title", "arrow"])
        XCTAssertEqual(layout.slots[1].size?.value, Point(x: 20, y: 20))
        XCTAssertEqual(control.texts.first?.font, TextItem.Font(size: 13, weight: "bold"))
        XCTAssertEqual(control.texts.first?.lines, 2)
        XCTAssertEqual(
            control.images[1].source, .property(Located("picture", at: SourceLocation(line: 17, column: 21))))
        XCTAssertEqual(control.images[0].contentMode, .center)
        XCTAssertEqual(control.properties[2].defaultValue?.value, .image("box"))
    }

    func testLengthsReadPointsFractionsAndSums() {
        XCTAssertEqual(DecodeContext.parseLength("h + 24", bare: .points), LengthValue(points: 24, height: 1))
        XCTAssertEqual(
            DecodeContext.parseLength("w - h - 24", bare: .points),
            LengthValue(points: -24, width: 1, height: -1))
        XCTAssertEqual(DecodeContext.parseLength("0.5w", bare: .points), LengthValue(width: 0.5))
        XCTAssertEqual(DecodeContext.parseLength("1pt", bare: .fractionOfWidth), LengthValue(points: 1))
        XCTAssertEqual(DecodeContext.parseLength("0.02", bare: .fractionOfWidth), LengthValue(width: 0.02))
        XCTAssertEqual(DecodeContext.parseLength("-3", bare: .points), LengthValue(points: -3))
        for bad in ["", "h +", "+ h", "2x", "h h", "--2", "w + + 1", "."] {
            XCTAssertNil(DecodeContext.parseLength(bad, bare: .points), bad)
        }
    }

    func testAFontNeedsASizeOrAStyle() {
        decodeExpecting(
            "control: C\ntexts:\n  t: { text: x, font: { name: Arial } }\n" + states, ["missing-key 3:23"])
    }

    func testANamedFontHasNoWeight() {
        decodeExpecting(
            "control: C\ntexts:\n  t: { text: x, font: { name: Arial, size: 9, weight: bold } }\n" + states,
            ["conflicting-keys 3:47"])
    }

    func testABoundColorMustBeAColorProperty() {
        decodeExpecting(
            "control: C\nproperties: { title: { type: string } }\nlayout: { background: title }\n" + states,
            ["type-mismatch 3:23"])
    }

    func testAnImageSourceMustBeAnImageProperty() {
        decodeExpecting(
            "control: C\nproperties: { ink: { type: color } }\nimages: { i: { property: ink } }\n" + states,
            ["type-mismatch 3:26"])
        decodeExpecting(
            "control: C\nimages: { i: { property: nope } }\n" + states, ["undefined-reference 2:26"])
    }

    func testAnImagePropertyDefaultIsADeclaredImage() {
        decodeExpecting(
            "control: C\nproperties: { p: { type: image, default: nope } }\n" + states,
            ["undefined-reference 2:42"])
    }

    func testTemplatesNamePropertiesThatReadAsText() throws {
        let header = "control: C\nproperties: { title: { type: string }, ink: { type: color } }\n"
        decodeExpecting(
            header + "texts: { t: { text: \"{nope}\", font: { size: 9 } } }\n" + states,
            ["undefined-reference 3:21"])
        decodeExpecting(
            header + "texts: { t: { text: \"{ink}\", font: { size: 9 } } }\n" + states, ["type-mismatch 3:21"]
        )
        decodeExpecting(
            header + "initial: a\nstates: { a: { accessibilityValue: \"{title:percent}\" } }\n",
            ["type-mismatch 4:36"])
        _ = try decodeClean(header + "initial: a\nstates: { a: { accessibilityValue: \"{{title}\" } }\n")
    }

    func testARowSlotHoldingAnImageNeedsASize() {
        decodeExpecting(
            "control: C\nlayout:\n  row: {}\n  slots:\n    arrow: {}\nimages: { i: { asset: i, slot: arrow } }\n"
                + "initial: a\nstates: { a: { image: i } }\n",
            ["missing-key 5:12"])
    }

    func testFramesAreForOverlaysAndSizesForRows() {
        decodeExpecting(
            "control: C\nlayout:\n  row: {}\n  slots: { s: { frame: [0, 0, 1, 1] } }\n" + states,
            ["conflicting-keys 4:17"])
        decodeExpecting(
            "control: C\nlayout:\n  slots: { s: { size: [1, 1] } }\n" + states, ["conflicting-keys 3:17"])
    }

    func testAFrameIsFourLengths() {
        decodeExpecting(
            "control: C\nlayout:\n  slots: { s: { frame: [0, 0, h +, 1] } }\n" + states,
            ["type-mismatch 3:31"])
        decodeExpecting(
            "control: C\nlayout:\n  slots: { s: { frame: [0, 0, 1] } }\n" + states, ["type-mismatch 3:24"])
    }

    func testSlotsAndTextsMustBeDeclared() {
        decodeExpecting(
            "control: C\nimages: { i: { asset: i, slot: icon } }\ninitial: a\nstates: { a: { image: i } }\n",
            ["undefined-reference 2:32"])
        decodeExpecting("control: C\ninitial: a\nstates: { a: { text: t } }\n", ["undefined-reference 3:22"])
    }

    func testAStrokeWidthIsAFractionOrPoints() throws {
        let shape =
            "control: C\nimages: { i: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, stroke: red, width: "
        _ = try decodeClean(shape + "1pt } } ] } }\ninitial: a\nstates: { a: { image: i } }\n")
        decodeExpecting(
            shape + "1.5 } } ] } }\ninitial: a\nstates: { a: { image: i } }\n", ["value-out-of-range 2:90"])
    }

    func testLookValuesReadNumbersOfShapes() throws {
        let header =
            "control: C\nproperties: { p: { type: double }, s: { type: string } }\n"
            + "images: { i: { asset: i } }\ninitial: a\n"
        decodeExpecting(
            header
                + "states: { a: { image: i, values: [ { target: i, property: strokeEnd, value: p } ] } }\n",
            ["type-mismatch 5:59"])
        decodeExpecting(
            header + "states: { a: { image: i, values: [ { target: i, property: opacity, value: s } ] } }\n",
            ["type-mismatch 5:75"])
        _ = try decodeClean(
            header
                + "states: { a: { image: i, values: [ { target: i, property: rotation, value: p, from: 0, to: 90 } ] } }\n"
        )
    }

    func testHiddenImagesAreReportedAndCanBeSuppressed() {
        let spec = """
            control: C
            layout: { slots: { s: {} } }
            images: { a: { asset: a, slot: s }, b: { asset: b, slot: s } }
            initial: x
            states:
              x: { image: [a, b] }
              y: { image: [a, b], suppress: hidden-image }
            transitions:
              - { from: x, on: tap, to: y }
              - { from: y, on: tap, to: x }
            """
        let found = Pipeline().check(Array(spec.utf8), file: "C.control.yaml").diagnostics.filter {
            $0.code == .hiddenImage
        }
        XCTAssertEqual(found.map { "\($0.code.rawValue) \($0.location)" }, ["hidden-image 6:16"])
        XCTAssertEqual(found.first?.notes.first?.location, SourceLocation(line: 6, column: 19))
    }

    func testTranslationsCountInPointsOrFractionsOfTheSize() throws {
        func spec(_ values: String) -> String {
            "control: C\nanimations:\n  go:\n    duration: 1\n    tracks:\n"
                + "      - { target: control, property: translationX, \(values) }\n"
                + "initial: a\nstates: { a: }\ntransitions: [ { from: a, on: tap, to: a, animation: go } ]\n"
        }
        let control = try decodeClean(spec("from: -0.5w, to: 0.25w"))
        let track = try XCTUnwrap(control.animations.first?.tracks.first)
        XCTAssertEqual(track.unit, .width)
        XCTAssertEqual(track.from?.value, -0.5)
        XCTAssertEqual(track.to.value, 0.25)
        XCTAssertEqual(try decodeClean(spec("to: 40")).animations.first?.tracks.first?.unit, .points)
        let fromZero = try decodeClean(spec("from: 0, to: 0.5w")).animations.first?.tracks.first
        XCTAssertEqual(fromZero?.unit, .width, "a 0 counts in the other value's unit")
        XCTAssertEqual(fromZero?.from?.value, 0)
        decodeExpecting(spec("to: h + 2"), ["type-mismatch 6:56"])
        decodeExpecting(spec("to: 0.5w + 0"), ["type-mismatch 6:56"])
        decodeExpecting(spec("from: 10, to: 0.5h"), ["type-mismatch 6:66"])
    }
}
