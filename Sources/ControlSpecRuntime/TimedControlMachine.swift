/// A generated machine with timers (`after:`, `every:` in its spec).
///
/// The machine knows no wall clock: its driver tells it the time. `time` starts at zero when the
/// machine is made; `send(_:)` happens at `time`; `advanceClock(to:)` fires, in order, every timer
/// due up to a later instant. A driver waits until `nextDeadline`, then advances the clock to it;
/// tests do the same on a virtual clock, so timed behaviour is exact and repeatable.
public protocol TimedControlMachine: ControlMachine {
    /// The machine's clock: the latest instant `advanceClock(to:)` reached, zero when it was made.
    var time: Duration { get }

    /// The earliest instant a timer of the current states is due, nil when none runs.
    var nextDeadline: Duration? { get }

    /// Fires every timer due at or before `time`, earliest first, each at its own instant (a timer
    /// a firing starts or cancels counts from there), then moves the clock to `time` (never back).
    /// Returns what fired, in order.
    mutating func advanceClock(to time: Duration) -> [Step]
}
