import ControlSpecTouch
import XCTest

/// The touch rule against event sequences derived by hand from UIKit's documented and observed
/// behaviour (Docs/Preview.md): a control 100 × 40 pt, its boundary 70 pt outside the bounds.
final class TouchTrackerTests: XCTestCase {
    private typealias Step = (phase: TouchTracker.Phase, x: Double, y: Double, time: Double)

    private func events(_ steps: [Step]) -> [[ControlEvent]] {
        var tracker = TouchTracker(width: 100, height: 40)
        return steps.map { tracker.track($0.phase, x: $0.x, y: $0.y, time: $0.time) }
    }

    func testATapIsTouchDownThenTouchUpInside() {
        XCTAssertEqual(
            events([(.began, 50, 20, 0), (.ended, 50, 20, 0.1)]), [[.touchDown], [.touchUpInside]])
    }

    /// 60 pt right of the bounds is still inside; 71 pt is outside: exit once, then outside drags;
    /// back inside: enter once, then inside drags; the release inside is a touch up inside.
    func testDragOutBeyondTheSlopAndBack() {
        XCTAssertEqual(
            events([
                (.began, 50, 20, 0), (.moved, 160, 20, 0.1), (.moved, 171, 20, 0.2), (.moved, 300, -200, 0.3),
                (.moved, 60, 20, 0.4), (.moved, 70, 30, 0.5), (.ended, 70, 30, 0.6),
            ]),
            [
                [.touchDown], [.touchDragInside], [.touchDragExit, .touchDragOutside], [.touchDragOutside],
                [.touchDragEnter, .touchDragInside], [.touchDragInside], [.touchUpInside],
            ])
    }

    /// The boundary's edges belong to the inside, on every side.
    func testTheBoundaryIsTheBoundsGrownBy70PointsEdgesIncluded() {
        let tracker = TouchTracker(width: 100, height: 40)
        XCTAssertEqual(TouchTracker.trackingSlop, 70)
        for (x, y) in [(-70.0, -70.0), (170, 110), (-70, 110), (170, -70), (50, 110), (-70, 20)] {
            XCTAssertTrue(tracker.isWithinBoundary(x: x, y: y), "(\(x), \(y))")
        }
        for (x, y) in [(-70.01, 20.0), (170.01, 20), (50, -70.01), (50, 110.01)] {
            XCTAssertFalse(tracker.isWithinBoundary(x: x, y: y), "(\(x), \(y))")
        }
    }

    /// Where the finger lifts decides: up outside the boundary is a touch up outside even without
    /// a move before it; up inside after leaving is a touch up inside.
    func testTheReleasePointDecidesInsideOrOutside() {
        XCTAssertEqual(
            events([(.began, 10, 10, 0), (.ended, 10, 200, 0.1)]), [[.touchDown], [.touchUpOutside]])
        XCTAssertEqual(
            events([(.began, 10, 10, 0), (.moved, 400, 10, 0.1), (.ended, 5, 5, 0.2)]),
            [[.touchDown], [.touchDragExit, .touchDragOutside], [.touchUpInside]])
    }

    func testACancelledTouchSendsTouchCancelAndNothingAfter() {
        XCTAssertEqual(
            events([
                (.began, 10, 10, 0), (.cancelled, 10, 10, 0.1), (.moved, 20, 10, 0.2), (.ended, 20, 10, 0.3),
            ]),
            [[.touchDown], [.touchCancel], [], []])
    }

    /// Hit testing: a finger that lands outside the bounds (even within the slop) is not this
    /// control's touch; a second finger while one is tracked is ignored.
    func testOnlyATouchThatLandsOnTheBoundsIsTracked() {
        XCTAssertEqual(
            events([(.began, -1, 10, 0), (.moved, 10, 10, 0.1), (.ended, 10, 10, 0.2)]), [[], [], []])
        XCTAssertEqual(
            events([(.began, 0, 0, 0), (.began, 100, 40, 0.1), (.ended, 100, 40, 0.2)]),
            [[.touchDown], [], [.touchUpInside]])
    }

    /// A touch beginning within 0.3 s of the previous one's beginning is a repeated tap (tap count
    /// above one): touchDown then touchDownRepeat; the series goes on while taps keep coming.
    func testRepeatedTapsSendTouchDownRepeat() {
        XCTAssertEqual(TouchTracker.repeatInterval, 0.3)
        XCTAssertEqual(
            events([
                (.began, 50, 20, 0), (.ended, 50, 20, 0.05), (.began, 50, 20, 0.3), (.ended, 50, 20, 0.35),
                (.began, 50, 20, 0.55), (.ended, 50, 20, 0.6), (.began, 50, 20, 0.9), (.ended, 50, 20, 1),
            ]),
            [
                [.touchDown], [.touchUpInside], [.touchDown, .touchDownRepeat], [.touchUpInside],
                [.touchDown, .touchDownRepeat], [.touchUpInside], [.touchDown], [.touchUpInside],
            ])
        var tracker = TouchTracker(width: 100, height: 40)
        for time in [0, 0.2, 0.4] {
            _ = tracker.track(.began, x: 1, y: 1, time: time)
            _ = tracker.track(.ended, x: 1, y: 1, time: time)
        }
        XCTAssertEqual(tracker.tapCount, 3)
    }

    /// `isTouchInside` (what `isHighlighted` follows) tracks the boundary, and is false once the
    /// touch is over.
    func testTouchInsideFollowsTheFinger() {
        var tracker = TouchTracker(width: 100, height: 40)
        var inside: [Bool] = []
        for step: Step in [(.began, 1, 1, 0), (.moved, 200, 1, 0), (.moved, 169, 1, 0), (.ended, 169, 1, 0)] {
            _ = tracker.track(step.phase, x: step.x, y: step.y, time: step.time)
            inside.append(tracker.isTouchInside)
        }
        XCTAssertEqual(inside, [true, false, true, false])
        XCTAssertFalse(tracker.isTracking)
    }
}
