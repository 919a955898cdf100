@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpecPreview

/// `render`'s texts in frames the layout gives no room: nothing is drawn, never a negative length.
/// CheckBox's label slot is `w - h - 24` wide: at 30 × 44 points that is -38.
final class RenderTextFrameTests: XCTestCase {
    private func stills(width: Double) throws -> [String] {
        let analysis = PreviewFixtures.analysis(try PreviewFixtures.example("CheckBox"))
        return StillRenderer.render(analysis, size: LayoutSize(width: width, height: 44))
            .filter { !$0.name.contains("filmstrip") }.map(\.contents)
    }

    func testATextWithoutRoomIsNotDrawn() throws {
        for svg in try stills(width: 30) {
            XCTAssertFalse(svg.contains("textLength=\"-"), svg)
            XCTAssertFalse(svg.contains("<text x=\"68\""), "no label drawn at the slot's x")
        }
    }

    func testATextWithRoomIsDrawnNoWiderThanItsSlot() throws {
        // 108 − 44 − 24 = 40 points of slot; "Remember me"-less title: the still shows the
        // property's name, `title`, narrower than that at Arial 20.
        for svg in try stills(width: 108) {
            XCTAssertTrue(svg.contains("<text x=\"68\""), svg)
        }
    }
}
