import ControlSpecRuntime
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Diagnostics of texts, layouts, bound properties and look values, each at its line and column.
final class LayoutDiagnosticTests: XCTestCase {
    private let states = "initial: a\nstates: { a: }\n"

    /// A text's weight, style and alignment words are the runtime enums' cases, and each decodes
    /// to its case in the model's `TextDescription`.
    func testTextWordsDecodeToTheRuntimeCases() throws {
        func text(_ fields: String) throws -> TextDescription? {
            try decodeClean("control: C\ntexts:\n  t: { text: x, \(fields) }\n" + states).texts.first?.drawn
        }
        for weight in FontDescription.Weight.allCases {
            XCTAssertEqual(try text("font: { size: 9, weight: \(weight.rawValue) }")?.font.weight, weight)
        }
        for style in FontDescription.TextStyle.allCases {
            XCTAssertEqual(try text("font: { style: \(style.rawValue) }")?.font.style, style)
        }
        for alignment in TextDescription.Alignment.allCases {
            XCTAssertEqual(
                try text("font: { size: 9 }, alignment: \(alignment.rawValue)")?.alignment, alignment)
        }
        XCTAssertEqual(try text("font: { size: 9 }")?.font.weight, .regular, "the runtime's default")
    }

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
        XCTAssertEqual(control.texts.first?.drawn.font, FontDescription(size: 13, weight: .bold))
        XCTAssertEqual(control.texts.first?.drawn.lines, 2)
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
        func translation(_ map: String) -> String {
            header
                + "states: { a: { image: i, values: [ { target: control, property: translationX, value: p, \(map) } ] } }\n"
        }
        let slider = try decodeClean(translation("from: 0, to: 0.9w"))
        let thumb = try XCTUnwrap(slider.regions.first?.states.first?.values.first)
        XCTAssertEqual(thumb.value.unit, .width)
        XCTAssertEqual(thumb.value.source, .property("p", from: 0, to: 0.9))
        XCTAssertEqual(
            try decodeClean(translation("to: 40pt")).regions.first?.states.first?.values.first?.value.unit,
            .points)
        decodeExpecting(translation("from: 0.5h, to: 0.9w"), ["type-mismatch 5:105"])
        decodeExpecting(translation("to: w - 30"), ["type-mismatch 5:93"])
        decodeExpecting(
            header
                + "states: { a: { image: i, values: [ { target: i, property: opacity, value: p, from: 0, to: 2 } ] } }\n",
            ["value-out-of-range 5:91"])
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

    /// An image under an opaque rectangle that contains its frame at every size is hidden; each
    /// near miss (below the cover, a cover short by 0.05h or with alpha FE, rounded, a system color,
    /// a frame that leaves the cover when the control is narrower than 24 points, an image that
    /// spills out of its frame, an image the state moves) is not.
    func testImagesUnderAnOpaqueRectangleAtEverySizeAreHidden() {
        let spec = """
            control: C
            colors: { paper: "#FFFFFF", glass: "#FFFFFFFE" }
            layout:
              padding: 4
              slots:
                inner: { frame: [0.1w, 0.1h, 0.5w, 0.5h] }
                corner: { frame: [w - 24, 4, 20, 20] }
                badge: { frame: [w - 30, 0, 30, 30] }
            images:
              inner: { asset: a, slot: inner }
              spilling: { asset: a, slot: inner, contentMode: center }
              corner: { asset: a, slot: corner }
              paper: { shape: [ { rect: { origin: [0, 0], size: [1, 1], fill: paper } } ] }
              badge: { slot: badge, shape: [ { rect: { origin: [0, 0], size: [1, 1], fill: "#FF0000FF" } } ] }
              glass: { shape: [ { rect: { origin: [0, 0], size: [1, 1], fill: glass } } ] }
              rounded: { shape: [ { rect: { origin: [0, 0], size: [1, 1], cornerRadius: 0.1, fill: "#000000" } } ] }
              system: { shape: [ { rect: { origin: [0, 0], size: [1, 1], fill: white } } ] }
              short: { shape: [ { rect: { origin: [0, 0], size: [1, 0.55], fill: "#000000" } } ] }
              exact: { shape: [ { rect: { origin: [0, 0.1], size: [1, 0.5], fill: "#000000" } } ] }
            initial: hit
            states:
              hit: { image: [inner, paper] }
              exactFit: { image: [inner, exact] }
              underBadge: { image: [corner, badge] }
              below: { image: [paper, inner] }
              translucent: { image: [inner, glass] }
              roundedCorners: { image: [inner, rounded] }
              systemColor: { image: [inner, system] }
              tooShort: { image: [inner, short] }
              sticksOut: { image: [corner, paper] }
              spills: { image: [spilling, paper] }
              moved: { image: [inner, paper], values: [ { target: inner, property: translationX, value: 0 } ] }
            """
        let found = Pipeline().check(Array(spec.utf8), file: "C.control.yaml").diagnostics.filter {
            $0.code == .hiddenImage
        }
        XCTAssertEqual(
            found.map { "\($0.location) under \($0.notes.first?.location.description ?? "-")" },
            ["22:18 under 22:25", "23:23 under 23:30", "24:25 under 24:33"],
            found.map(\.message).joined(separator: "\n"))
    }

