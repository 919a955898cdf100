/// One entry of `transitions:`.
package struct SpecTransition: Hashable, Sendable {
    /// Which states the transition leaves.
    public enum Source: Hashable, Sendable {
        /// `from: "*"`: every state of the region. Ranks below explicit sources.
        case any(SourceLocation)
        /// `from: state` or `from: [a, b]`.
        case states([Located<String>])
    }

    /// The transition's `when:`.
    public enum Condition: Hashable, Sendable {
        case expression(SpecExpression)
        /// `when: else`: holds exactly when no other transition of the same source and event is enabled.
        case otherwise(SourceLocation)
    }

    /// The transition's position in its region's `transitions:` list (0-based).
    public var index: Int
    /// The states it leaves: `"*"` or named states.
    public var from: Source
    /// The events it answers (`on:`); empty exactly when it fires on its `timer`.
    public var on: [Located<String>]
    /// Its timer (`after:`, `every:`) instead of events; nil for a transition that answers events.
    public var timer: TimerTrigger?
    /// The state it enters.
    public var to: Located<String>
    /// The parent `to:` names when it names one (`to` is then the leaf its first entry enters):
    /// a parent with `history:`, or one whose initial children lead into one, may enter another.
    public var toParent: String?
    /// Its guard (`when:`), nil when it always may fire.
    public var condition: Condition?
    /// The assignments of `set:`, in document order.
    public var actions: [Action]
    /// The outputs it sends (`emit:`), in order.
    public var emit: [Located<String>]
    /// The animation it plays, by name.
    public var animation: Located<String>?
    /// Warning codes silenced for this transition.
    public var suppress: [Located<String>]
    /// The name the spec gives it (`name:`), nil when the generator derives one.
    public var name: Located<String>?
    /// Where the transition's mapping starts.
    public var location: SourceLocation

    /// A transition as decoded; only `index`, `from`, `on` (or `timer`), `to` and `location` are
    /// required.
    public init(
        index: Int, from: Source, on: [Located<String>], timer: TimerTrigger? = nil, to: Located<String>,
        condition: Condition? = nil, actions: [Action] = [], emit: [Located<String>] = [],
        animation: Located<String>? = nil, suppress: [Located<String>] = [], name: Located<String>? = nil,
        location: SourceLocation
    ) {
        self.index = index
        self.from = from
        self.on = on
        self.timer = timer
        self.to = to
        self.condition = condition
        self.actions = actions
        self.emit = emit
        self.animation = animation
        self.suppress = suppress
        self.name = name
        self.location = location
    }

    /// Whether the transition names its source states explicitly (the higher dispatch rank).
    public var isExplicit: Bool {
        if case .states = from { return true }
        return false
    }
}

/// One assignment of a transition's `set:`. All assignments of a transition read the values
/// from before the event and are applied together.
package struct Action: Hashable, Sendable {
    /// The assigned value as written.
    public enum Value: Hashable, Sendable {
        case bool(Bool)
        case int(Int)
        case enumCase(String)
        /// `!prop`
        case negation(of: String)
        /// `prop + n` (`prop - n` is an offset of -n)
        case offset(of: String, by: Int)
        /// A number computed for a `double` property: `clamp(value + 0.1, 0, 1)`.
        case number(NumberExpression)
    }

    /// The property written.
    public var property: Located<String>
    /// The value it gets, read against the values before the event.
    public var value: Located<Value>

    /// `property` gets `value`.
    public init(property: Located<String>, value: Located<Value>) {
        self.property = property
        self.value = value
    }
}
