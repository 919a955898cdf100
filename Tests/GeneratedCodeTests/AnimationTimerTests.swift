@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// `after: animation` on a virtual clock: PinField (Tests/GeneratedCodeTests/Specs) takes a PIN
/// again when its shake has finished. The shake's spec says `duration: 0.4`, no delay, played
/// once, so the instant is 400 ms after the `wrong` that entered `shaking`; it is written here from
/// the spec, not read from the machine.
final class AnimationTimerTests: XCTestCase {
    private func ms(_ value: Int) -> Duration { .milliseconds(value) }

    func testTheFieldTakesAPinAgainExactlyWhenTheShakeHasFinished() {
        var field = PinFieldMachine()
        XCTAssertNil(field.nextDeadline, "`entering` was entered without an animation")
        XCTAssertEqual(field.send(.wrong)?.target, .shaking)
        XCTAssertEqual(field.nextDeadline, ms(400))
        XCTAssertNil(field.send(.wrong), "no PIN while it shakes")
        XCTAssertEqual(field.advanceClock(to: ms(399)), [], "not 1 ms earlier")
        XCTAssertEqual(field.advanceClock(to: ms(400) - .nanoseconds(1)), [])
        XCTAssertEqual(field.state, .shaking)
        XCTAssertEqual(field.advanceClock(to: ms(400)).map(\.target), [.entering], "at 0.4 s")
        XCTAssertEqual(field.time, ms(400))
        XCTAssertNil(field.nextDeadline, "back in `entering`, entered without an animation")
    }

    func testEachShakeCountsFromItsOwnEntry() {
        var field = PinFieldMachine()
        field.advanceClock(to: ms(1000))
        field.send(.wrong)
        XCTAssertEqual(field.nextDeadline, ms(1400))
        var probe = field
        XCTAssertEqual(probe.advanceClock(to: ms(5000)).map(\.target), [.entering], "fires once")
        XCTAssertEqual(probe.state, .entering)
        XCTAssertEqual(field.advanceClock(to: ms(1400)).count, 1)
        XCTAssertEqual(field.send(.right)?.target, .accepted)
        XCTAssertNil(field.nextDeadline, "`accepted` has no timer")
    }

    func testTheFinishingTimeIsTheTimelinesEndRoundedUpToAMillisecond() {
        // delay + duration × count (× 2 autoreversing), in ms, rounded up unless whole: by hand.
        func finish(_ delay: Double, _ duration: Double, count: Int = 1, reverses: Bool = false) -> Int? {
            var animation = AnimationDescription(name: "a", duration: duration, delay: delay, tracks: [])
            animation.repetition = .init(count: count, autoreverses: reverses)
            return animation.finishMilliseconds
        }
        XCTAssertEqual(finish(0, 0.4), 400)
        XCTAssertEqual(finish(0.1, 0.2), 300, "0.1 + 0.2 is 300 ms, not 301")
        XCTAssertEqual(finish(0, 1.0 / 3), 334, "333.33… ms: the motion ends after 333 ms")
        XCTAssertEqual(finish(0, 0.3, count: 2, reverses: true), 1200, "PinField's pulse")
        XCTAssertEqual(finish(0.05, 0.0001), 51)
        var forever = AnimationDescription(name: "spin", duration: 1, tracks: [])
        forever.repetition = .forever(autoreverses: false)
        XCTAssertNil(forever.finishMilliseconds, "never finishes")
    }
}

#if canImport(UIKit) && os(Linux)
    import UIKit

    /// The same on the UIKit double: the driver schedules the timer on its clock at the shake's end.
    final class AnimationTimerDriverTests: XCTestCase {
        func testTheDriverFiresAtTheEndOfTheShake() {
            MainActor.assumeIsolated {
                let screen = TimerDriverTests.OnScreen(
                    { PinField(frame: CGRect(x: 0, y: 0, width: 200, height: 44)) }, clock: \.driver.clock)
                XCTAssertEqual(screen.clock.pending.count, 0)
                screen.control.send(.wrong)
                XCTAssertEqual(screen.control.machine.state, .shaking)
                XCTAssertEqual(screen.clock.pending.map(\.deadline), [.milliseconds(100_400)], "0.4 s later")
                screen.clock.advance(by: .milliseconds(399))
                XCTAssertEqual(screen.control.machine.state, .shaking, "not 1 ms earlier")
                screen.clock.advance(by: .milliseconds(1))
                XCTAssertEqual(screen.control.machine.state, .entering, "at 0.4 s")
                XCTAssertEqual(screen.clock.pending.count, 0)
            }
        }
    }
#endif
