import ControlSpecCore

/// Timers on parents (`after:`/`every:` on a transition `from:` a parent), decided once for every
/// back end (analysis, generated Swift, preview).
///
/// A parent's timer counts from the parent's latest **entry**, and moves between its children keep
/// it running. A step enters a parent anew when the leaf it ends in is below the parent and the
/// parent was not already active, or was left on the way: the step's transition was taken in a leaf
/// below it and its `to:` names a state not strictly below it (the parent itself, or one outside
/// it: the rule by which history records a memory, `HistoryPlan`). Leaving the parent cancels its
/// timers. The one exception is a repeating transition `from:` the parent back to it
/// (`from: active, every: 1, to: active`): the repeat is part of the parent, so the parent's clock
/// runs on while the region enters the leaf `to:` leads to.
package struct ParentClocks: Sendable {
    /// One parent with timers, and so a clock of its own.
    package struct Clock: Sendable {
        /// Its region.
        package var region: Int
        /// The parent.
        package var parent: ParentState
        /// Its leaves' numbers in the region.
        package var leaves: [Int]
        /// The transitions (numbered across regions) that leave and re-enter the parent when taken
        /// in one of its leaves and ending in one: their `to:` names a state not strictly below it.
        package var reentering: [Int]

        /// Whether a step of `transition` from leaf `source` to leaf `target` of the clock's region
        /// enters the parent anew (its clock starts over).
        package func entersAnew(transition: Int, source: Int, target: Int) -> Bool {
            guard leaves.contains(target) else { return false }
            return !leaves.contains(source) || reentering.contains(transition)
        }
    }

    /// The parents with timers, in the order their timers first appear.
    package let clocks: [Clock]

    /// The clocks of `model`'s parents with timers.
    package init(_ model: ResolvedControl) {
        var clocks: [Clock] = []
        for event in model.events.indices.dropFirst(model.inputEventCount) {
            guard let timer = model.events[event].timer, let name = timer.parent,
                !clocks.contains(where: { $0.region == timer.region && $0.parent.name.value == name }),
                let parent = model.control.regions[timer.region].parents.first(where: {
                    $0.name.value == name
                })
            else { continue }
            let region = model.control.regions[timer.region]
            let leaves = region.states.indices.filter { parent.leaves.contains(region.states[$0].name.value) }
            let reentering = model.transitions.indices.filter { number in
                let numbered = model.transitions[number]
                return numbered.region == timer.region && numbered.sources.contains { leaves.contains($0) }
                    && Self.reenters(numbered.transition, name, in: region)
            }
            clocks.append(Clock(region: timer.region, parent: parent, leaves: leaves, reentering: reentering))
        }
        self.clocks = clocks
    }

    /// Whether `transition`, fired by its repeating timer in the leaf it returns to, still enters
    /// that leaf anew: its `to:` names a parent, which it leaves and re-enters (only a `to:` naming
    /// the leaf itself keeps the leaf's timers running). Entering a state anew so always enters
    /// the states below it anew, and a parent's clock never starts after a clock inside it.
    package static func reentersLeaf(_ transition: Transition) -> Bool {
        transition.timer?.repeats == true && transition.toParent != nil
    }

    /// The clock of `parent` in `region`, nil when the parent has no timer.
    package func clock(_ region: Int, _ parent: String) -> Int? {
        clocks.firstIndex { $0.region == region && $0.parent.name.value == parent }
    }

    /// Whether `transition`, taken in a leaf below `parent` of `region`, leaves the parent and
    /// enters it anew when it ends below it: its `to:` names a state not strictly below the
    /// parent, unless it repeats (`every:`), its `from:` names the parent and its `to:` is the
    /// parent: the repeat is part of the parent.
    static func reenters(_ transition: Transition, _ parent: String, in region: Region) -> Bool {
        let written = transition.toParent ?? transition.to.value
        let ancestors =
            region.parents.first { $0.name.value == written }?.ancestors
            ?? region.states.first { $0.name.value == written }?.ancestors ?? []
        if ancestors.contains(parent) { return false }
        if transition.timer?.repeats == true, written == parent, case .states(let names) = transition.from,
            names.contains(where: { $0.value == parent })
        {
            return false
        }
        return true
    }

    /// Whether transition `position` of `region`, taken in leaf `leaf`, answers the timer `event`
    /// (`timers[event - timerBase]`): the timer counts from the state the transition's `from:`
    /// names deepest around the leaf (`NestedSources.timerParent`), so one transition `from:` a
    /// parent and one of its leaves answers the parent's timer in the other leaves only.
    static func timerFilter(
        _ control: Control, timers: [ResolvedControl.Timer], timerBase: Int
    ) -> (Int, Int, Int, Int) -> Bool {
        let sources = control.regions.map(NestedSources.init)
        return { region, position, leaf, event in
            let timer = timers[event - timerBase]
            guard !control.regions[region].parents.isEmpty,
                case .states(let names) = control.regions[region].transitions[position].from
            else { return timer.parent == nil }
            let parent = sources[region].timerParent(of: control.regions[region].states[leaf], among: names)
            return parent?.name.value == timer.parent
        }
    }
}
