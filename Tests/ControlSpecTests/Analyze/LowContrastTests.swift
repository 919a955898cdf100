import ControlSpec
import Foundation
import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore

/// `low-contrast`: WCAG 2.2's contrast ratio, checked against values published by others, and the
/// warning on a text or shape that can barely be seen on the control's backdrop.
final class LowContrastTests: XCTestCase {
    private func gray(_ byte: Double) -> SRGBColor {
        SRGBColor(red: byte / 255, green: byte / 255, blue: byte / 255)
    }

    /// Ratios as WebAIM's contrast checker and the WCAG understanding documents state them (two
    /// decimals): black on white 21:1; #767676, the lightest grey with 4.5:1 on white, 4.54:1;
    /// #949494, the lightest with 3:1, 3.03:1; #777777 4.48:1; and a color is 1:1 on itself.
    func testContrastRatiosMatchPublishedValues() {
        let white = SRGBColor.white
        XCTAssertEqual(SRGBColor.contrastRatio(gray(0), white), 21, accuracy: 1e-9)
        XCTAssertEqual(SRGBColor.contrastRatio(white, gray(0x76)), 4.54, accuracy: 0.005)
        XCTAssertEqual(SRGBColor.contrastRatio(gray(0x94), white), 3.03, accuracy: 0.005)
        XCTAssertEqual(SRGBColor.contrastRatio(gray(0x77), white), 4.48, accuracy: 0.005)
        XCTAssertEqual(SRGBColor.contrastRatio(gray(0x95), gray(0x95)), 1, accuracy: 1e-12)
        // WCAG's definition by hand for #007AFF (systemBlue): R = 0 and B = 1 linear as they are,
        // G = ((122/255 + 0.055)/1.055)^2.4; L = 0.7152 G + 0.0722.
        let green = pow((122.0 / 255 + 0.055) / 1.055, 2.4)
        let blue = SRGBColor(red: 0, green: 122.0 / 255, blue: 1)
        XCTAssertEqual(blue.relativeLuminance, 0.7152 * green + 0.0722, accuracy: 1e-12)
        XCTAssertEqual(
            SRGBColor.contrastRatio(blue, white), 1.05 / (0.7152 * green + 0.0722 + 0.05), accuracy: 1e-12)
        // Below 0.04045 a component is linear over 12.92.
        XCTAssertEqual(gray(10).relativeLuminance, 10.0 / 255 / 12.92, accuracy: 1e-12)
        // Half-transparent black over white is #808080 (128 = 255 / 2, rounded) in sRGB.
        XCTAssertEqual(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5).over(white).hex, "#808080")
    }

    private func warnings(_ spec: String) -> [String] {
        Pipeline().check(Array(spec.utf8), file: "C.control.yaml").diagnostics.filter {
            $0.code == .lowContrast
        }.map { "\($0.location): \($0.message)" }
    }

    private func button(backdrop: String?, color: String, background: String? = nil) -> String {
        """
        control: Buy
        summary: A button.
        base: button
        \(backdrop.map { "backdrop: \"\($0)\"" } ?? "")
        \(background.map { "layout: { background: \"\($0)\" }" } ?? "")
        texts:
          title: { text: Buy, font: { size: 15 }\(color) }
        events: [tap]
        initial: up
        states:
          up: { text: title }
          done: { text: title, selected: true }
        transitions:
          - { from: up, on: tap, to: done }
          - { from: done, on: tap, to: up }
        """
    }

    func testAWhiteTitleOnAWhiteBackdropIsReportedAtItsColor() throws {
        let found = warnings(button(backdrop: "#FFFFFF", color: ", color: white"))
        XCTAssertEqual(found.count, 1)
        let first = try XCTUnwrap(found.first)
        XCTAssertTrue(
            first.hasPrefix(
                "7:50: text `title` (#FFFFFF) has a contrast of 1.00:1 against the backdrop #FFFFFF"), first)
        // Without `backdrop:` the backdrop is white too.
        XCTAssertEqual(
            warnings(button(backdrop: nil, color: ", color: white")).map { $0.prefix(4) }, ["7:50"])
    }

    func testAWhiteTitleOnADarkBackdropIsFine() {
        XCTAssertEqual(warnings(button(backdrop: "#2C3E50", color: ", color: white")), [])
        // #949494 has 3.03:1 on white: just enough.
        XCTAssertEqual(warnings(button(backdrop: nil, color: ", color: \"#949494\"")), [])
        XCTAssertEqual(warnings(button(backdrop: nil, color: ", color: \"#959595\"")).count, 1)
    }

    func testTheLabelColorIsMeasuredAndReportedAtTheTextsName() {
        // No `color:`: the label color, black, on a black backdrop.
        let found = warnings(button(backdrop: "#000000", color: ""))
        XCTAssertEqual(found.map { $0.prefix(4) }, ["7:3:"])
    }

    func testATextLiesOnTheControlsBackgroundOverTheBackdrop() {
        // A white background under the white title hides it even on a dark backdrop...
        let hidden = warnings(button(backdrop: "#2C3E50", color: ", color: white", background: "#FFFFFF"))
        XCTAssertEqual(hidden.count, 1)
        XCTAssertTrue(
            hidden.first?.contains("against the background #FFFFFF (over the backdrop #2C3E50)") == true)
        // ...and a translucent one lets the backdrop through: 50% white over #2C3E50 is #969FA8.
        let translucent = warnings(
            button(backdrop: "#2C3E50", color: ", color: white", background: "#FFFFFF80"))
        XCTAssertEqual(translucent.count, 1)
        XCTAssertTrue(translucent.first?.contains("the background #969FA8") == true, translucent.first ?? "")
    }

    func testAShapesBottomPrimitiveIsMeasured() {
        let spec = """
            control: Dot
            summary: A dot.
            accessibilityLabel: Dot
            backdrop: white
            images:
              ring: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, stroke: lightGray, width: 1pt } } ] }
            events: [tap]
            initial: a
            states:
              a: { image: ring }
              b: { image: ring, selected: true }
            transitions:
              - { from: a, on: tap, to: b }
              - { from: b, on: tap, to: a }
            """
        XCTAssertEqual(warnings(spec).map { $0.prefix(5) }, ["6:73:"])
        XCTAssertEqual(
            warnings(spec.replacingOccurrences(of: "backdrop: white", with: "backdrop: black")), [])
    }

    /// The examples, and the generated-code tests' specs (whose pages and pictures are drawn too).
    func testTheExamplesAreClean() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for (folder, least) in [("Examples", 9), ("Tests/GeneratedCodeTests/Specs", 20)] {
            let examples = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
                .filter { $0.hasSuffix(".control.yaml") }
            XCTAssertGreaterThanOrEqual(names.count, least, folder)
            for name in names {
                let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
                XCTAssertEqual(warnings(text), [], name)
            }
        }
    }
}
