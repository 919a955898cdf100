/// A generated machine whose `set:` reads the finger's position (`touch.x`, `touch.fx`, … in its
/// spec): a touch event is sent with where the finger is.
public protocol TouchReadingMachine: ControlMachine {
    /// Offers `event` with the finger at `point` and returns what fired, or nil when it is ignored.
    /// Allocation-free; the machine keeps no position between sends.
    mutating func send(_ event: Event, at point: TouchPoint) -> Step?
}
