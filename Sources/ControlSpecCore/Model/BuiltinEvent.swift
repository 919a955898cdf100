import ControlSpecTouch

/// The built-in events of the language: the inputs and outputs of ControlSpecTouch's
/// `ControlEvent` table (what UIKit sends for a touch), and the language's alias `tap`.
package enum BuiltinEvent {
    /// One built-in touch event: its spec name and the `UIControl.Event` member UIKit delivers it as.
    ///
    /// Two names with one `controlEvent` are one event (`tap` is `touchUpInside`): UIKit sends it
    /// once per touch, so the analysis, the generated machine and the adapter treat them as one.
    package struct Touch {
        package var name: String
        package var controlEvent: ControlEvent
    }

    /// The language's friendly names of touch events: `tap` is `touchUpInside`.
    private static let aliases = [Touch(name: "tap", controlEvent: .touchUpInside)]

    /// Every built-in touch event: the table's inputs under their `UIControl.Event` names, then the
    /// aliases.
    package static let touch: [Touch] =
        ControlEvent.allCases.filter(\.isInput).map { Touch(name: $0.rawValue, controlEvent: $0) }
        + aliases

    /// The names of `touch`, for asking whether a name is one.
    private static let touchNames = Set(touch.map(\.name))

    /// Whether `name` is a built-in touch event.
    public static func isTouch(_ name: String) -> Bool {
        touchNames.contains(name)
    }

    /// Whether the event comes with a finger whose position a `set:` may read: the events of a
    /// finger's phases (`UIControl.Event.allTouchEvents`) but `touchCancel`, which UIKit's
    /// `cancelTracking(with:)` gives no touch.
    package static func hasPosition(_ name: String) -> Bool {
        guard let event = touch.first(where: { $0.name == name })?.controlEvent else { return false }
        return event.isTouch && event != .touchCancel
    }

    /// The names of the events `hasPosition` holds for, for messages.
    package static let positionEvents: [String] = touch.map(\.name).filter(hasPosition)

    /// The `UIControl.Event` member a touch event is delivered as, or nil for a custom event.
    package static func controlEvent(of name: String) -> String? {
        touch.first { $0.name == name }?.controlEvent.rawValue
    }

    /// What makes two event names one event: the `UIControl.Event` member of a touch event, the
    /// name itself for a custom event.
    package static func identity(of name: String) -> String {
        controlEvent(of: name) ?? name
    }

    /// Output events every control may `emit:` without declaring them: the table's outputs.
    public static let outputs: [String] = ControlEvent.allCases.filter(\.isOutput).map(\.rawValue)
}
