import ControlSpecRuntime
import XCTest

@testable import ControlSpecPreview

/// `render` draws a shape image as the UIKit player's `ShapeView` does at any size of the control:
/// points at their fractions of the frame's width and height, a circle's radius a fraction of the
/// width (so it stays a circle), a stroke one width in every direction. At 80 × 60 pt TickView's
/// ring is a circle of radius 0.47 × 80 = 37.6 pt around (40, 30) with its 1 pt stroke, and its
/// tick is 0.06 × 80 = 4.8 pt wide, not an ellipse stretched from unit coordinates.
final class RenderShapeGeometryTests: XCTestCase {
    private func picture(_ name: String, size: LayoutSize) throws -> String {
        let analysis = PreviewFixtures.analysis(try PreviewFixtures.example("TickView"))
        let files = StillRenderer.render(analysis, size: size)
        return try XCTUnwrap(files.first { $0.name == name }?.contents, name)
    }

    func testARingIsACircleInANonSquareControl() throws {
        let unchecked = try picture("TickView-unchecked.svg", size: LayoutSize(width: 80, height: 60))
        // The top (40, 30 − 37.6), two clockwise half arcs of radius 37.6 through the bottom.
        XCTAssertTrue(
            unchecked.contains(
                "d=\"M 40 -7.6 A 37.6 37.6 0 0 1 40 67.6 A 37.6 37.6 0 0 1 40 -7.6 Z\""),
            unchecked)
        XCTAssertTrue(unchecked.contains("stroke-width=\"1\""), unchecked)
        // Nothing is stretched by a unit view box that ignores the aspect ratio.
        XCTAssertFalse(unchecked.contains("preserveAspectRatio=\"none\""))
    }

    func testATicksStrokeHasOneWidthInANonSquareControl() throws {
        let checked = try picture("TickView-checked.svg", size: LayoutSize(width: 80, height: 60))
        // The tick's points (0.23, 0.43), (0.45, 0.70), (0.79, 0.35) of 80 × 60.
        XCTAssertTrue(checked.contains("d=\"M 18.4 25.8 L 36 42 L 63.2 21\""), checked)
        XCTAssertTrue(checked.contains("stroke-width=\"4.8\""), checked)
        XCTAssertFalse(checked.contains("preserveAspectRatio=\"none\""))
    }
}
