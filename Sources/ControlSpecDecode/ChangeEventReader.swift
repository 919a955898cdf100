import ControlSpecCore

/// Reads an input's `changes:` (the event the control sends itself each time the app sets the
/// input) and checks that nothing else sends that event.
extension DecodeContext {
    /// The event of `changes:` on `property`. It must be an input's, and not a touch event: each misuse
    /// is a `change-event` error at the name, which is still declared so its uses resolve.
    mutating func changeEvent(_ node: YAMLNode, of property: Located<String>, isInput: Bool) -> Located<
        String
    >? {
        guard let event = name(node, kind: .event) else { return nil }
        if BuiltinEvent.isTouch(event.value) {
            report(
                .changeEvent,
                "'\(event.value)' is a touch event, which UIKit sends; name the event setting '\(property.value)'"
                    + " sends (e.g. '\(property.value)Changed')",
                at: event.location)
            return nil
        }
        if !isInput {
            report(
                .changeEvent,
                "'changes' needs an input: property '\(property.value)' is not 'input: true', so the app never"
                    + " sets it; add 'input: true' or remove 'changes'",
                at: event.location)
        }
        return event
    }

    /// The group's `release:` and VoiceOver's `accessibilityIncrement`/`Decrement` send their events
    /// themselves, so none of them may be an input's `changes:` event.
    mutating func checkChangeEventSenders(_ control: Control) {
        let changed = Dictionary(
            control.properties.compactMap { property in
                property.changes.map { ($0.value, property.name.value) }
            },
            uniquingKeysWith: { first, _ in first })
        guard !changed.isEmpty else { return }
        let senders: [(String, Located<String>?)] = [
            ("the group's release", control.group?.release),
            ("accessibilityIncrement", control.accessibility.increment),
            ("accessibilityDecrement", control.accessibility.decrement),
        ]
        for case let (sender, event?) in senders {
            guard let property = changed[event.value] else { continue }
            report(
                .changeEvent,
                "'\(event.value)' is sent when the app sets '\(property)' ('changes'), so \(sender) cannot"
                    + " send it; declare an event of its own under 'events:'",
                at: event.location)
        }
    }
}
