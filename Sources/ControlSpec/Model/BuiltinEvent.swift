/// The built-in events of the language: the one table of what UIKit sends for a touch.
@_spi(Stages) public enum BuiltinEvent {
    /// One built-in touch event: its spec name and the `UIControl.Event` member UIKit delivers it as.
    ///
    /// Two names with one `controlEvent` are one event (`tap` is `touchUpInside`): UIKit sends it
    /// once per touch, so the analysis, the generated machine and the adapter treat them as one.
    struct Touch {
        var name: String
        var controlEvent: String
    }

    /// Every built-in touch event. `tap` is the friendly name of `touchUpInside`.
    static let touch: [Touch] = [
        Touch(name: "touchDown", controlEvent: "touchDown"),
        Touch(name: "touchDownRepeat", controlEvent: "touchDownRepeat"),
        Touch(name: "touchDragInside", controlEvent: "touchDragInside"),
        Touch(name: "touchDragOutside", controlEvent: "touchDragOutside"),
        Touch(name: "touchDragEnter", controlEvent: "touchDragEnter"),
        Touch(name: "touchDragExit", controlEvent: "touchDragExit"),
        Touch(name: "touchUpInside", controlEvent: "touchUpInside"),
        Touch(name: "touchUpOutside", controlEvent: "touchUpOutside"),
        Touch(name: "touchCancel", controlEvent: "touchCancel"),
        Touch(name: "primaryActionTriggered", controlEvent: "primaryActionTriggered"),
        Touch(name: "tap", controlEvent: "touchUpInside"),
    ]

    /// The names of `touch`, for asking whether a name is one.
    private static let touchNames = Set(touch.map(\.name))

    /// Whether `name` is a built-in touch event.
    public static func isTouch(_ name: String) -> Bool {
        touchNames.contains(name)
    }

    /// The `UIControl.Event` member a touch event is delivered as, or nil for a custom event.
    static func controlEvent(of name: String) -> String? {
        touch.first { $0.name == name }?.controlEvent
    }

    /// What makes two event names one event: the `UIControl.Event` member of a touch event, the
    /// name itself for a custom event.
    static func identity(of name: String) -> String {
        controlEvent(of: name) ?? name
    }

    /// Output events every control may `emit:` without declaring them.
    public static let outputs: [String] = ["valueChanged", "primaryActionTriggered"]
}
