/// A machine whose instances can be joined into an exclusive group (`group:` in the spec).
public protocol GroupMember: ControlMachine {
    /// The event the group sends to the active member when another member becomes active.
    static var releaseEvent: Event { get }
    /// Whether the member is in one of the group's idle states.
    var isIdle: Bool { get }
}

/// What one event sent to a group member fired.
public struct GroupStep<Step: Hashable & Sendable>: Hashable, Sendable {
    /// What the addressed member fired, nil when it ignored the event.
    public var step: Step?
    /// The member that was released because the addressed one became active.
    public var releasedMember: Int?
    /// What the release fired in that member.
    public var releaseStep: Step?

    public init(step: Step?, releasedMember: Int? = nil, releaseStep: Step? = nil) {
        self.step = step
        self.releasedMember = releasedMember
        self.releaseStep = releaseStep
    }
}

/// Members of one control joined into an exclusive group: at most one member is outside the idle
/// states. When a member becomes active, the previously active one is sent the release event.
///
/// Generated code names it `<Control>Group`.
public struct ExclusiveGroup<Member: GroupMember>: Hashable, Sendable {
    /// The members, in index order.
    public private(set) var members: [Member]
    /// The index of the member outside the idle states, if any.
    public private(set) var active: Int?

    /// A group of `count` members, each in its first initial state. If that state is not idle,
    /// every member but the first is released, so the rule holds from the start.
    public init(count: Int) {
        members = Array(repeating: Member(), count: max(0, count))
        active = nil
        for index in members.indices where !members[index].isIdle {
            if active == nil {
                active = index
            } else {
                _ = members[index].send(Member.releaseEvent)
            }
        }
    }

    /// Sends `event` to the member at `index` and enforces the group rule. An index outside the
    /// group is ignored.
    @discardableResult
    public mutating func send(_ event: Member.Event, to index: Int) -> GroupStep<Member.Step> {
        guard members.indices.contains(index) else { return GroupStep(step: nil) }
        let step = members[index].send(event)
        var result = GroupStep(step: step)
        if members[index].isIdle {
            if active == index { active = nil }
            return result
        }
        if let previous = active, previous != index {
            result.releasedMember = previous
            result.releaseStep = members[previous].send(Member.releaseEvent)
        }
        active = index
        return result
    }
}
