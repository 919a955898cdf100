import ControlSpecTouch
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
    /// The control events; their bits come from ControlSpecTouch's table (`ControlEvent`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        fileprivate init(_ event: ControlEvent) { rawValue = event.controlEventBits }
        public static let touchDown = Event(.touchDown)
        public static let touchDownRepeat = Event(.touchDownRepeat)
        public static let touchDragInside = Event(.touchDragInside)
        public static let touchDragOutside = Event(.touchDragOutside)
        public static let touchDragEnter = Event(.touchDragEnter)
        public static let touchDragExit = Event(.touchDragExit)
        public static let touchUpInside = Event(.touchUpInside)
        public static let touchUpOutside = Event(.touchUpOutside)
        public static let touchCancel = Event(.touchCancel)
        public static let valueChanged = Event(.valueChanged)
        public static let primaryActionTriggered = Event(.primaryActionTriggered)
        /// Four bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: ControlEvent.applicationReservedBits)
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

    /// The touch rule (ControlSpecTouch): which events a finger's phase sends, with UIKit's
    /// tracking slop around the bounds and its repeated taps.
    private var tracker = TouchTracker(width: 0, height: 0)
    /// The tracked finger, from its touch down to its touch up or cancel.
    private var touch: UITouch?
    /// Whether the tracking methods still hear the finger: the last `beginTracking` or
    /// `continueTracking` returned true.
    private var hearsTracking = false

    /// Called when a finger touches down in the control; returning false stops the tracking calls.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called each time the tracked finger moves; returning false stops the tracking calls.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked finger lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the system cancels the tracked touch.
    open func cancelTracking(with event: UIEvent?) {}

    /// Tracks one phase of a finger at `point` (in the control's coordinates): calls the tracking
    /// method of the phase with the finger's `UITouch`, then sends the events the touch rule gives,
    /// `isHighlighted` following the finger.
    func track(_ phase: TouchTracker.Phase, at point: CGPoint) {
        if phase == .began {
            guard isEnabled, isUserInteractionEnabled else { return }
            tracker.width = Double(bounds.width)
            tracker.height = Double(bounds.height)
        }
        let wasTracking = tracker.isTracking
        let time = CACurrentMediaTime()
        let events = tracker.track(
            phase, x: Double(point.x - bounds.minX), y: Double(point.y - bounds.minY), time: time)
        if tracker.isTracking || wasTracking {
            callTracking(phase, at: point, event: UIEvent(timestamp: time))
        }
        isTracking = tracker.isTracking && hearsTracking
        isTouchInside = tracker.isTouchInside
        isHighlighted = tracker.isTouchInside
        for event in events {
            sendActions(for: Event(event))
            if let followUp = event.buttonFollowUp, sendsButtonFollowUps { sendActions(for: Event(followUp)) }
        }
    }

    /// Calls the tracking method of a phase of the tracked finger, as UIKit's `touchesBegan`,
    /// `touchesMoved`, `touchesEnded` and `touchesCancelled` do.
    private func callTracking(_ phase: TouchTracker.Phase, at point: CGPoint, event: UIEvent) {
        switch phase {
        case .began:
            let touch = UITouch(
                in: self, at: point, phase: .began, tapCount: tracker.tapCount, timestamp: event.timestamp)
            self.touch = touch
            hearsTracking = beginTracking(touch, with: event)
        case .moved:
            guard let touch else { return }
            touch.update(to: point, phase: .moved, at: event.timestamp)
            if hearsTracking { hearsTracking = continueTracking(touch, with: event) }
        case .ended, .cancelled:
            touch?.update(to: point, phase: phase == .ended ? .ended : .cancelled, at: event.timestamp)
            if hearsTracking {
                if phase == .ended { endTracking(touch, with: event) } else { cancelTracking(with: event) }
            }
            hearsTracking = false
            touch = nil
        }
    }

    /// Whether the control sends the events a `UIButton` sends by itself after a touch event
    /// (`ControlEvent.buttonFollowUp`: `primaryActionTriggered` after `touchUpInside`).
    var sendsButtonFollowUps: Bool { false }
}

extension UIKitDouble {
    /// One finger on one control, moving as a test says; the control sends the events of the
    /// touch rule (`TouchTracker`), at the double's media time.
    @MainActor
    public final class Finger {
        public let control: UIControl
        /// Where the finger is, in the control's coordinates.
        public private(set) var location: CGPoint

        public init(on control: UIControl) {
            self.control = control
            location = CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        }

        /// Touches down at a point of the control (its centre by default).
        public func down(at point: CGPoint? = nil) {
            location = point ?? center
            control.track(.began, at: location)
        }

        /// Moves to a point, in the control's coordinates.
        public func move(to point: CGPoint) {
            location = point
            control.track(.moved, at: location)
        }

        /// Moves to the control's centre, or 1 pt beyond its tracking slop to the right.
        public func move(inside: Bool) {
            let slop = CGFloat(TouchTracker.trackingSlop)
            move(to: inside ? center : CGPoint(x: control.bounds.maxX + slop + 1, y: control.bounds.midY))
        }

        /// Lifts the finger where it is.
        public func up() { control.track(.ended, at: location) }

        /// The system cancels the touch.
        public func cancel() { control.track(.cancelled, at: location) }

        /// Down and up at the centre.
        public func tap() {
            down()
            up()
        }

        private var center: CGPoint { CGPoint(x: control.bounds.midX, y: control.bounds.midY) }
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
