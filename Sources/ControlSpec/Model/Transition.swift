/// One entry of `transitions:`.
public struct Transition: Hashable, Sendable {
    /// Which states the transition leaves.
    public enum Source: Hashable, Sendable {
        /// `from: "*"`: every state of the region. Ranks below explicit sources.
        case any(SourceLocation)
        /// `from: state` or `from: [a, b]`.
        case states([Located<String>])
    }

    /// The transition's `when:`.
    public enum Condition: Hashable, Sendable {
        case expression(Expression)
        /// `when: else`: holds exactly when no other transition of the same source and event is enabled.
        case otherwise(SourceLocation)
    }

    /// The transition's position in its region's `transitions:` list (0-based).
    public var index: Int
    public var from: Source
    public var on: [Located<String>]
    public var to: Located<String>
    public var condition: Condition?
    public var actions: [Action]
    public var emit: [Located<String>]
    public var animation: Located<String>?
    public var suppress: [Located<String>]
    public var location: SourceLocation

    public init(
        index: Int, from: Source, on: [Located<String>], to: Located<String>,
        condition: Condition? = nil, actions: [Action] = [], emit: [Located<String>] = [],
        animation: Located<String>? = nil, suppress: [Located<String>] = [], location: SourceLocation
    ) {
        self.index = index
        self.from = from
        self.on = on
        self.to = to
        self.condition = condition
        self.actions = actions
        self.emit = emit
        self.animation = animation
        self.suppress = suppress
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
public struct Action: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case bool(Bool)
        case int(Int)
        case enumCase(String)
        /// `!prop`
        case negation(of: String)
        /// `prop + n` (`prop - n` is an offset of -n)
        case offset(of: String, by: Int)
    }

    public var property: Located<String>
    public var value: Located<Value>

    public init(property: Located<String>, value: Located<Value>) {
        self.property = property
        self.value = value
    }
}
