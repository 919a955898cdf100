import ControlSpecCore

/// The split of a control's state properties into independent groups, each explored with the
/// control's skeleton rather than with every other group.
///
/// Three counters that never meet (`a`, `b`, `c`, each `+1` on its own event under a `< max`
/// guard) span the product of their ranges, 1,001³ configurations, yet no question the checks ask
/// involves two of them. A **group** is a set of state properties together with the transitions
/// that read or write them, such that
///
/// 1. every transition of the group keeps its region's state (`from: s` `to: s`, or a region with
///    one state), so it never changes what the rest of the control does;
/// 2. every transition answering one of the group's events belongs to the group (transitions
///    sharing an event are merged, in every region), so the group's properties are read only by
///    its own transitions and change only on its own events;
/// 3. none of its transitions answers the group's `release` event (the release rule is about
///    the region's states, which the skeleton decides).
///
/// Everything else is the **skeleton**: the regions, the other state properties and their
/// transitions. The skeleton never reads a group's properties, and a group's transitions change
/// only its own properties, so a configuration of the skeleton and one group is reachable exactly
/// when it is the projection of a reachable configuration of the whole control, with every other
/// group at its defaults (that group's events need never happen). Every fact a check needs is
/// about one cell (region, state, event) or one step's transitions, hence about the skeleton or
/// one group: exploring the skeleton alone, then the skeleton with each group, decides each fact
/// exactly, with witnesses that are reachable configurations of the whole control.
struct IndependentGroups: Sendable {
    /// Per transition: the index of its group, or nil for the skeleton.
    let groupOfTransition: [Int?]
    /// The state-property variables of each group, in variable order.
    let variables: [[Int]]

    init(_ machine: CompiledMachine) {
        let table = machine.table
        let regionCount = machine.control.regions.count
        let properties = regionCount..<table.configurationCount
        // Without a state property everything is the skeleton; with history or an animation timer
        // too (a memory or the entering animation is written by moves of the skeleton).
        guard !properties.isEmpty, machine.history == nil, machine.animationTimers == nil,
            machine.nesting.isEmpty
        else {
            variables = []
            groupOfTransition = Array(repeating: nil, count: machine.transitions.count)
            return
        }
        // Union-find over: node 0 the skeleton, then one node per state property, then one per
        // transition.
        let firstTransition = 1 + properties.count
        var units = UnionFind(count: firstTransition + machine.transitions.count)
        let release = machine.control.group.flatMap { machine.events.firstIndex(of: $0.release.value) }
        var firstOnEvent = [Int?](repeating: nil, count: machine.events.count)
        // Transitions are read in place: a copy of one costs a retain per field of its model.
        for number in machine.transitions.indices {
            let node = firstTransition + number
            for variable in Self.touched(machine.transitions[number]) where properties.contains(variable) {
                units.join(node, 1 + variable - regionCount)
            }
            let states = machine.control.regions[machine.transitions[number].region].states.count
            let target = machine.transitions[number].target
            let keepsState = states <= 1 || machine.transitions[number].sources.allSatisfy { $0 == target }
            let events = machine.transitions[number].events
            if !keepsState || events.contains(where: { $0 == release }) { units.join(node, 0) }
            for event in events {
                if let first = firstOnEvent[event] {
                    units.join(node, first)
                } else {
                    firstOnEvent[event] = node
                }
            }
        }
        // A unit without a state property has nothing to explore apart: it joins the skeleton.
        var hasVariable = Array(repeating: false, count: units.count)
        for variable in properties { hasVariable[units.root(1 + variable - regionCount)] = true }
        var groupOfRoot: [Int: Int] = [:]
        var variables: [[Int]] = []
        for variable in properties {
            let unit = units.root(1 + variable - regionCount)
            guard unit != 0 else { continue }
            if let group = groupOfRoot[unit] {
                variables[group].append(variable)
            } else {
                groupOfRoot[unit] = variables.count
                variables.append([variable])
            }
        }
        self.variables = variables
        groupOfTransition = machine.transitions.indices.map { number in
            let unit = units.root(firstTransition + number)
            return hasVariable[unit] ? groupOfRoot[unit] : nil
        }
    }

    /// Disjoint sets of the nodes `0..<count`; a set's root is its smallest node, so the skeleton
    /// (0) always stays a root.
    private struct UnionFind {
        private var parent: [Int]

        init(count: Int) { parent = Array(0..<count) }

        var count: Int { parent.count }

        mutating func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }

        mutating func join(_ first: Int, _ second: Int) {
            let (left, right) = (root(first), root(second))
            if left < right { parent[right] = left } else if right < left { parent[left] = right }
        }
    }

    /// The state properties and inputs a transition's guard reads, its `set:` writes, or its
    /// `set:` reads.
    private static func touched(_ transition: CompiledMachine.CompiledTransition) -> [Int] {
        var result = transition.reads
        for assignment in transition.assignments {
            result.append(assignment.variable)
            switch assignment.value {
            case .negation(let source), .offset(let source, _): result.append(source)
            case .constant: break
            }
        }
        return result
    }

    /// The explorations that decide every fact: the skeleton alone (it decides reachability, dead
    /// ends and ways back), then the skeleton with each group. A control without groups is one
    /// exploration of everything.
    func scopes(_ machine: CompiledMachine) -> [ExplorationScope] {
        guard !variables.isEmpty else { return [ExplorationScope(whole: machine)] }
        let skeleton = groupOfTransition.map { $0 == nil }
        let grouped = Set(variables.joined())
        var scopes = [
            ExplorationScope(machine, fires: skeleton, records: skeleton, fixed: grouped, decidesStates: true)
        ]
        for (group, members) in variables.enumerated() {
            let records = groupOfTransition.map { $0 == group }
            let fires = zip(skeleton, records).map { $0 || $1 }
            scopes.append(
                ExplorationScope(
                    machine, fires: fires, records: records, fixed: grouped.subtracting(members),
                    decidesStates: false))
        }
        return scopes
    }
}

/// What one exploration runs and what it records.
struct ExplorationScope: Sendable {
    /// Per transition: whether it fires in this exploration (elsewhere its cell is empty).
    let fires: [Bool]
    /// Per transition: whether this exploration records facts about it.
    let records: [Bool]
    /// Configuration variables that keep their initial value throughout.
    let fixed: Set<Int>
    /// The events worth offering: those a firing transition answers, and the group's `release`.
    let events: [Int]
    /// Whether this exploration decides reachability, dead ends and ways back, and records the
    /// cells no transition answers (the group's `release` being ignored).
    let decidesStates: Bool

    init(_ machine: CompiledMachine, fires: [Bool], records: [Bool], fixed: Set<Int>, decidesStates: Bool) {
        self.fires = fires
        self.records = records
        self.fixed = fixed
        var offered = Array(repeating: false, count: machine.events.count)
        for number in machine.transitions.indices where fires[number] {
            for event in machine.transitions[number].events { offered[event] = true }
        }
        if let release = machine.control.group.flatMap({ machine.events.firstIndex(of: $0.release.value) }) {
            offered[release] = true
        }
        events = offered.indices.filter { offered[$0] }
        self.decidesStates = decidesStates
    }

    /// Everything fires and is recorded.
    init(whole machine: CompiledMachine) {
        let all = Array(repeating: true, count: machine.transitions.count)
        self.init(machine, fires: all, records: all, fixed: [], decidesStates: true)
    }
}