    /// A slot of fixed points shown while the control has no size of its own is reported at its
    /// frame, naming the state, with a size that covers the all-points frames and the padding; a
    /// slot that scales, a layout with `size:`, a state whose text sizes the control, a row and a
    /// control-level `suppress` are not.
    func testFixedPointSlotsNeedAControlWithASize() {
        func found(_ spec: String) -> [Diagnostic] {
            Pipeline().check(Array(spec.utf8), file: "C.control.yaml").diagnostics.filter {
                $0.code == .pointsWithoutSize
            }
        }
        func spec(layout: String, badgeText: Bool = false, suppress: Bool = false) -> String {
            """
            control: C
            \(suppress ? "suppress: points-without-size" : "accessibilityLabel: C")
            layout:
            \(layout)
            texts:
              caption: { text: New, font: { size: 13 } }
            images:
              dot: { asset: dot, slot: badge }
            initial: plain
            states:
              plain: { text: caption }
              badged: { image: dot\(badgeText ? ", text: caption" : "") }
            transitions:
              - { from: plain, on: tap, to: badged }
              - { from: badged, on: tap, to: plain }
            """
        }
        let overlay =
            "  padding: [2, 3, 4, 5]\n  slots:\n    badge: { frame: [w - 20, 6, 16, 12] }\n"
            + "    corner: { frame: [1, 2, 30, 10] }"
        let reported = found(spec(layout: overlay))
        XCTAssertEqual(reported.map { "\($0.location)" }, ["6:21"])
        XCTAssertTrue(reported.first?.message.contains("is 16 × 12 points") ?? false)
        XCTAssertTrue(reported.first?.message.contains("in state `badged`") ?? false)
        XCTAssertTrue(
            reported.first?.message.hasSuffix("give the layout `size: [39, 18]`") ?? false,
            reported.first?.message ?? "")
        XCTAssertEqual(found(spec(layout: overlay, badgeText: true)), [], "the caption sizes the control")
        XCTAssertEqual(found(spec(layout: overlay, suppress: true)), [])
        XCTAssertEqual(found(spec(layout: "  size: [60, 30]\n" + overlay)), [])
        XCTAssertEqual(found(spec(layout: "  slots:\n    badge: { frame: [w - 20, 6, 16, h - 12] }")), [])
        XCTAssertEqual(found(spec(layout: "  slots:\n    badge: { frame: [w - 20, 6, 0.2w, 12] }")), [])
        XCTAssertEqual(found(spec(layout: "  row: {}\n  slots:\n    badge: { size: [16, 12] }")), [])
        let regions = """
            control: C
            accessibilityLabel: C
            layout: { slots: { badge: { frame: [0, 0, 16, 12] } } }
            texts: { caption: { text: New, font: { size: 13 } } }
            images: { dot: { asset: dot, slot: badge } }
            regions:
              label:
                initial: shown
                states: { shown: { text: caption }, bold: { text: caption } }
                transitions: [ { from: shown, on: tap, to: bold }, { from: bold, on: tap, to: shown } ]
              badge:
                initial: plain
                states: { plain: {}, badged: { image: dot } }
                transitions: [ { from: plain, on: tap, to: badged }, { from: badged, on: tap, to: plain } ]
            """
        XCTAssertEqual(found(regions), [], "the label region sizes the control in every badge state")
        XCTAssertEqual(
            found(regions.replacingOccurrences(of: "bold: { text: caption }", with: "bold: {}")).map(
                \.location),
            [SourceLocation(line: 3, column: 36)], "in `bold` nothing sizes it")
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
