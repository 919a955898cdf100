import ControlSpecCore

/// Regions inside a state (`regions:` under a state), decided once for the back ends that read them
/// (the analysis, the generated Swift machine): which state holds which region, when a nested
/// region is active, how a step enters and leaves nested regions, and which preempt which.
///
/// **Numbering.** `Control.regions` lists the top-level regions, then the nested ones (`Region`
/// documents the order), so a nested region's number is always greater than its owner region's.
/// A configuration gives every region a state number; an inactive nested region has the number
/// `inactiveState(of:)`, its state count (one past its last leaf), which no guard `==` matches.
///
/// **Activity.** A nested region is active exactly while its owner region is in the holding leaf
/// (an inactive owner region's number is never a leaf's, so this holds at every depth).
///
/// **Dispatch (conflict).** Of the regions selecting a transition on an event, an active region's
/// selection is dropped when any active region it holds (through its current leaf, at any depth)
/// selects one too: a transition of a descendant preempts its ancestor's, as in SCXML.
/// `preemptingRegions(of:)` lists, per region and leaf, the regions whose selection drops it.
///
/// **Coupling.** A transition taken in region R from leaf `s` to leaf `t` (the leaf it actually
/// enters, after history) first leaves every region `s` holds (they become inactive, with the
/// regions they hold), then enters every region `t` holds at its entry state (the first of its
/// `initial:`, already a leaf), including when `t == s`: a self-transition on the holding state
/// re-enters its regions. `coupling(region:source:target:)` says which, in region order.
package struct RegionNesting: Sendable {
    /// Where a nested region sits: the owner region's number and the holding leaf's number in it.
    package struct Owner: Hashable, Sendable {
        /// The owner region's number in `Control.regions`.
        package var region: Int
        /// The holding leaf's number in the owner region's `states`.
        package var state: Int
    }

    /// What a step does to nested regions (`coupling(region:source:target:)`).
    package struct Coupling: Hashable, Sendable {
        /// The regions the step leaves (they become inactive), with the regions they hold.
        package var exited: [Int]
        /// The regions the step enters (each at `entryState(of:)`), with the regions their entry
        /// states hold.
        package var entered: [Int]

        /// Whether the step neither leaves nor enters a nested region.
        package var isEmpty: Bool { exited.isEmpty && entered.isEmpty }
    }

    /// Per region, its owner; nil for a top-level region.
    package let owners: [Owner?]
    /// Per region, its state count: the number of an inactive nested region.
    private let stateCounts: [Int]
    /// Per region, the number of its entry state (the first of `initial:`; for a top-level
    /// region, where the control starts by default).
    private let entryStates: [Int]
    /// Per region and leaf, the regions the leaf holds directly, in region order.
    private let held: [[[Int]]]

    /// The nesting of `control`'s regions, from each region's `owner`.
    package init(_ control: Control) {
        let regions = control.regions
        stateCounts = regions.map(\.states.count)
        entryStates = regions.map { region in
            region.initial.first.flatMap { name in region.states.firstIndex { $0.name.value == name.value } }
                ?? 0
        }
        var held = regions.map { [[Int]](repeating: [], count: $0.states.count) }
        var owners: [Owner?] = []
        for (number, region) in regions.enumerated() {
            guard let owner = region.owner,
                let state = regions[owner.region].states.firstIndex(where: { $0.name.value == owner.state })
            else {
                owners.append(nil)
                continue
            }
            owners.append(Owner(region: owner.region, state: state))
            held[owner.region][state].append(number)
        }
        self.owners = owners
        self.held = held
    }

    /// Whether the control has no nested region: every back end then does what it did before.
    package var isEmpty: Bool { owners.allSatisfy { $0 == nil } }

    /// The regions leaf `state` of `region` holds directly, in region order; empty for most leaves.
    package func regions(heldBy state: Int, in region: Int) -> [Int] {
        held[region].indices.contains(state) ? held[region][state] : []
    }

    /// Whether leaf `state` of `region` holds regions.
    package func holdsRegions(_ state: Int, in region: Int) -> Bool {
        !regions(heldBy: state, in: region).isEmpty
    }

    /// The number an inactive nested region has in a configuration: its state count.
    package func inactiveState(of region: Int) -> Int { stateCounts[region] }

    /// The leaf a region enters when its holding state is entered: the first of its `initial:`.
    package func entryState(of region: Int) -> Int { entryStates[region] }

    /// Whether `region` is active in `states` (one state number per region).
    package func isActive(_ region: Int, in states: some RandomAccessCollection<Int>) -> Bool {
        guard let owner = owners[region] else { return true }
        return states[states.index(states.startIndex, offsetBy: owner.region)] == owner.state
    }

    /// The nested regions below leaf `state` of `region`, at every depth, in region order.
    package func regions(below state: Int, in region: Int) -> [Int] {
        regions(heldBy: state, in: region).flatMap { nested in
            [nested] + (0..<stateCounts[nested]).flatMap { regions(below: $0, in: nested) }
        }.sorted()
    }

    /// The regions a step taken in `region` from leaf `source` to leaf `target` leaves and enters.
    package func coupling(region: Int, source: Int, target: Int) -> Coupling {
        let exited = regions(below: source, in: region)
        var entered: [Int] = []
        func enter(_ state: Int, in region: Int) {
            for nested in regions(heldBy: state, in: region) {
                entered.append(nested)
                enter(entryStates[nested], in: nested)
            }
        }
        enter(target, in: region)
        return Coupling(exited: exited, entered: entered.sorted())
    }

    /// The regions whose selection drops `region`'s when it is in leaf `state`: the regions below
    /// that leaf, at every depth (each counts only while it is active).
    package func preemptingRegions(of region: Int, in state: Int) -> [Int] {
        regions(below: state, in: region)
    }

    /// Where the control starts by default: every region at the first state of its `initial:`,
    /// nested regions settled (`settled(_:)`).
    package var start: [Int] { settled(entryStates) }

    /// `states` with every nested region set as where the control starts (or is set): at its
    /// entry state while its owner is in the holding leaf, else inactive. Regions are settled in
    /// order, so an owner's state is final before its nested regions'.
    package func settled(_ states: [Int]) -> [Int] {
        var states = states
        for region in states.indices where region < owners.count {
            guard let owner = owners[region] else { continue }
            states[region] = states[owner.region] == owner.state ? entryStates[region] : stateCounts[region]
        }
        return states
    }
}
