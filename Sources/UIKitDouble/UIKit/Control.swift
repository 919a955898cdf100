import QuartzCore

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element with a handler; controls run it for the events it was added for.
@MainActor
open class UIAction {
    open var title: String
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.handler = handler
    }
}

/// A control: selection, highlight and enabled flags, actions per event, and touch tracking as
/// UIKit does it (`isHighlighted` follows the finger while tracking).
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Four bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isSelected = false
    open var isHighlighted = false
    open var isEnabled = true
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false
    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the actions of every event in `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for bit in 0..<32 {
            let event = Event(rawValue: 1 << UInt(bit))
            guard controlEvents.contains(event) else { continue }
            UIKitDouble.sentActions.append(UIKitDouble.SentAction(control: self, event: event))
            for entry in actions where entry.events.contains(event) { sendAction(entry.action) }
        }
    }

    open func sendAction(_ action: UIAction) { action.handler(action) }

    // MARK: Tracking, driven by `UIKitDouble.Finger`

    func touchBegan() {
        guard isEnabled, isUserInteractionEnabled else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    func touchMoved(inside: Bool) {
        guard isTracking else { return }
        let entered = inside && !isTouchInside
        let exited = !inside && isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if entered {
            sendActions(for: .touchDragEnter)
        } else if exited {
            sendActions(for: .touchDragExit)
        } else {
            sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        }
    }

    func touchEnded() {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        if isTouchInside {
            sendActions(for: .touchUpInside)
            tapped()
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func touchCancelled() {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// After `touchUpInside`: what a control does on a completed tap (a button's primary action).
    func tapped() {}
}

extension UIKitDouble {
    /// One finger on one control, moving as a test says.
    @MainActor
    public struct Finger {
        public let control: UIControl

        public init(on control: UIControl) { self.control = control }

        public func down() { control.touchBegan() }
        public func move(inside: Bool) { control.touchMoved(inside: inside) }
        public func up() { control.touchEnded() }
        public func cancel() { control.touchCancelled() }

        /// Down and up inside.
        public func tap() {
            down()
            up()
        }
    }

    /// What VoiceOver does to an element.
    @MainActor
    public enum VoiceOver {
        /// Double tap: `accessibilityActivate()`, and when that returns false a tap at the
        /// element's centre. Nothing when the view is not an accessibility element.
        public static func activate(_ view: UIView) {
            guard view.isAccessibilityElement, !view.accessibilityActivate() else { return }
            if let control = view as? UIControl { Finger(on: control).tap() }
        }

        /// Swipe up on an adjustable element.
        public static func increment(_ view: UIView) {
            if view.accessibilityTraits.contains(.adjustable) { view.accessibilityIncrement() }
        }

        /// Swipe down on an adjustable element.
        public static func decrement(_ view: UIView) {
            if view.accessibilityTraits.contains(.adjustable) { view.accessibilityDecrement() }
        }

        /// Performs the custom action of that name; false when there is none.
        @discardableResult
        public static func perform(_ name: String, on view: UIView) -> Bool {
            guard let action = view.accessibilityCustomActions?.first(where: { $0.name == name }) else {
                return false
            }
            return action.actionHandler?(action) ?? false
        }
    }
}
