import ControlSpecRuntime
import XCTest

/// The examples that read the finger (`Examples/Slider`, `NumberStepper`, `StarRating`,
/// `SegmentedControl`, `ToggleSwitch`), driven
/// through `send(_:at:)` with points in a control of a given size; every expected value is worked
/// out by hand from the points (the fraction is x / width).
final class PositionExampleTests: XCTestCase {
    private func point(_ x: Double, width: Double = 200, start: Double = 0) -> TouchPoint {
        TouchPoint(x: x, y: 10, width: width, height: 32, startX: start, startY: 10)
    }

    func testTheSliderValueIsTheFingersFractionClamped() {
        var slider = SliderMachine()
        XCTAssertEqual(slider.value, 0.5, "the default")
        slider.send(.touchDown, at: point(30))
        XCTAssertEqual(slider.state, .dragging)
        XCTAssertEqual(slider.value, 0.15, "30 / 200")
        slider.send(.touchDragInside, at: point(170, start: 30))
        XCTAssertEqual(slider.value, 0.85, "170 / 200")
        slider.send(.touchDragOutside, at: point(260, start: 30))
        XCTAssertEqual(slider.value, 1, "260 / 200 = 1.3, clamped")
        slider.send(.touchUpOutside, at: point(-50, start: 30))
        XCTAssertEqual(slider.value, 0, "-50 / 200 = -0.25, clamped")
        XCTAssertEqual(slider.state, .idle)
    }

    func testTheStepperLeftHalfStepsDownAndTheRightHalfUp() {
        var stepper = NumberStepperMachine()
        func tap(at x: Double) {
            stepper.send(.touchDown, at: point(x, width: 120, start: x))
            stepper.send(.touchUpInside, at: point(x, width: 120, start: x))
        }
        tap(at: 100)
        XCTAssertEqual(stepper.value, 1, "100 / 120 = 0.83 ≥ 0.5: up from 0")
        tap(at: 60)
        XCTAssertEqual(stepper.value, 2, "60 / 120 = 0.5 exactly: the right half")
        tap(at: 59)
        XCTAssertEqual(stepper.value, 1, "59 / 120 < 0.5: down")
        tap(at: 10)
        tap(at: 10)
        XCTAssertEqual(stepper.value, 0, "1 - 1 = 0, then max(-1, 0) = 0: clamped at the bottom")
        for _ in 0..<12 { tap(at: 119) }
        XCTAssertEqual(stepper.value, 10, "twelve steps up from 0, clamped at 10")
        XCTAssertEqual(stepper.state, .idle)
    }

    func testALiftOutsideOrACancelStepsNothing() {
        var stepper = NumberStepperMachine()
        stepper.send(.touchDown, at: point(100, width: 120, start: 100))
        stepper.send(.touchUpOutside, at: point(400, width: 120, start: 100))
        XCTAssertEqual(stepper.value, 0)
        stepper.send(.touchDown, at: point(100, width: 120, start: 100))
        stepper.send(.touchCancel)
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(stepper.state, .idle)
    }

    func testAStepperTouchWithoutAFingerStepsNothing() {
        var stepper = NumberStepperMachine()
        stepper.send(.touchDown)
        XCTAssertNil(stepper.send(.touchUpInside), "0 / 0 is NaN: neither half's guard holds")
        XCTAssertEqual(stepper.state, .pressed)
        XCTAssertEqual(stepper.value, 0)
    }

    /// Each star's opacity in the shown look: `clamp(rating - k + 1, 0, 1)` mapped from 0.2 to 1, so
    /// a lit star is 0.2 + 1 × 0.8 = 1 and a dim one 0.2.
    private func brightness(_ stars: StarRatingMachine) -> [Double] {
        stars.look.values.map { value in
            guard case .constant(let opacity) = value.source else { return .nan }
            return opacity
        }
    }

    func testTheStarRatingIsTheStarUnderTheFinger() {
        var stars = StarRatingMachine()
        XCTAssertEqual(stars.rating, 0, "not rated")
        XCTAssertEqual(brightness(stars), [0.2, 0.2, 0.2, 0.2, 0.2], "every star dim")
        stars.send(.touchDown, at: point(70, width: 160))
        // 70 / 160 = 0.4375; × 5 = 2.1875; ceil = 3.
        XCTAssertEqual(stars.rating, 3)
        XCTAssertEqual(brightness(stars), [1, 1, 1, 0.2, 0.2])
        stars.send(.touchDragInside, at: point(31, width: 160, start: 70))
        // 31 / 160 × 5 = 0.97; ceil = 1.
        XCTAssertEqual(stars.rating, 1)
        XCTAssertEqual(brightness(stars), [1, 0.2, 0.2, 0.2, 0.2])
        stars.send(.touchDragOutside, at: point(500, width: 160, start: 70))
        // 500 / 160 × 5 = 15.6; ceil = 16, clamped to 5.
        XCTAssertEqual(stars.rating, 5)
        XCTAssertEqual(brightness(stars), [1, 1, 1, 1, 1])
        stars.send(.touchDragOutside, at: point(-40, width: 160, start: 70))
        // -40 / 160 × 5 = -1.25; ceil = -1, clamped to 1.
        XCTAssertEqual(stars.rating, 1)
        XCTAssertEqual(brightness(stars), [1, 0.2, 0.2, 0.2, 0.2])
        stars.send(.touchUpOutside, at: point(-40, width: 160, start: 70))
        XCTAssertEqual(stars.state, .idle)
        stars.send(.touchDown, at: point(160, width: 160))
        XCTAssertEqual(stars.rating, 5, "the right edge: 1 × 5 = 5")
        XCTAssertEqual(brightness(stars)[4], 1)
    }

