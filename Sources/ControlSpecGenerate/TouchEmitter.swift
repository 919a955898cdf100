/// Emits what a machine whose `set:` reads the finger's position (`touch.x`, …) adds: the stored
/// `TouchPoint` the actions read, and `send(_:at:)`, which holds the event's point while the event
/// is sent. Between sends the point is `TouchPoint.zero`, so two machines in the same state with
/// the same properties stay equal.
struct TouchEmitter {
    let plan: GenerationPlan

    /// The stored point's name; `GuardTranslator` reads `self.touch.x`.
    static let member = "touch"

    static func emitStoredProperty(into writer: inout SwiftWriter) {
        writer.doc("Where the finger of the event being sent is; `.zero` between sends.")
        writer.line("private var \(member) = TouchPoint.zero")
    }

    /// `send(_:at:)`: no allocation, the point is stored and reset around `send(_:)`.
    func emitSend(into writer: inout SwiftWriter) {
        writer.doc(
            "Offers `event` with the finger at `point` (in the control's bounds) and returns what fired,"
                + " or nil when it is ignored. `send(_:)` alone reads the position as `TouchPoint.zero`.")
        writer.line("@discardableResult")
        writer.block("\(plan.accessPrefix)mutating func send(_ event: Event, at point: TouchPoint) -> Step?")
        {
            writer in
            writer.line("\(Self.member) = point")
            writer.line("defer { \(Self.member) = .zero }")
            writer.line("return send(event)")
        }
    }
}
