import ControlSpecRuntime
import XCTest

/// A machine whose `set:` reads the finger (`Specs/Scrubber.control.yaml`): `send(_:at:)` computes
/// from the point it is given, by `x / width` and the differences the spec writes, and keeps no
/// position after the send.
final class TouchPositionTests: XCTestCase {
    private func point(_ x: Double, _ y: Double, start: (Double, Double) = (0, 0)) -> TouchPoint {
        TouchPoint(x: x, y: y, width: 200, height: 40, startX: start.0, startY: start.1)
    }

    func testTheValueFollowsTheFingerAcrossTheWidth() {
        var machine = ScrubberMachine()
        XCTAssertEqual(machine.send(.touchDown, at: point(50, 30, start: (50, 30)))?.target, .dragging)
        XCTAssertEqual(machine.value, 0.25, "50 / 200")
        XCTAssertEqual(machine.depth, 0.75, "30 / 40")
        machine.send(.touchDragInside, at: point(150, 10, start: (50, 30)))
        XCTAssertEqual(machine.value, 0.75, "150 / 200")
        XCTAssertEqual(machine.drift, 100, "150 - 50")
        XCTAssertEqual(machine.rise, 20, "30 - 10")
        machine.send(.touchDragOutside, at: point(300, 10, start: (50, 30)))
        XCTAssertEqual(machine.value, 1, "300 / 200 = 1.5, clamped to 1")
        machine.send(.touchUpOutside, at: point(-20, 10, start: (50, 30)))
        XCTAssertEqual(machine.value, 0, "-20 / 200 = -0.1, clamped to 0")
        XCTAssertEqual(machine.state, .idle)
    }

    func testAMachineKeepsNoPositionBetweenSends() {
        var moved = ScrubberMachine()
        moved.send(.touchDown, at: point(100, 20))
        var same = ScrubberMachine()
        same.send(.touchDown, at: point(100, 0))
        same.depth = 0.5
        XCTAssertEqual(moved, same, "equal state and properties: equal machines, whatever the point was")
    }

    func testWithoutAPositionTheFractionsAreNotFiniteAndChangeNothing() {
        var machine = ScrubberMachine()
        machine.send(.touchDown)
        XCTAssertEqual(machine.state, .dragging)
        XCTAssertEqual(machine.value, 0.5, "0 / 0 is NaN: the value keeps its default")
        machine.send(.touchDragInside)
        XCTAssertEqual(machine.drift, 0, "x - startX of the zero point")
        machine.send(.touchCancel, at: point(10, 10))
        XCTAssertEqual(machine.state, .idle)
    }

    func testAFractionOfAnEmptySizeIsInfinite() {
        var machine = ScrubberMachine()
        machine.send(.touchDown, at: TouchPoint(x: 5, y: 5, width: 0, height: 0, startX: 5, startY: 5))
        XCTAssertEqual(machine.depth, 0, "5 / 0 is infinite: depth keeps its default")
        XCTAssertEqual(machine.value, 1, "clamp(+infinity, 0, 1) is 1, finite")
    }
}
