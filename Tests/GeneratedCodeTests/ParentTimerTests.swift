import ControlSpecRuntime
import XCTest

/// A timer on a parent, compiled: `ActiveTimeout`'s `active` gives up 30 s after it was entered
/// (Language.md, "Timers on a parent"), while `waiting` retries every 5 s on its own clock. Driven
/// on a virtual clock; every instant is written from the spec's numbers, not read from the machine.
final class ParentTimerTests: XCTestCase {
    private func s(_ value: Double) -> Duration { .milliseconds(Int(value * 1000)) }

    func testTheParentsTimerRunsOnWhileItsChildrenMove() {
        var download = ActiveTimeoutMachine()
        XCTAssertEqual(download.send(.tap)?.target, .waiting)
        XCTAssertEqual(
            download.advanceClock(to: s(10)).map(\.transition), [.waitingEvery5000ms, .waitingEvery5000ms])
        XCTAssertEqual(download.send(.started)?.target, .downloading)
        XCTAssertEqual(download.advanceClock(to: s(20)), [])
        XCTAssertEqual(
            download.send(.stalled)?.target, .waiting, "back in `waiting`: its retries count from 20 s")
        XCTAssertEqual(download.nextDeadline, s(25))
        XCTAssertEqual(
            download.advanceClock(to: s(30) - .nanoseconds(1)).map(\.transition), [.waitingEvery5000ms])
        XCTAssertEqual(download.state, .waiting, "not before 30 s after `active` was entered")
        // At 30 s both are due: the deeper state's retry first (it stays), then the parent's timeout.
        let steps = download.advanceClock(to: s(30))
        XCTAssertEqual(steps.map(\.transition), [.waitingEvery5000ms, .activeAfter30000ms])
        XCTAssertEqual(steps.last?.outputs, [.timedOut])
        XCTAssertEqual(download.state, .failed)
        XCTAssertNil(download.nextDeadline, "no timer runs in `failed`")
    }

    func testLeavingTheParentCancelsItsTimer() {
        var download = ActiveTimeoutMachine()
        download.send(.tap)
        download.advanceClock(to: s(10))
        XCTAssertEqual(download.send(.tap)?.target, .idle)
        XCTAssertNil(download.nextDeadline)
        XCTAssertEqual(download.advanceClock(to: s(40)), [])
        XCTAssertEqual(download.state, .idle)
    }

    func testResumingThroughHistoryEntersTheParentAnew() {
        var download = ActiveTimeoutMachine()
        download.send(.tap)
        download.advanceClock(to: s(10))
        download.send(.started)
        download.advanceClock(to: s(20))
        XCTAssertEqual(download.send(.pause)?.target, .paused)
        XCTAssertNil(download.nextDeadline, "paused: the 30 s are cancelled")
        download.advanceClock(to: s(25))
        XCTAssertEqual(download.send(.resume)?.target, .downloading, "deep history resumes the leaf")
        XCTAssertEqual(download.nextDeadline, s(55), "30 s from the new entry")
        XCTAssertEqual(download.advanceClock(to: s(55) - .nanoseconds(1)), [])
        XCTAssertEqual(download.advanceClock(to: s(55)).map(\.transition), [.activeAfter30000ms])
        XCTAssertEqual(download.state, .failed)
    }

    func testTheParentsSelfTransitionStartsItsTimeOver() {
        var download = ActiveTimeoutMachine()
        download.send(.tap)
        download.advanceClock(to: s(10))
        download.send(.started)
        download.advanceClock(to: s(20))
        XCTAssertEqual(download.send(.restart)?.target, .downloading, "leaves and re-enters `active`")
        XCTAssertEqual(download.nextDeadline, s(50))
        XCTAssertEqual(download.advanceClock(to: s(50)).map(\.transition), [.activeAfter30000ms])
    }

    func testAMoveBetweenChildrenDoesNotRestartTheParent() {
        var download = ActiveTimeoutMachine()
        download.send(.tap)
        download.advanceClock(to: s(29))
        download.send(.started)
        download.advanceClock(to: s(29.5))
        download.send(.stalled)
        XCTAssertEqual(download.nextDeadline, s(30), "`active`'s 30 s, not `waiting`'s 5 s from 29.5 s")
        XCTAssertEqual(download.advanceClock(to: s(30)).map(\.transition), [.activeAfter30000ms])
    }
}
