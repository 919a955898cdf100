/// When a timed machine's timers fire on a clock it shares with the app, decided without UIKit.
///
/// The machine counts its own time from zero (`TimedControlMachine.time`); the schedule keeps the
/// clock's reading at that zero, so each deadline is one instant on the clock, and whether timers
/// run at all (a control runs them only while it is in a window). A driver asks the clock to call
/// back at `alarm(for:)`, then fires what is due (`fireEarliestTimers(dueBy:)`), one instant at a
/// time; an event arriving at some instant first lets the timers due by then fire.
struct TimerSchedule: Equatable {
    /// The clock's reading when the machine's time was zero.
    private(set) var origin: Duration
    /// Whether timers run: the control is in a window.
    var isRunning = false

    /// A schedule whose machine's time `machineTime` is the clock's `clockNow`.
    init(clockNow: Duration, machineTime: Duration) {
        origin = clockNow - machineTime
    }

    /// Counts on from `machineTime` at the clock's `clockNow`: a new clock took over, or a restored
    /// machine brought its own time.
    mutating func resume(clockNow: Duration, machineTime: Duration) {
        origin = clockNow - machineTime
    }

    /// The machine's time at the clock's reading `clockNow`.
    func machineTime(atClock clockNow: Duration) -> Duration { clockNow - origin }

    /// The clock reading to be called back at for a timer due at the machine's `deadline`; nil
    /// while timers do not run or when no timer is due.
    func alarm(for deadline: Duration?) -> Duration? {
        guard isRunning, let deadline else { return nil }
        return origin + deadline
    }
}

extension TimedControlMachine {
    /// Fires the timers of the earliest instant due by `time`, moving the clock there, and returns
    /// what fired then; nil when no timer is due by `time`. A driver plays each instant from the
    /// look before it, so it asks again until nil.
    mutating func fireEarliestTimers(dueBy time: Duration) -> [Step]? {
        guard let deadline = nextDeadline, deadline <= time else { return nil }
        return advanceClock(to: deadline)
    }

    /// Moves the clock to `time`, where an event arrives, when no timer is due by then (fire those
    /// first); returns whether it moved.
    mutating func moveClock(to time: Duration) -> Bool {
        guard nextDeadline.map({ $0 > time }) ?? true else { return false }
        _ = advanceClock(to: time)
        return true
    }
}
