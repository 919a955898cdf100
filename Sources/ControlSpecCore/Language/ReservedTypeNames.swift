/// Names the generated code gives meaning to: the decoder refuses them for what would become a
/// nested type, and the generator never takes them.
package enum ReservedTypeNames {
    /// Type names the generated code refers to, which a nested type must not shadow.
    package static let types: Set<String> = [
        "Any", "AnimationDescription", "Array", "Bool", "BorderDescription", "BuiltinOutput", "CaseIterable",
        "ColorDescription", "ControlAccessibility", "ControlMachine", "ControlSpecRuntimeVersion",
        "ControlStep",
        "ControlOutput", "Double", "Equatable", "ExclusiveGroup", "ExclusiveRule", "FontDescription",
        "GroupMember",
        "Hashable", "ImageDescription", "Int", "LayoutDescription", "LayoutInsets", "LayoutRect",
        "LayoutSize", "Length", "LookData", "LookStack", "LookValue", "Never", "Optional", "Protocol",
        "ResolvedLayout", "Self", "Sendable", "ShapePrimitive", "SlotDescription", "StateLook", "String",
        "TextDescription", "TextMeasure", "TouchEvent", "TrackDescription", "Type", "ShapePoint",
        // A machine with timers: its clock and the protocol it conforms to.
        "Duration", "RegionTimers", "TimedControlMachine",
        // A machine that reads the finger: its point and the protocol it conforms to.
        "TouchPoint", "TouchReadingMachine",
        // An image or color the app provides (`.image(_:)`, `.color(_:)`).
        "AppProvided",
    ]
}
