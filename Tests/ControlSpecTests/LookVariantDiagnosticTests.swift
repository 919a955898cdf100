import ControlSpec
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecRuntime

/// A look chosen by a condition (`variants:`): accepted with a guard over properties, each misuse
/// reported at its line and column, nested variants ordered and refined as Language.md says, and
/// `render` drawing the variant the properties' defaults choose.
final class LookVariantDiagnosticTests: XCTestCase {
    private func spec(_ variant: String, header: String = "") -> String {
        """
        control: T
        properties:
          count: { type: int, range: [0, 5] }
          level: { type: double }
        images:
          dot: { symbol: circle }
          ring: { symbol: circle.circle }
        \(header)initial: a
        states:
          a:
            image: dot
            variants:
              - \(variant)

        """
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testAGuardOverPropertiesIsAccepted() {
        decodeExpecting(spec(#"{ when: "count > 2 && level < 0.5", image: ring, tint: systemRed }"#), [])
        decodeExpecting(spec(#"{ when: "count == 0", alpha: 0.5, accessibilityValue: "{count}" }"#), [])
    }

    func testElseIsNoVariantGuard() {
        // Line 13, `      - { when: else, image: ring }`: `else` is column 17.
        let diagnostics = decodeExpecting(spec("{ when: else, image: ring }"), ["invalid-guard 13:17"])
        XCTAssertEqual(
            message(diagnostics),
            "a variant's 'when' cannot be 'else': the state's own look shows when no variant's guard holds;"
                + " write a guard such as \"count > 0\"")
    }

    func testTheFingerIsNotReadInAVariant() {
        let diagnostics = decodeExpecting(
            spec(#"{ when: "touch.fx < 0.5", image: ring }"#), ["invalid-expression 13:18"])
        XCTAssertEqual(
            message(diagnostics),
            "'touch.fx' reads the finger's position, but a look has no finger; store it in a double with"
                + " 'set:' and read that")
    }

    func testAGuardThatIsNotABoolIsLocated() {
        let diagnostics = decodeExpecting(spec(#"{ when: "count", image: ring }"#), ["invalid-guard 13:18"])
        XCTAssertEqual(
            message(diagnostics),
            "a guard must be true or false, but this is an int; compare it, e.g. 'count > 0'")
    }

    func testAnUndeclaredImageInAVariantIsLocated() {
        decodeExpecting(spec(#"{ when: "count > 0", image: rings }"#), ["undefined-reference 13:37"])
    }

    func testAKeyAVariantCannotSetSaysWhatToWrite() {
        let diagnostics = decodeExpecting(
            spec(#"{ when: "count > 0", selected: true }"#), ["unknown-key 13:30"])
        XCTAssertEqual(
            message(diagnostics),
            "unknown key 'selected'; a variant sets only image, text, values, alpha, tint and the accessibility strings in this version;"
                + " write a state for 'selected' and a transition to it")
    }

    func testAVariantWithoutAGuardIsMissingIt() {
        decodeExpecting(spec("{ image: ring }"), ["missing-key 13:9"])
    }

    func testVariantsInAControlWithRegionsAreRefused() {
        let text = """
            control: T
            properties:
              on: { type: bool }
            images:
              dot: { symbol: circle }
            regions:
              r:
                initial: a
                states:
                  a:
                    image: dot
                    variants: [ { when: on, alpha: 0.5 } ]
                transitions: []

            """
        let diagnostics = decodeExpecting(text, ["conflicting-keys 12:21"])
        XCTAssertTrue(
            message(diagnostics).hasPrefix("'variants' in a control with 'regions' is not supported"))
    }

    /// Nested: a leaf's own variants come first, then its parent's; a key the leaf writes itself
    /// wins over its parent's variant; every variant's look is whole (the leaf's look under it).
    func testNestedVariantsOrderAndRefine() throws {
        let text = """
            control: T
            properties:
              count: { type: int, range: [0, 5] }
            images:
              dot: { symbol: circle }
              ring: { symbol: circle.circle }
            initial: parent
            states:
              parent:
                image: dot
                variants: [ { when: "count > 3", image: ring, tint: systemRed, alpha: 0.5 } ]
                states:
                  child:
                    tint: systemBlue
                    variants: [ { when: "count == 1", alpha: 0.25 } ]
            transitions: []

            """
        let (decoded, diagnostics) = DecodeHarness.decode(text)
        XCTAssertEqual(diagnostics.map(Self.describe), [])
        let control = try XCTUnwrap(decoded)
        let look = try XCTUnwrap(RuntimeLooks(control: control).look(region: 0, state: "child"))
        XCTAssertEqual(look.variants.map(\.condition), ["when: count == 1", "when: count > 3"])
        XCTAssertEqual(look.images.map(\.name), ["dot"])
        XCTAssertEqual(look.tint, .color(.system("systemBlue")))
        XCTAssertEqual(look.alpha, 1, "completed: a variant sets alpha")
        let own = look.variants[0].look
        XCTAssertEqual(own.images.map(\.name), ["dot"])
        XCTAssertEqual(own.tint, .color(.system("systemBlue")))
        XCTAssertEqual(own.alpha, 0.25)
        let inherited = look.variants[1].look
        XCTAssertEqual(inherited.images.map(\.name), ["ring"], "the parent's variant's image")
        XCTAssertEqual(inherited.tint, .color(.system("systemBlue")), "the child's own tint wins")
        XCTAssertEqual(inherited.alpha, 0.5)
        // Chosen by the data: the first that holds, else the state's own.
        XCTAssertEqual(
            look.chosen(with: LookData(numbers: ["when: count > 3": 1])).images.map(\.name), ["ring"])
        XCTAssertEqual(
            look.chosen(with: LookData(numbers: ["when: count == 1": 1, "when: count > 3": 1])).alpha, 0.25)
        XCTAssertEqual(look.chosen(with: LookData()).alpha, 1)
        XCTAssertEqual(look.chosen(with: LookData()).variants, [])
    }

    /// `render` draws the variant the properties' defaults choose, computed by the guard's own rules.
    func testRenderDrawsTheVariantTheDefaultsChoose() throws {
        for (defaults, image) in [("count: 0", "dot"), ("count: 4", "ring")] {
            let text = spec(#"{ when: "count > 3 && level == 0", image: ring }"#)
                .replacingOccurrences(
                    of: "count: { type: int, range: [0, 5] }",
                    with: "count: { type: int, range: [0, 5], default: \(defaults.dropFirst(7)) }")
            let (decoded, diagnostics) = DecodeHarness.decode(text)
            XCTAssertEqual(diagnostics.map(Self.describe), [])
            let control = try XCTUnwrap(decoded)
            let drawing = StillDrawing(
                control: control, images: SVGImage(control: control, assets: [:]), fixedSize: nil)
            XCTAssertEqual(drawing.look(["a"]).images.map(\.name), [image], defaults)
        }
    }
}
