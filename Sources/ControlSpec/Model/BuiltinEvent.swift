/// The built-in events of the language.
public enum BuiltinEvent {
    /// Touch events and the `UIControl.Event` member each maps to. `tap` is `touchUpInside`.
    public static let touch: [(name: String, controlEvent: String)] = [
        ("touchDown", "touchDown"), ("touchDownRepeat", "touchDownRepeat"),
        ("touchDragInside", "touchDragInside"), ("touchDragOutside", "touchDragOutside"),
        ("touchDragEnter", "touchDragEnter"), ("touchDragExit", "touchDragExit"),
        ("touchUpInside", "touchUpInside"), ("touchUpOutside", "touchUpOutside"),
        ("touchCancel", "touchCancel"), ("primaryActionTriggered", "primaryActionTriggered"),
        ("tap", "touchUpInside"),
    ]

    /// Whether `name` is a built-in touch event.
    public static func isTouch(_ name: String) -> Bool {
        touch.contains { $0.name == name }
    }

    /// Output events every control may `emit:` without declaring them.
    public static let outputs: [String] = ["valueChanged", "primaryActionTriggered"]
}
