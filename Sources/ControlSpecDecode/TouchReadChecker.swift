import ControlSpecCore

/// Checks where a `set:` reads the finger's position (`touch.x`, …): only a transition whose every
/// `on:` event comes with a finger has one. A timer, a custom event or `touchCancel` has none, and
/// the read is reported at its `touch` with the events that do have a position.
extension DecodeContext {
    mutating func checkTouchReads(_ actions: [Action], on events: [Located<String>]) {
        for action in actions {
            guard case .number(let expression) = action.value.value, let read = expression.firstTouch else {
                continue
            }
            let without = events.map(\.value).filter { !BuiltinEvent.hasPosition($0) }
            guard events.isEmpty || !without.isEmpty else { continue }
            let reason =
                events.isEmpty
                ? "a timer has no finger"
                : "\(DecodeContext.list(without)) \(without.count == 1 ? "has" : "have") no finger"
            report(
                .invalidExpression,
                "'\(read)' reads the finger's position, but \(reason); read it in transitions on"
                    + " \(DecodeContext.list(BuiltinEvent.positionEvents))",
                at: read.location)
        }
    }
}