    /// Where the segmented control's indicator stands in its shown look, in fractions of the width:
    /// the look value `(segment - 1) / 3` mapped from 0 to 0.75w.
    private func indicator(_ segments: SegmentedControlMachine) -> Double {
        guard case .constant(let offset) = segments.look.values.first?.source else { return .nan }
        return offset
    }

    func testTheSegmentUnderTheFingerIsSelected() {
        var segments = SegmentedControlMachine()
        func at(_ x: Double) -> TouchPoint { point(x, width: 240, start: 100) }
        XCTAssertEqual(segments.segment, 1, "the default: the first segment")
        XCTAssertEqual(indicator(segments), 0)
        segments.send(.touchDown, at: at(100))
        // 100 / 240 × 4 = 1.67; ceil = 2; the indicator at (2 − 1) / 3 of 0.75w.
        XCTAssertEqual(segments.state, .tracking)
        XCTAssertEqual(segments.segment, 2)
        XCTAssertEqual(indicator(segments), 0.25, accuracy: 1e-12)
        segments.send(.touchDragInside, at: at(230))
        // 230 / 240 × 4 = 3.83; ceil = 4: the last segment, the indicator at the right.
        XCTAssertEqual(segments.segment, 4)
        XCTAssertEqual(indicator(segments), 0.75, accuracy: 1e-12)
        segments.send(.touchDragOutside, at: at(-20))
        // -20 / 240 × 4 = -0.33; ceil = -0, clamped to 1.
        XCTAssertEqual(segments.segment, 1)
        XCTAssertEqual(indicator(segments), 0)
        XCTAssertEqual(segments.send(.touchUpOutside, at: at(-20))?.outputs, [.valueChanged])
        XCTAssertEqual(segments.state, .idle)
        segments.send(.touchDown, at: at(130))
        segments.send(.touchUpInside, at: at(130))
        // 130 / 240 × 4 = 2.17; ceil = 3.
        XCTAssertEqual(segments.segment, 3)
        XCTAssertEqual(indicator(segments), 0.5, accuracy: 1e-12)
    }

    func testTheSwitchFlipsOnATapAndSettlesWhereADragIsLetGo() {
        var toggle = ToggleSwitchMachine()
        func at(_ x: Double, start: Double) -> TouchPoint {
            TouchPoint(x: x, y: 15, width: 51, height: 31, startX: start, startY: 15)
        }
        XCTAssertEqual(toggle.state, .idleOff)
        // A tap anywhere flips it, on the left half too.
        toggle.send(.touchDown, at: at(10, start: 10))
        XCTAssertEqual(toggle.send(.touchUpInside, at: at(10, start: 10))?.outputs, [.valueChanged])
        XCTAssertEqual(toggle.state, .idleOn)
        // Dragged back from on: the thumb's centre under the finger, (x / 51 − 0.3039) / 0.3922.
        toggle.send(.touchDown, at: at(40, start: 40))
        toggle.send(.touchDragInside, at: at(30, start: 40))
        XCTAssertEqual(toggle.state, .dragOn)
        XCTAssertEqual(toggle.thumb, (30.0 / 51.0 - 0.3039) / 0.3922, accuracy: 1e-12)
        XCTAssertEqual(toggle.thumb, 0.725, accuracy: 0.001)
        toggle.send(.touchDragInside, at: at(5, start: 40))
        XCTAssertEqual(toggle.thumb, 0, "5 / 51 is left of the thumb's leftmost centre: clamped")
        // Let go at 22 of 51 (0.43, before the middle): off.
        XCTAssertEqual(toggle.send(.touchUpInside, at: at(22, start: 40))?.outputs, [.valueChanged])
        XCTAssertEqual(toggle.state, .idleOff)
        // Dragged from off but let go before the middle: stays off, no change sent.
        toggle.send(.touchDown, at: at(5, start: 5))
        toggle.send(.touchDragInside, at: at(25, start: 5))
        XCTAssertEqual(toggle.send(.touchUpInside, at: at(25, start: 5))?.outputs, [])
        XCTAssertEqual(toggle.state, .idleOff)
        // Past the middle, even lifted outside: on; exactly at the middle (25.5 of 51) counts.
        toggle.send(.touchDown, at: at(5, start: 5))
        toggle.send(.touchDragOutside, at: at(25.5, start: 5))
        XCTAssertEqual(toggle.thumb, (0.5 - 0.3039) / 0.3922, accuracy: 1e-12)
        XCTAssertEqual(toggle.send(.touchUpOutside, at: at(25.5, start: 5))?.outputs, [.valueChanged])
        XCTAssertEqual(toggle.state, .idleOn)
        // A cancelled touch leaves it as it was.
        toggle.send(.touchDown, at: at(5, start: 5))
        toggle.send(.touchDragInside, at: at(2, start: 5))
        toggle.send(.touchCancel)
        XCTAssertEqual(toggle.state, .idleOn)
    }
}
