import ControlSpecRuntime
import XCTest

/// The timed examples driven on a virtual clock: the machine is told the time, so every instant
/// below is exact. The expected instants are written from the specs' numbers, not read from the
/// machine.
final class TimerScenarioTests: XCTestCase {
    private func ms(_ value: Int) -> Duration { .milliseconds(value) }

    func testCopyButtonReturnsByItselfAtExactlyTwoSeconds() throws {
        var button = CopyButtonMachine()
        XCTAssertNil(button.nextDeadline, "no timer runs in `idle`")
        XCTAssertEqual(button.send(.tap)?.outputs, [.copy])
        XCTAssertEqual(button.nextDeadline, .seconds(2))
        XCTAssertEqual(button.advanceClock(to: ms(1900)), [], "not at 1.9 s")
        XCTAssertEqual(button.state, .copied)
        XCTAssertEqual(button.advanceClock(to: .seconds(2) - .nanoseconds(1)), [])
        XCTAssertEqual(button.state, .copied)
        let steps = button.advanceClock(to: .seconds(2))
        XCTAssertEqual(steps.map(\.target), [.idle], "at 2.0 s")
        XCTAssertEqual(button.time, .seconds(2))
        XCTAssertNil(button.nextDeadline)
    }

    func testCopyButtonHasReturnedWhenTheClockPassesTwoSeconds() {
        var button = CopyButtonMachine()
        button.send(.tap)
        var probe = button
        XCTAssertEqual(probe.advanceClock(to: ms(2100)).count, 1)
        XCTAssertEqual(probe.state, .idle)
        XCTAssertEqual(probe.time, ms(2100))
        // Stepping to the deadline first shows the firing happened at 2.0 s, not at 2.1 s.
        XCTAssertEqual(button.nextDeadline, ms(2000))
    }

    func testATapInCopiedReentersItAndStartsTheTwoSecondsOver() {
        var button = CopyButtonMachine()
        button.send(.tap)
        button.advanceClock(to: ms(1500))
        XCTAssertEqual(button.send(.tap)?.target, .copied, "a self-transition")
        XCTAssertEqual(button.nextDeadline, ms(3500))
        XCTAssertEqual(button.advanceClock(to: ms(3499)), [])
        XCTAssertEqual(button.advanceClock(to: ms(3500)).map(\.target), [.idle])
    }

    func testStepperHeldForOnePointSixFiveSecondsStepsOnePlusTwelveTimes() {
        var stepper = RepeatStepperMachine()
        stepper.send(.touchDown)
        XCTAssertEqual(stepper.count, 1, "one step at the touch")
        // The repeats, one at a time, each at its deadline: 0.5 s, then every 0.1 s.
        var instants: [Duration] = []
        while let deadline = stepper.nextDeadline, deadline <= ms(1650) {
            instants.append(deadline)
            XCTAssertEqual(stepper.advanceClock(to: deadline).count, 1)
        }
        XCTAssertEqual(instants, (0..<12).map { ms(500 + 100 * $0) }, "0.5, 0.6, … 1.6 s")
        stepper.advanceClock(to: ms(1650))
        XCTAssertEqual(stepper.send(.touchUpInside)?.target, .idle)
        XCTAssertEqual(stepper.count, 13)
        XCTAssertNil(stepper.nextDeadline, "released: the repeat is cancelled")
    }

    func testStepperRepeatsInOneAdvanceAtTheSameInstants() {
        var stepper = RepeatStepperMachine()
        stepper.send(.touchDown)
        let steps = stepper.advanceClock(to: ms(1650))
        XCTAssertEqual(steps.count, 12)
        XCTAssertEqual(stepper.count, 13)
        XCTAssertEqual(stepper.nextDeadline, ms(1700))
    }

    func testStepperRepeatsDoNotDriftOverAMinute() {
        var stepper = RepeatStepperMachine()
        stepper.send(.touchDown)
        // 0.5 s + 594 × 0.1 s = 59.9 s: with Double seconds, 0.1 added 594 times is off by ~1e-12.
        stepper.advanceClock(to: ms(59_900))
        XCTAssertEqual(stepper.count, 100, "595 repeats, stopped by the guard at the range's top")
        XCTAssertEqual(stepper.nextDeadline, ms(60_000), "the tick sequence keeps its exact instants")
    }

    func testHoldReleasedAtOnePointFourSecondsConfirmsNothing() {
        var button = HoldToConfirmMachine()
        button.send(.touchDown)
        XCTAssertEqual(button.advanceClock(to: ms(1400)), [])
        XCTAssertEqual(button.send(.touchUpInside)?.target, .idle)
        XCTAssertNil(button.nextDeadline, "leaving `holding` cancels its timer")
        XCTAssertEqual(button.advanceClock(to: .seconds(60)), [])
        XCTAssertEqual(button.state, .idle)
    }

    func testHoldForOnePointFiveSecondsConfirms() {
        var button = HoldToConfirmMachine()
        button.send(.touchDown)
        XCTAssertEqual(button.advanceClock(to: ms(1499)), [])
        let steps = button.advanceClock(to: ms(1500))
        XCTAssertEqual(steps.map(\.target), [.confirmed])
        XCTAssertEqual(steps.flatMap(\.outputs), [.confirmed])
    }

    func testATimerCountsFromTheLatestEntry() {
        var button = HoldToConfirmMachine()
        button.send(.touchDown)
        button.advanceClock(to: ms(1000))
        button.send(.touchCancel)
        button.advanceClock(to: ms(1200))
        button.send(.touchDown)
        XCTAssertEqual(button.nextDeadline, ms(2700), "1.2 s + 1.5 s, not 1.5 s")
    }

    func testDownloadTimesOutAndClearsItsOutcome() {
        var button = DownloadButtonMachine()
        button.send(.tap)
        let timeout = button.advanceClock(to: .seconds(40))
        XCTAssertEqual(timeout.map(\.target), [.failed, .idle], "failed at 30 s, cleared at 33 s")
        XCTAssertEqual(timeout.first?.outputs, [.timedOut])
        button.send(.tap)
        button.advanceClock(to: .seconds(45))
        XCTAssertEqual(button.send(.finished)?.target, .done)
        XCTAssertEqual(button.nextDeadline, .seconds(48))
    }

    func testTimersOfTwoRegionsDueAtOneInstantFireInRegionOrder() {
        var control = TimedRegionsMachine()
        control.send(.touchDown)
        // `press` arms at 1.0 s; `light` turns on at 0.5 s and off at 1.0 s.
        let steps = control.advanceClock(to: ms(1000))
        XCTAssertEqual(steps.count, 3)
        XCTAssertEqual(steps.map { $0.light != nil }, [true, false, true])
        XCTAssertEqual(steps.map { $0.press != nil }, [false, true, false])
        XCTAssertEqual(control.state, .init(press: .armed, light: .dark))
        XCTAssertEqual(control.nextDeadline, ms(1500), "the light counts on; `armed` has no timer")
    }

    func testTheClockNeverGoesBack() {
        var button = CopyButtonMachine()
        button.advanceClock(to: .seconds(5))
        button.advanceClock(to: .seconds(1))
        XCTAssertEqual(button.time, .seconds(5))
        button.send(.tap)
        XCTAssertEqual(button.nextDeadline, .seconds(7), "an event happens at the machine's time")
    }

    func testTimedMachinesConformToTheDriverProtocol() {
        func deadline<Machine: TimedControlMachine>(_ machine: Machine) -> Duration? { machine.nextDeadline }
        var button = CopyButtonMachine()
        button.send(.tap)
        XCTAssertEqual(deadline(button), .seconds(2))
    }
}
