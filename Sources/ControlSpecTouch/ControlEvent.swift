/// The events UIKit's `UIControl` sends by itself — for a finger on the control, and as its
/// built-in outputs — each with its `UIControl.Event` bit: the one table of them that the touch
/// rule (`TouchTracker`), the UIKit double, the runtime's adapter, the compiler and the preview
/// page all read.
///
/// The bits are those of `UIControlEvents` in UIKit's `UIControl.h` (Swift's `UIControl.Event`,
/// https://developer.apple.com/documentation/uikit/uicontrol/event): `touchDown = 1 << 0` through
/// `touchCancel = 1 << 8`, `valueChanged = 1 << 12`, `primaryActionTriggered = 1 << 13`,
/// `allTouchEvents = 0x00000FFF`, `applicationReserved = 0x0F000000`.
public enum ControlEvent: String, CaseIterable, Hashable, Sendable {
    /// A finger touched down in the control.
    case touchDown
    /// A repeated touch down: the touch's tap count is above one.
    case touchDownRepeat
    /// The tracked finger moved within the control's tracking boundary.
    case touchDragInside
    /// The tracked finger moved outside the control's tracking boundary.
    case touchDragOutside
    /// The tracked finger moved back within the boundary.
    case touchDragEnter
    /// The tracked finger moved out of the boundary.
    case touchDragExit
    /// The finger lifted within the boundary: a completed tap.
    case touchUpInside
    /// The finger lifted outside the boundary.
    case touchUpOutside
    /// The system cancelled the touch.
    case touchCancel
    /// The control's value changed: an output a control sends for itself.
    case valueChanged
    /// The control's primary action: a `UIButton` sends it after `touchUpInside`.
    case primaryActionTriggered

    /// The event's bit in `UIControl.Event` (`UIControl.Event(rawValue: event.controlEventBits)`).
    public var controlEventBits: UInt {
        switch self {
        case .touchDown: 1 << 0
        case .touchDownRepeat: 1 << 1
        case .touchDragInside: 1 << 2
        case .touchDragOutside: 1 << 3
        case .touchDragEnter: 1 << 4
        case .touchDragExit: 1 << 5
        case .touchUpInside: 1 << 6
        case .touchUpOutside: 1 << 7
        case .touchCancel: 1 << 8
        case .valueChanged: 1 << 12
        case .primaryActionTriggered: 1 << 13
        }
    }

    /// `UIControl.Event.allTouchEvents`: the bits of the events a finger sends.
    public static let allTouchEventsBits: UInt = 0x0000_0FFF

    /// `UIControl.Event.applicationReserved`: four bits an app may use for events of its own.
    public static let applicationReservedBits: UInt = 0x0F00_0000

    /// Whether a finger on any control sends it (the events of the touch rule).
    public var isTouch: Bool { controlEventBits & Self.allTouchEventsBits != 0 }

    /// The event a `UIButton` sends by itself right after this one, if any:
    /// `primaryActionTriggered` after `touchUpInside` (a button's primary action is a completed tap).
    public var buttonFollowUp: ControlEvent? { self == .touchUpInside ? .primaryActionTriggered : nil }

    /// Whether UIKit sends it to a control by itself for a touch — a touch event, or what a button
    /// sends after one — so a control's machine can react to it (a spec's `on:` may name it).
    public var isInput: Bool { isTouch || Self.allCases.contains { $0.buttonFollowUp == self } }

    /// Whether a control sends it for itself with `sendActions(for:)` (a spec may `emit:` it
    /// without declaring it): the events that are not a finger's.
    public var isOutput: Bool { !isTouch }

    /// Whether UIKit itself already sends this output when `touch` reaches a control (a button's
    /// follow-up), so an adapter must not send it again.
    public func isSentByUIKit(after touch: ControlEvent, onButton: Bool) -> Bool {
        onButton && touch.buttonFollowUp == self
    }
}
