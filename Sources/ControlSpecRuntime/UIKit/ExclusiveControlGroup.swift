#if canImport(UIKit)
    /// UIKit controls of one spec joined into an exclusive group (a row of sort headers, radio
    /// buttons): at most one member is active. A member that becomes active — by an event or a
    /// restore — releases the others (they play their own transition back); a member added while
    /// another is active is released itself. The group holds its members weakly. The rule is
    /// `ExclusiveRule`, shared with the machine-level `ExclusiveGroup`.
    @MainActor
    public final class ExclusiveControlGroup<Machine: GroupMember> {
        private final class Member {
            weak var driver: ControlDriver<Machine>?
            init(_ driver: ControlDriver<Machine>) { self.driver = driver }
        }

        private var entries: [Member] = []
        /// Set while the group releases members, whose own changes then need no enforcing.
        private var enforcing = false

        /// An empty group; `add(_:)` joins members.
        public init() {}

        /// The members still alive, in the order they were added.
        public var members: [ControlDriver<Machine>] { entries.compactMap(\.driver) }

        /// The active member, if any.
        public var active: ControlDriver<Machine>? { members.first { !$0.machine.isIdle } }

        /// Joins a control's driver (`sortButton.driver`) to the group; if it arrives active while
        /// another member is active, it is released.
        public func add(_ driver: ControlDriver<Machine>) {
            guard !members.contains(where: { $0 === driver }) else { return }
            entries.removeAll { $0.driver == nil }
            entries.append(Member(driver))
            driver.afterChange = { [weak self] driver in self?.enforce(changed: driver) }
            enforce(changed: nil)
        }

        /// Takes a member out of the group; it keeps its state.
        public func remove(_ driver: ControlDriver<Machine>) {
            entries.removeAll { $0.driver === driver || $0.driver == nil }
            driver.afterChange = nil
        }

        private func enforce(changed: ControlDriver<Machine>?) {
            guard !enforcing else { return }
            enforcing = true
            defer { enforcing = false }
            let members = self.members
            let changedIndex = changed.flatMap { changed in members.firstIndex { $0 === changed } }
            let release = ExclusiveRule.membersToRelease(
                active: members.map { !$0.machine.isIdle }, changed: changedIndex)
            for index in release { members[index].send(Machine.releaseEvent) }
        }
    }
#endif
