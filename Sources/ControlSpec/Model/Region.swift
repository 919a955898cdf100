/// An independent part of a control's behaviour: its own states, initial states and transitions.
///
/// A spec without `regions:` is decoded as one region whose `name` is nil.
public struct Region: Hashable, Sendable {
    public var name: Located<String>?
    /// The states a control may start in or be restored to; the first is the default.
    public var initial: [Located<String>]
    public var states: [State]
    public var transitions: [Transition]
    public var location: SourceLocation

    public init(
        name: Located<String>?, initial: [Located<String>], states: [State],
        transitions: [Transition], location: SourceLocation
    ) {
        self.name = name
        self.initial = initial
        self.states = states
        self.transitions = transitions
        self.location = location
    }
}

/// A state and what the control looks like in it.
public struct State: Hashable, Sendable {
    public var name: Located<String>
    /// Image names, bottom to top.
    public var images: [Located<String>]
    /// Text names (`text:`), drawn above the images.
    public var texts: [Located<String>] = []
    /// Animatable values the state sets (`values:`).
    public var values: [LookBinding] = []
    public var alpha: Located<Double>?
    public var tint: Located<ColorValue>?
    public var selected: Bool?
    public var highlighted: Bool?
    public var enabled: Bool?
    public var accessibilityLabel: Located<String>?
    public var accessibilityValue: Located<String>?
    public var suppress: [Located<String>]
    public var location: SourceLocation

    public init(
        name: Located<String>, images: [Located<String>] = [], alpha: Located<Double>? = nil,
        tint: Located<ColorValue>? = nil, selected: Bool? = nil, highlighted: Bool? = nil,
        enabled: Bool? = nil, accessibilityLabel: Located<String>? = nil,
        accessibilityValue: Located<String>? = nil, suppress: [Located<String>] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.images = images
        self.alpha = alpha
        self.tint = tint
        self.selected = selected
        self.highlighted = highlighted
        self.enabled = enabled
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.suppress = suppress
        self.location = location
    }
}
