import XCTest

@testable import ControlSpecRuntime

/// When timers fire on a shared clock, decided without UIKit (`TimerSchedule`, and the timed
/// machine's earliest-instant and clock-moving steps), on the generated CopyButton machine:
/// `tap` leads to `copied`, which returns to `idle` 2 s after it was entered.
final class TimerScheduleTests: XCTestCase {
    func testDeadlinesAreInstantsOnTheClockOnlyWhileRunning() {
        var schedule = TimerSchedule(clockNow: .seconds(100), machineTime: .zero)
        XCTAssertNil(schedule.alarm(for: .seconds(2)), "out of a window, nothing waits")
        schedule.isRunning = true
        XCTAssertEqual(schedule.alarm(for: .seconds(2)), .seconds(102))
        XCTAssertNil(schedule.alarm(for: nil), "no timer runs")
        XCTAssertEqual(schedule.machineTime(atClock: .milliseconds(101_500)), .milliseconds(1500))
        // A restored machine at 1.5 s of its own time, from the clock's 200 s on.
        schedule.resume(clockNow: .seconds(200), machineTime: .milliseconds(1500))
        XCTAssertEqual(schedule.alarm(for: .seconds(2)), .milliseconds(200_500))
    }

    func testTimersFireOneInstantAtATimeAndOnlyWhenDue() {
        var machine = CopyButtonMachine()
        machine.send(.tap)
        XCTAssertNil(machine.fireEarliestTimers(dueBy: .milliseconds(1999)))
        XCTAssertEqual(machine.state, .copied)
        let fired = machine.fireEarliestTimers(dueBy: .seconds(5))
        XCTAssertEqual(fired?.count, 1)
        XCTAssertEqual(machine.state, .idle)
        XCTAssertEqual(machine.time, .seconds(2), "the clock stops at the instant that fired, not at 5 s")
        XCTAssertNil(machine.fireEarliestTimers(dueBy: .seconds(5)), "nothing runs in `idle`")
    }

    func testAnEventMovesTheClockOnlyPastNoDueTimer() {
        var machine = CopyButtonMachine()
        machine.send(.tap)
        XCTAssertTrue(machine.moveClock(to: .seconds(1)))
        XCTAssertEqual(machine.time, .seconds(1))
        XCTAssertFalse(machine.moveClock(to: .seconds(3)), "the 2 s timer must fire first")
        XCTAssertEqual(machine.time, .seconds(1))
        XCTAssertEqual(machine.state, .copied)
    }
}
