import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// `LinearFrame.contains` decides "inside at every size" from coefficients; these tests check it
/// against frames computed numerically over a grid of content sizes.
final class LinearFrameTests: XCTestCase {
    /// The frame's edges in points at content size `w` × `h`: left, top, right, bottom.
    private static func edges(_ frame: LinearFrame, w: Double, h: Double) -> [Double] {
        func value(_ length: LengthValue) -> Double { length.points + length.width * w + length.height * h }
        let x = value(frame.x)
        let y = value(frame.y)
        return [x, y, x + value(frame.width), y + value(frame.height)]
    }

    /// Whether `inner` (either way round) lies in `outer` (not flipped) at every size of the grid,
    /// 0…2000 points each way in steps of 100.
    private static func containedOnGrid(_ outer: LinearFrame, _ inner: LinearFrame) -> Bool {
        let sizes = stride(from: 0.0, through: 2000, by: 100)
        for w in sizes {
            for h in sizes {
                let o = edges(outer, w: w, h: h)
                let i = edges(inner, w: w, h: h)
                guard o[2] >= o[0], o[3] >= o[1] else { return false }
                for x in [i[0], i[2]] where x < o[0] - 1e-9 || x > o[2] + 1e-9 { return false }
                for y in [i[1], i[3]] where y < o[1] - 1e-9 || y > o[3] + 1e-9 { return false }
            }
        }
        return true
    }

    func testContainmentAtEverySizeAgreesWithAGridOfSizes() {
        var random = RandomControls.Generator(state: 0x12)
        func length() -> LengthValue {
            LengthValue(
                points: Double(Int.random(in: -30...30, using: &random)),
                width: [-1, -0.5, 0, 0.25, 0.5, 1].randomElement(using: &random) ?? 0,
                height: [-1, -0.5, 0, 0.25, 0.5, 1].randomElement(using: &random) ?? 0)
        }
        // An edge and an extent along one axis near the content rectangle's, so that contained
        // frames come up too: `p + f × size` and `−p + d + g × size` (inside the content rectangle
        // at every size only with p = d = 0: at size 0 it is a point).
        func axis(width: Bool) -> (LengthValue, LengthValue) {
            let start: Double = [0, 0, 0, 2].randomElement(using: &random) ?? 0
            let excess: Double = [-2, 0, 0, 0].randomElement(using: &random) ?? 0
            let offset: Double = [0, 0.1, 0.25].randomElement(using: &random) ?? 0
            let extent: Double = [0.25, 0.5, 0.75, 0.9].randomElement(using: &random) ?? 0
            if width {
                return (
                    LengthValue(points: start, width: offset),
                    LengthValue(points: excess - start, width: extent)
                )
            }
            return (
                LengthValue(points: start, height: offset),
                LengthValue(points: excess - start, height: extent)
            )
        }
        func frame() -> LinearFrame {
            guard Bool.random(using: &random) else {
                return LinearFrame(x: length(), y: length(), width: length(), height: length())
            }
            let (x, width) = axis(width: true)
            let (y, height) = axis(width: false)
            return LinearFrame(x: x, y: y, width: width, height: height)
        }
        var contained = 0
        for _ in 0..<5000 {
            let outer = Int.random(in: 0..<4, using: &random) > 0 ? LinearFrame.content : frame()
            let inner = frame()
            let symbolic = outer.contains(inner)
            XCTAssertEqual(symbolic, Self.containedOnGrid(outer, inner), "\(outer) ⊇ \(inner)")
            if symbolic { contained += 1 }
        }
        XCTAssertGreaterThan(contained, 20, "the draw reaches frames that are contained")
    }

    func testAShapesRectangleIsThePartOfItsFrame() {
        let frame = LinearFrame(
            x: LengthValue(points: 10), y: LengthValue(height: 0.5),
            width: LengthValue(points: -20, width: 1),
            height: LengthValue(height: 0.5))
        let part = frame.part(origin: Point(x: 0.25, y: 0.5), size: Point(x: 0.5, y: 0.5))
        // At a 200 × 100 content rectangle the frame is (10, 50, 180, 50); its part (55, 75, 90, 25).
        XCTAssertEqual(Self.edges(part, w: 200, h: 100), [55, 75, 145, 100])
    }
}
