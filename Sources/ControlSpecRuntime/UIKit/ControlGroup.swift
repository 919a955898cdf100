#if canImport(UIKit)
    /// UIKit controls of one spec joined into an exclusive group (a row of sort headers, radio
    /// buttons): when a member becomes active, every other active member is sent the release event
    /// and plays its own transition back. The machine-level counterpart is `ExclusiveGroup`.
    @MainActor
    public final class ControlGroup<Machine: GroupMember> {
        private var drivers: [ControlDriver<Machine>] = []

        public init() {}

        /// Joins a control's driver (`sortButton.driver`) to the group.
        public func add(_ driver: ControlDriver<Machine>) {
            drivers.append(driver)
            driver.afterStep = { [weak self] driver in self?.release(except: driver) }
        }

        private func release(except activated: ControlDriver<Machine>) {
            guard !activated.machine.isIdle else { return }
            for other in drivers where other !== activated && !other.machine.isIdle {
                other.send(Machine.releaseEvent)
            }
        }
    }
#endif
