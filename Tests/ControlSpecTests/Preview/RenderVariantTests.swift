import XCTest

@testable import ControlSpec
@testable import ControlSpecPreview

/// `render` draws a state with the variant its defaults choose, and each variant on its own
/// (`Examples/NumberStepper`: at 0 the grey minus; variant 2 the grey plus and the blue minus).
final class RenderVariantTests: XCTestCase {
    func testEachVariantOfAStateIsDrawnOnItsOwn() throws {
        let analysis = PreviewFixtures.analysis(try PreviewFixtures.example("NumberStepper"))
        let files = StillRenderer.render(analysis)
        let names = files.map(\.name).filter { $0.hasPrefix("NumberStepper-idle") }
        XCTAssertEqual(
            names,
            ["NumberStepper-idle.svg", "NumberStepper-idle-variant1.svg", "NumberStepper-idle-variant2.svg"])
        func fills(_ name: String) throws -> [String] {
            let svg = try XCTUnwrap(files.first { $0.name == name }?.contents)
            return ["systemBlue", "systemGray"].filter { svg.contains("var(--ui-\($0))") }
        }
        XCTAssertEqual(
            try fills("NumberStepper-idle.svg"), ["systemBlue", "systemGray"], "grey minus, blue plus")
        XCTAssertEqual(try fills("NumberStepper-idle-variant2.svg"), ["systemBlue", "systemGray"])
        let minusFirst = { (name: String) throws -> Bool in
            let svg = try XCTUnwrap(files.first { $0.name == name }?.contents)
            let gray = try XCTUnwrap(svg.range(of: "var(--ui-systemGray)")).lowerBound
            let blue = try XCTUnwrap(svg.range(of: "var(--ui-systemBlue)")).lowerBound
            return gray < blue
        }
        XCTAssertTrue(try minusFirst("NumberStepper-idle.svg"), "the minus, drawn first, is grey")
        XCTAssertFalse(try minusFirst("NumberStepper-idle-variant2.svg"), "the plus, drawn last, is grey")
        XCTAssertTrue(
            try XCTUnwrap(files.first { $0.name == "NumberStepper-idle-variant2.svg" }?.contents)
                .contains("idle when value &gt;= 10"))
    }
}
