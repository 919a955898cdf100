import SystemColors
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The preview's CSS colors come from the shared table of named colors and resolve `colors:` names
/// the way the generator does.
final class CSSPaletteTests: XCTestCase {
    private func control(_ yaml: String) throws -> Control {
        let result = Pipeline().check(Array(yaml.utf8), file: "T.control.yaml")
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        return try XCTUnwrap(result.decoded?.control)
    }

    func testEachAppearanceSetsEveryDynamicColorFromTheTable() {
        let light = CSSPalette.variables(dark: false)
        let dark = CSSPalette.variables(dark: true)
        XCTAssertTrue(light.contains("--ui-systemBlue:#007AFF;"))
        XCTAssertTrue(dark.contains("--ui-systemBlue:#0A84FF;"))
        XCTAssertTrue(dark.contains("--ui-secondaryLabel:rgba(235,235,245,0.6);"))
        XCTAssertTrue(light.contains("--ui-separator:rgba(60,60,67,0.29);"))
        let dynamic = SystemColor.all.filter { $0.kind == .dynamic }
        XCTAssertEqual(light.components(separatedBy: "--ui-").count - 1, dynamic.count)
        XCTAssertFalse(light.contains("--ui-lightGray"), "fixed colors are written as values")
    }

    func testColorsResolveThroughTheTableAndColorsEntries() throws {
        let control = try control(
            """
            control: T
            colors: { accent: systemGreen, ink: "#10203040" }
            initial: a
            states: { a: {} }
            """)
        XCTAssertEqual(CSSPalette.css(.system("lightGray"), in: control), "#AAAAAA")
        XCTAssertEqual(CSSPalette.css(.system("gray"), in: control), "#808080")
        XCTAssertEqual(CSSPalette.css(.system("orange"), in: control), "#FF8000")
        XCTAssertEqual(CSSPalette.css(.system("clear"), in: control), "transparent")
        XCTAssertEqual(CSSPalette.css(.system("systemGray"), in: control), "var(--ui-systemGray)")
        XCTAssertEqual(CSSPalette.css(.named("accent"), in: control), "var(--ui-systemGreen)")
        XCTAssertEqual(CSSPalette.css(.named("ink"), in: control), "rgba(16,32,48,0.25098039215686274)")
        XCTAssertEqual(CSSPalette.css(.named("missing"), in: control), "transparent")
        XCTAssertEqual(ColorValue.named("accent").resolved(through: control.colors), .system("systemGreen"))
    }
}
