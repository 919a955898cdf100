/// Exact breadth-first exploration of the extended state space.
///
/// A configuration is one state per region plus a value for every state property; inputs stay
/// symbolic. From every initial configuration each event is offered (`RegionDispatch`, `Step`)
/// and every successor visited, until none is new or `budget` configurations were discovered.
/// The successor graph is kept (as compact adjacency lists) to decide dead ends and ways back.
struct Exploration {
    let machine: CompiledMachine
    private(set) var recorder: FindingRecorder
    private(set) var configurations: ConfigurationStore
    /// Successors of configuration `i` are `edges[edgeStart[i]..<edgeStart[i + 1]]`.
    private var edgeStart: [Int] = [0]
    private var edges: [Int32] = []

    /// What this exploration fires and records (by default: everything).
    let scope: ExplorationScope

    /// An exploration of `scope` (by default the whole control) recording into `recorder` (by
    /// default a fresh one): the explorations of one control's groups share one recorder.
    init(_ machine: CompiledMachine, scope: ExplorationScope? = nil, recorder: FindingRecorder? = nil) {
        self.machine = machine
        self.scope = scope ?? ExplorationScope(whole: machine)
        self.recorder = recorder ?? FindingRecorder(machine)
        configurations = ConfigurationStore(machine.table, fixed: self.scope.fixed)
        concrete = machine.table.configurationCount == machine.table.variables.count
    }

    /// Whether to evaluate the rule at concrete points (no inputs); false forces the symbolic rule.
    var concrete: Bool

    /// Whether the exploration stopped at its deadline.
    private(set) var ranOutOfTime = false

    /// Explores; returns false when the budget (or the time until `deadline`) ran out before the
    /// exploration finished (`deadline`: a `ProcessorClock` reading, checked every 1,024
    /// configurations).
    mutating func run(budget: Int, deadline: UInt64? = nil) -> Bool {
        for configuration in machine.initialConfigurations
        where configurations.number(of: configuration) == nil {
            guard discover(configuration, budget: budget) != nil else { return finish(exact: false) }
        }
        var next = 0
        let regions = machine.control.regions.indices
        while next < configurations.count {
            if next & 1023 == 1023, let deadline, ProcessorClock.now() >= deadline {
                ranOutOfTime = true
                return finish(exact: false)
            }
            let configuration = configurations[next]
            for event in scope.events {
                for step in steps(configuration, event: event, regions: regions, budget: budget) {
                    guard !step.isTruncated else { return finish(exact: false) }
                    recorder.record(step, event: event, only: scope.records)
                    for successor in step.successors {
                        guard
                            let target = configurations.number(of: successor)
                                ?? discover(successor, budget: budget)
                        else { return finish(exact: false) }
                        edges.append(Int32(truncatingIfNeeded: target))
                    }
                }
            }
            edgeStart.append(edges.count)
            next += 1
        }
        return finish(exact: true)
    }

    /// Runs the dispatch rule in every region, records what it shows, and returns the outcomes.
    private mutating func steps(_ configuration: [Int], event: Int, regions: Range<Int>, budget: Int)
        -> [Step]
    {
        if concrete {
            var selected: [[Int]] = []
            for region in regions {
                let state = configuration[region]
                guard firesCell(region, state, event) else {
                    selected.append([])
                    continue
                }
                let rule = RegionDispatch.concrete(machine, region: region, event: event, at: configuration)
                if recordsCell(region, state, event) {
                    recorder.record(
                        enabled: rule.enabled, selected: rule.selected, region: region, event: event,
                        at: configuration)
                }
                selected.append(rule.selected)
            }
            return Step.outcomes(machine, at: configuration, selected: selected)
        }
        let context = machine.table.box(of: configuration)
        let dispatches = regions.map { region in
            firesCell(region, configuration[region], event)
                ? RegionDispatch(machine, region: region, event: event, context: context)
                : RegionDispatch.ignoring(context)
        }
        // Guards too fragmented to resolve exactly: stop, and let the conservative analysis finish.
        guard dispatches.allSatisfy(\.isExact) else {
            recorder.facts.tooComplex = true
            return [
                Step(
                    fired: [], condition: .never, witness: [], successors: [], violations: [],
                    isTruncated: true)
            ]
        }
        for (region, dispatch) in dispatches.enumerated()
        where recordsCell(region, configuration[region], event) {
            recorder.record(dispatch, region: region, event: event, context: context, certain: true)
        }
        // More copied input values than configurations left to discover cannot finish in budget.
        let limit = budget - configurations.count + 1
        return Step.outcomes(machine, from: configuration, dispatches: dispatches, limit: limit)
    }

