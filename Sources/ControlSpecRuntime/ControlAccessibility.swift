/// How VoiceOver presents a generated control: resolved by the compiler from the spec.
public struct ControlAccessibility<Event: Hashable & Sendable>: Hashable, Sendable {
    /// A custom event offered in VoiceOver's actions rotor.
    public struct Action: Hashable, Sendable {
        /// What VoiceOver reads (the event's name in the spec).
        public var name: String
        /// The event the action sends.
        public var event: Event

        /// The action `name`, sending `event`.
        @_spi(Generated) public init(name: String, event: Event) {
            self.name = name
            self.event = event
        }
    }

    /// Whether the control is announced as a button (it reacts to a tap).
    public var isButton: Bool
    /// The event VoiceOver's double tap sends (the spec's `tap`, `touchUpInside`), if any.
    public var activate: Event?
    /// The events VoiceOver's swipe up and down send (`accessibilityIncrement`/`Decrement` in the
    /// spec); either makes the control adjustable.
    public var increment: Event?
    /// The event VoiceOver's swipe down sends.
    public var decrement: Event?
    /// The custom events, as actions.
    public var actions: [Action]

    /// The presentation the compiler resolved from the spec; every part is optional. The label is
    /// not here: every state's look carries it (`StateLook.accessibilityLabel`).
    @_spi(Generated) public init(
        isButton: Bool = false, activate: Event? = nil, increment: Event? = nil,
        decrement: Event? = nil, actions: [Action] = []
    ) {
        self.isButton = isButton
        self.activate = activate
        self.increment = increment
        self.decrement = decrement
        self.actions = actions
    }

    /// Whether VoiceOver can adjust the control by swiping up and down.
    var isAdjustable: Bool { increment != nil || decrement != nil }
}
