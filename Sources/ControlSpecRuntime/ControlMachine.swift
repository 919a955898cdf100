@_exported import enum ControlSpecTouch.ControlEvent

/// A generated state machine as the runtime's players and groups drive it.
///
/// Every generated `<Control>Machine` conforms; apps use the concrete type.
public protocol ControlMachine: Hashable, Sendable {
    /// The input events.
    associatedtype Event: CaseIterable, Hashable, Sendable
    /// What one `send` fired.
    associatedtype Step: ControlStep

    /// The machine in its first initial state with default property values.
    init()

    /// Offers `event` to the machine; returns what fired, or nil when the event was ignored.
    mutating func send(_ event: Event) -> Step?

    /// What the control shows in the current state (all regions combined).
    var look: StateLook { get }

    /// The UIKit touch event that sends `event`, or nil for a custom (programmatic) event.
    static func touchEvent(for event: Event) -> TouchEvent?

    /// How VoiceOver presents the control.
    static var accessibility: ControlAccessibility<Event> { get }

    /// The control's image names, then its text names, bottom to top as the spec declares them:
    /// the order its views stack in across states (`LookStack`).
    static var stackingOrder: [String] { get }
}

extension ControlMachine {
    /// No declared order: a control with at most one image or text (views stack in look order).
    public static var stackingOrder: [String] { [] }
}

/// What one event fired: the animations to play and the outputs to report.
public protocol ControlStep: Hashable, Sendable {
    /// The output events.
    associatedtype Output: ControlOutput

    /// The animations of the transitions that fired, in region order.
    var animations: [AnimationDescription] { get }
    /// The outputs the transitions emitted, in order.
    var outputs: [Output] { get }
}

/// An output event of a generated machine.
public protocol ControlOutput: Hashable, Sendable {
    /// The built-in output this is, or nil for a custom one.
    var builtin: BuiltinOutput? { get }
    /// The position of a custom output among the custom ones (0, 1, …), nil for a built-in one.
    /// The first four also reach target-actions as `UIControl.Event.applicationReserved` bits.
    var customIndex: Int? { get }
}

/// The built-in output events (`valueChanged`, `primaryActionTriggered`: the outputs of
/// ControlSpecTouch's `ControlEvent` table), forwarded by the UIKit adapter with
/// `sendActions(for:)`. `isSentByUIKit(after:onButton:)` says which one UIKit already sent.
public typealias BuiltinOutput = ControlEvent

/// The UIKit events a spec can react to (the inputs of ControlSpecTouch's `ControlEvent` table:
/// the touch events and `primaryActionTriggered`). The spec's `tap` is `touchUpInside`.
public typealias TouchEvent = ControlEvent