    /// The first candidate of a cell: every candidate of a cell belongs to the same group.
    private func representative(_ region: Int, _ state: Int, _ event: Int) -> Int? {
        let cell = machine.candidates[region][state][event]
        return cell.explicit.first ?? cell.wildcard.first
    }

    /// Whether the cell's transitions fire in this exploration.
    private func firesCell(_ region: Int, _ state: Int, _ event: Int) -> Bool {
        representative(region, state, event).map { scope.fires[$0] } ?? true
    }

    /// Whether this exploration records what the cell shows (a cell without candidates: the
    /// exploration that decides the states).
    private func recordsCell(_ region: Int, _ state: Int, _ event: Int) -> Bool {
        representative(region, state, event).map { scope.records[$0] } ?? scope.decidesStates
    }

    private mutating func discover(_ configuration: [Int], budget: Int) -> Int? {
        guard configurations.count < budget else { return nil }
        return configurations.insert(configuration)
    }

    private mutating func finish(exact: Bool) -> Bool {
        recorder.facts.isExact = recorder.facts.isExact && exact
        recorder.facts.explored += configurations.count
        for number in 0..<configurations.count {
            for region in machine.control.regions.indices {
                recorder.facts.reached[region][configurations.value(of: number, at: region)] = true
            }
        }
        if exact && scope.decidesStates {
            recorder.facts.mayReach = recorder.facts.reached
            decideWaysOut()
        }
        return exact
    }

    /// Dead ends (no configuration of the state has a successor in another state) and states
    /// from which no configuration can get back to an initial or idle state.
    private mutating func decideWaysOut() {
        let count = configurations.count
        // Reverse edges as compact adjacency lists: sources of `i` are
        // `sources[sourceStart[i]..<sourceStart[i + 1]]`.
        var sourceStart = Array(repeating: 0, count: count + 1)
        for edge in edges { sourceStart[Int(edge) + 1] += 1 }
        for index in 0..<count { sourceStart[index + 1] += sourceStart[index] }
        var fill = sourceStart
        var sources = Array(repeating: Int32(0), count: edges.count)
        for source in 0..<count {
            for edge in edges[edgeStart[source]..<edgeStart[source + 1]] {
                sources[fill[Int(edge)]] = Int32(source)
                fill[Int(edge)] += 1
            }
        }
        let control = machine.control
        for (region, model) in control.regions.enumerated() {
            let stateOf = (0..<count).map { configurations.value(of: $0, at: region) }
            var leaves = Array(repeating: false, count: model.states.count)
            for source in 0..<count {
                for edge in edges[edgeStart[source]..<edgeStart[source + 1]]
                where stateOf[Int(edge)] != stateOf[source] {
                    leaves[stateOf[source]] = true
                }
            }
            let home = machine.homeStates(region)
            var back = Array(repeating: false, count: count)
            var queue = (0..<count).filter { home.contains(stateOf[$0]) }
            for member in queue { back[member] = true }
            while let member = queue.popLast() {
                for source in sources[sourceStart[member]..<sourceStart[member + 1]] where !back[Int(source)]
                {
                    back[Int(source)] = true
                    queue.append(Int(source))
                }
            }
            var returns = Array(repeating: false, count: model.states.count)
            for member in 0..<count where back[member] { returns[stateOf[member]] = true }
            for state in model.states.indices where recorder.facts.reached[region][state] {
                recorder.facts.deadEnds[region][state] = !leaves[state] && model.states.count > 1
                recorder.facts.noWayBack[region][state] = !returns[state]
            }
        }
    }
}
