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

    /// What one event fired in the addressed member and in the member it released.
    public init(step: Step?, releasedMember: Int? = nil, releaseStep: Step? = nil) {
        self.step = step
        self.releasedMember = releasedMember
        self.releaseStep = releaseStep
    }
}

/// The group rule, the one implementation `ExclusiveGroup` and `ExclusiveControlGroup` share: at most one
/// member is active (outside the idle states).
public enum ExclusiveRule {
    /// The members to release so that at most one of `active` stays active. `changed` is the
    /// member that just became what it is (a step, a restore): when it is active it wins;
    /// otherwise (a new group, a member added) the first active member wins.
    public static func membersToRelease(active: [Bool], changed: Int? = nil) -> [Int] {
        let winner: Int?
        if let changed, active.indices.contains(changed), active[changed] {
            winner = changed
        } else {
            winner = active.firstIndex(of: true)
        }
        return active.indices.filter { active[$0] && $0 != winner }
    }
}

/// Members of one control joined into an exclusive group: at most one member is outside the idle
/// states. When a member becomes active, the previously active one is sent the release event.
///
/// Generated code names it `<Control>Group`.
public struct ExclusiveGroup<Member: GroupMember>: Hashable, Sendable {
    /// The members, in index order.
    public internal(set) var members: [Member]
    /// The index of the member outside the idle states, if any.
    public internal(set) var active: Int?

    /// A group of `count` members, each in its first initial state. If that state is not idle,
    /// every member but the first is released, so the rule holds from the start.
    public init(count: Int) {
        members = Array(repeating: Member(), count: max(0, count))
        active = nil
        for index in ExclusiveRule.membersToRelease(active: members.map { !$0.isIdle }) {
            _ = members[index].send(Member.releaseEvent)
        }
        active = members.firstIndex { !$0.isIdle }
    }

    /// Sends `event` to the member at `index` and enforces the group rule. An index outside the
    /// group is ignored.
    @discardableResult
    public mutating func send(_ event: Member.Event, to index: Int) -> GroupStep<Member.Step> {
        guard members.indices.contains(index) else { return GroupStep(step: nil) }
        let step = members[index].send(event)
        var result = GroupStep(step: step)
        for released in ExclusiveRule.membersToRelease(active: members.map { !$0.isIdle }, changed: index) {
            result.releasedMember = released
            result.releaseStep = members[released].send(Member.releaseEvent)
        }
        active = members.firstIndex { !$0.isIdle }
        return result
    }
}
