extension ExclusiveGroup where Member: TimedControlMachine {
    /// The earliest instant a timer of some member is due, nil when none runs.
    public var nextDeadline: Duration? { members.compactMap(\.nextDeadline).min() }

    /// Fires every member's timers due at or before `time`, one instant at a time, earliest first
    /// (at one instant, members in index order), each as the member's own `advanceClock(to:)`
    /// fires it, and enforces the group rule after each member's instant as `send(_:to:)` does: a
    /// member a timer made active releases the active one at that instant. Then moves every
    /// member's clock to `time` (never back), so the members share one clock. Returns what fired,
    /// in order, with the index of the member that fired it (a release is part of the entry of the
    /// member that caused it).
    @discardableResult
    public mutating func advanceClock(to time: Duration) -> [(member: Int, step: GroupStep<Member.Step>)] {
        var fired: [(member: Int, step: GroupStep<Member.Step>)] = []
        while let deadline = nextDeadline, deadline <= time {
            for index in members.indices where members[index].nextDeadline == deadline {
                let steps = members[index].advanceClock(to: deadline)
                var entries = steps.map { (member: index, step: GroupStep<Member.Step>(step: $0)) }
                let release = ExclusiveRule.membersToRelease(
                    active: members.map { !$0.isIdle }, changed: index)
                for released in release {
                    // The released member reaches the instant first: its own timers due then fire.
                    for step in members[released].advanceClock(to: deadline) {
                        fired.append((released, GroupStep(step: step)))
                    }
                    let releaseStep = members[released].send(Member.releaseEvent)
                    if entries.isEmpty { entries.append((index, GroupStep(step: nil))) }
                    entries[entries.count - 1].step.releasedMember = released
                    entries[entries.count - 1].step.releaseStep = releaseStep
                }
                fired += entries
            }
        }
        for index in members.indices { _ = members[index].advanceClock(to: time) }
        active = members.firstIndex { !$0.isIdle }
        return fired
    }
}
