/// An independent part of a control's behaviour: its own states, initial states and transitions.
///
/// A spec without `regions:` is decoded as one region whose `name` is nil.
///
/// `Control.regions` lists the top-level regions in document order, then the **nested regions**
/// (`regions:` under a state) in document order of their owners: by owner region, then by the
/// holding state's place in it, then as written. This order numbers regions everywhere (timers,
/// look stacking: a nested region's look stacks above every top-level region's). A nested region
/// has an `owner`; it is active exactly while its owner region is in the holding state.
package struct Region: Hashable, Sendable {
    /// The region's name; nil for the one region of a control without `regions:`.
    public var name: Located<String>?
    /// The states a control may start in or be restored to; the first is the default.
    public var initial: [Located<String>]
    /// The states, in document order.
    public var states: [SpecState]
    /// The transitions, in document order (the order `when: else` and messages refer to).
    public var transitions: [SpecTransition]
    /// The parent states of a nested chart, outermost first in document order; empty for a flat
    /// region. `states` then lists the leaves only, each with its `ancestors`.
    public var parents: [ParentState] = []
    /// For a nested region (`regions:` under a state), the region and state that hold it; nil for
    /// a top-level region.
    public var owner: RegionOwner?
    /// Where the region starts (the control's mapping for a control without regions).
    public var location: SourceLocation

    /// A region as decoded.
    public init(
        name: Located<String>?, initial: [Located<String>], states: [SpecState],
        transitions: [SpecTransition], location: SourceLocation
    ) {
        self.name = name
        self.initial = initial
        self.states = states
        self.transitions = transitions
        self.location = location
    }
}

/// The place a nested region is declared: the leaf state holding it (`regions:` under a state)
/// and that state's region.
package struct RegionOwner: Hashable, Sendable {
    /// The index of the owner region in `Control.regions` (always before the nested region's).
    public var region: Int
    /// The name of the leaf state of the owner region holding the nested region.
    public var state: String

    /// The nested region held by `state` of `Control.regions[region]`.
    public init(region: Int, state: String) {
        self.region = region
        self.state = state
    }
}

/// A state and what the control looks like in it.
package struct SpecState: Hashable, Sendable {
    /// The state's name, unique in its region.
    public var name: Located<String>
    /// Image names, bottom to top.
    public var images: [Located<String>] = []
    /// Text names (`text:`), drawn above the images.
    public var texts: [Located<String>] = []
    /// Animatable values the state sets (`values:`).
    public var values: [LookBinding] = []
    /// The control's opacity in the state, 0…1.
    public var alpha: Located<Double>?
    /// The tint color in the state.
    public var tint: Located<ColorValue>?
    /// `UIControl.isSelected` in the state.
    public var selected: Bool?
    /// `UIControl.isHighlighted` in the state.
    public var highlighted: Bool?
    /// `UIControl.isEnabled` in the state.
    public var enabled: Bool?
    /// What VoiceOver reads as the control's label in the state.
    public var accessibilityLabel: Located<String>?
    /// What VoiceOver reads as the control's value in the state.
    public var accessibilityValue: Located<String>?
    /// The animation the state plays while it is active (`ambient:`).
    public var ambient: Located<String>?
    /// Warning codes silenced for this state.
    public var suppress: [Located<String>] = []
    /// The parent states it is nested in, outermost first; empty at the top of its region.
    public var ancestors: [String] = []
    /// Where the state's entry starts.
    public var location: SourceLocation

    /// A state as decoded; the reader sets the aspects of its look the spec writes.
    public init(name: Located<String>, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The state's path as users write it: `playing.buffering`, or `idle` at the top.
    public var path: String { ParentState.path(ancestors, name.value) }
}
