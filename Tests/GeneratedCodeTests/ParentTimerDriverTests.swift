#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// A timer on a parent on the UIKit double: the driver schedules `active`'s 30 s on its clock
    /// from the parent's entry and keeps it while the children move (`ParentTimerTests`, in the
    /// machine; the same instants).
    final class ParentTimerDriverTests: XCTestCase {
        func testTheControlGivesUpThirtySecondsAfterItsParentWasEntered() {
            MainActor.assumeIsolated {
                let screen = TimerDriverTests.OnScreen(
                    { ActiveTimeout(frame: CGRect(x: 0, y: 0, width: 120, height: 44)) },
                    clock: \.driver.clock)
                UIKitDouble.Finger(on: screen.control).tap()
                XCTAssertEqual(screen.control.machine.state, .waiting)
                screen.clock.advance(by: .seconds(10))
                screen.control.driver.send(.started)
                screen.clock.advance(by: .seconds(10))
                screen.control.driver.send(.stalled)
                screen.clock.advance(by: .milliseconds(9999))
                XCTAssertEqual(screen.control.machine.state, .waiting, "29.999 s after the tap")
                XCTAssertEqual(screen.control.accessibilityValue, "waiting")
                screen.clock.advance(by: .milliseconds(1))
                XCTAssertEqual(screen.control.machine.state, .failed, "30 s after `active` was entered")
                XCTAssertEqual(screen.control.accessibilityValue, "failed")
                XCTAssertEqual(screen.clock.pending.count, 0, "no timer runs in `failed`")
            }
        }

        func testPausingCancelsTheParentsTimerAndResumingStartsItOver() {
            MainActor.assumeIsolated {
                let screen = TimerDriverTests.OnScreen(
                    { ActiveTimeout(frame: CGRect(x: 0, y: 0, width: 120, height: 44)) },
                    clock: \.driver.clock)
                UIKitDouble.Finger(on: screen.control).tap()
                screen.control.driver.send(.started)
                screen.clock.advance(by: .seconds(20))
                screen.control.driver.send(.pause)
                XCTAssertEqual(screen.clock.pending.count, 0, "paused: nothing waits")
                screen.clock.advance(by: .seconds(5))
                screen.control.driver.send(.resume)
                XCTAssertEqual(screen.control.machine.state, .downloading)
                screen.clock.advance(by: .milliseconds(29_999))
                XCTAssertEqual(screen.control.machine.state, .downloading)
                screen.clock.advance(by: .milliseconds(1))
                XCTAssertEqual(screen.control.machine.state, .failed)
            }
        }
    }
#endif
