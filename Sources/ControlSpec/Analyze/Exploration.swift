/// Exact breadth-first exploration of the extended state space.
///
/// A configuration is one state per region plus a value for every state property; inputs stay
/// symbolic. From every initial configuration each event is offered (`RegionDispatch`, `Step`)
/// and every successor visited, until none is new or `budget` configurations were discovered.
/// The successor graph is kept (as compact adjacency lists) to decide dead ends and ways back.
/// An int whose values only guards compare with constants counts one configuration per class of
/// values (`ValueClasses`), not per value.
struct Exploration {
    let machine: CompiledMachine
    private(set) var recorder: FindingRecorder
    private(set) var configurations: ConfigurationStore
    /// Successors of configuration `i` are `edges[edgeStart[i]..<edgeStart[i + 1]]`.
    private var edgeStart: [Int] = [0]
    private var edges: [Int32] = []

    /// What this exploration fires and records (by default: everything).
    let scope: ExplorationScope

    /// How int values are represented: by classes where that is exact (`ValueClasses`), or
    /// every value on its own.
    let classes: ValueClasses

    /// An exploration of `scope` (by default the whole control) recording into `recorder` (by
    /// default a fresh one): the explorations of one control's groups share one recorder. Int
    /// values go by `classes` (by default the machine's; `.enumerating` visits every value).
    init(
        _ machine: CompiledMachine, scope: ExplorationScope? = nil, recorder: FindingRecorder? = nil,
        classes: ValueClasses? = nil
    ) {
        self.machine = machine
        self.scope = scope ?? ExplorationScope(whole: machine)
        self.recorder = recorder ?? FindingRecorder(machine)
        self.classes = classes ?? ValueClasses(machine)
        configurations = ConfigurationStore(machine.table, fixed: self.scope.fixed, classes: self.classes)
        concrete = machine.table.configurationCount == machine.table.variables.count
        cache = DispatchCache(machine)
        everywhere = Constraint([machine.table.universe])
        ignoring = DispatchCache.Rule(
            choices: [(nil, everywhere)], recorded: .concrete(enabled: [], selected: []), isRecorded: true,
            isExact: true)
        fired = Array(repeating: nil, count: machine.control.regions.count)
    }

    /// Whether to evaluate the rule at concrete points (no inputs); false forces the symbolic rule.
    var concrete: Bool
    /// Whether to reuse a cell's rule across configurations with the same key (`DispatchCache`);
    /// false computes and records it at every configuration, as the definition reads.
    var caches = true

    /// Whether the exploration stopped at its deadline.
    private(set) var ranOutOfTime = false
    /// The `ProcessorClock` reading at which the exploration stops, if any.
    private var deadline: UInt64?

    private var cache: DispatchCache
    /// Rules computed for one offer and not cached (caching off, or too many boxes).
    private var scratch: [DispatchCache.Rule] = []
    /// Per region, the rule of the current offer: a cached rule's number, or `-1 - index` into
    /// `scratch`.
    private var offered: [Int] = []
    /// The transition each region takes in the outcome being followed.
    private var fired: [Int?] = []
    /// The successor being computed.
    private var successor: [Int] = []
    /// Every valuation (the configuration variables free): the condition of "always".
    private let everywhere: Constraint
    /// The rule of a region that does not answer the event (never recorded).
    private let ignoring: DispatchCache.Rule

    /// Explores; returns false when the budget (or the time until `deadline`) ran out before the
    /// exploration finished (`deadline`: a `ProcessorClock` reading, checked every 1,024
    /// configurations and every 1,024 successors of one configuration).
    mutating func run(budget: Int, deadline: UInt64? = nil) -> Bool {
        self.deadline = deadline
        for configuration in machine.initialConfigurations
        where configurations.number(of: configuration) == nil {
            guard discover(configuration, budget: budget) != nil else { return finish(exact: false) }
        }
        var next = 0
        while next < configurations.count {
            if next & 1023 == 1023, let deadline, ProcessorClock.now() >= deadline {
                ranOutOfTime = true
                return finish(exact: false)
            }
            let configuration = configurations[next]
            for event in scope.events {
                guard offer(event, at: configuration, budget: budget) else { return finish(exact: false) }
            }
            edgeStart.append(edges.count)
            next += 1
        }
        return finish(exact: true)
    }

    /// Runs the dispatch rule in every region, records what it shows, and follows every outcome;
    /// false when the exploration cannot finish exactly.
    private mutating func offer(_ event: Int, at configuration: [Int], budget: Int) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        offered.removeAll(keepingCapacity: true)
        for region in 0..<fired.count {
            let state = configuration[region]
            guard firesCell(region, state, event) else {
                // The cell belongs to another exploration: the region ignores the event here.
                scratch.append(ignoring)
                offered.append(-scratch.count)
                continue
            }
            let candidates = machine.candidates(region, state, event)
            let key = caches ? DispatchCache.key(machine, candidates, at: configuration) : nil
            if let key, let number = cache.rule(region: region, state: state, event: event, key: key) {
                offered.append(number)
                continue
            }
            let rule = self.rule(region: region, state: state, event: event, at: configuration)
            if let key {
                offered.append(cache.insert(rule, region: region, state: state, event: event, key: key))
            } else {
                scratch.append(rule)
                offered.append(-scratch.count)
            }
        }
        // Guards too fragmented to resolve exactly: stop, and let the conservative analysis finish.
        for number in offered
        where !(number >= 0 ? cache.rules[number].isExact : scratch[-1 - number].isExact) {
            recorder.facts.tooComplex = true
            return false
        }
        for (region, number) in offered.enumerated()
        where !(number >= 0 ? cache.rules[number].isRecorded : scratch[-1 - number].isRecorded) {
            let state = configuration[region]
            if recordsCell(region, state, event) {
                switch number >= 0 ? cache.rules[number].recorded : scratch[-1 - number].recorded {
                case .symbolic(let dispatch):
                    recorder.record(dispatch, region: region, state: state, event: event, at: configuration)
                case .concrete(let enabled, let selected):
                    recorder.record(
                        enabled: enabled, selected: selected, region: region, event: event, at: configuration)
                }
            }
            if number >= 0 { cache.markRecorded(number) }
        }
        // More copied input values than configurations left to discover cannot finish in budget.
        let limit = concrete ? Int.max : budget - configurations.count + 1
        return follow(from: 0, everywhere, event: event, at: configuration, limit: limit, budget: budget)
    }

    /// The rule of a cell at a configuration, as the definition computes it.
    private func rule(region: Int, state: Int, event: Int, at configuration: [Int]) -> DispatchCache.Rule {
        if concrete {
            let rule = RegionDispatch.concrete(machine, region: region, event: event, at: configuration)
            let choices: [(transition: Int?, condition: Constraint)] =
                rule.selected.isEmpty ? [(nil, everywhere)] : rule.selected.map { ($0, everywhere) }
            return DispatchCache.Rule(
                choices: choices, recorded: .concrete(enabled: rule.enabled, selected: rule.selected),
                isExact: true)
        }
        let guards = machine.projectedGuards
        let dispatch = RegionDispatch(
            machine, region: region, state: state, event: event, whole: everywhere
        ) { number, _ in
            guard let projected = guards[number] else { return .never }
            var boxes: [Box] = []
            for part in projected.parts.indices where projected.matches(part, configuration) {
                boxes.append(projected.parts[part].projection)
            }
            return Constraint(boxes)
        }
        var choices = dispatch.selected.map { (transition: Optional($0.transition), condition: $0.condition) }
        if dispatch.ignored.isSatisfiable { choices.append((nil, dispatch.ignored)) }
        return DispatchCache.Rule(choices: choices, recorded: .symbolic(dispatch), isExact: dispatch.isExact)
    }

    /// Follows every combination of the regions' choices from `region` on, where `condition`
    /// (what the earlier regions' choices need) holds.
    private mutating func follow(
        from region: Int, _ condition: Constraint, event: Int, at configuration: [Int], limit: Int,
        budget: Int
    ) -> Bool {
        guard region < offered.count else {
            return take(condition, event: event, at: configuration, limit: limit, budget: budget)
        }
        let number = offered[region]
        let choices = number >= 0 ? cache.rules[number].choices : scratch[-1 - number].choices
        for choice in choices {
            let both = region == 0 ? choice.condition : condition.intersection(choice.condition)
            guard both.isSatisfiable else { continue }
            fired[region] = choice.transition
            guard
                follow(from: region + 1, both, event: event, at: configuration, limit: limit, budget: budget)
            else { return false }
        }
        return true
    }

    /// Takes the transitions in `fired` where `condition` holds: records the step and visits its
    /// successors. One transition that copies no input and stays in range has one successor,
    /// computed in place; every other step is built in full (`Step.apply`).
    private mutating func take(
        _ condition: Constraint, event: Int, at configuration: [Int], limit: Int, budget: Int
    ) -> Bool {
        if let next = simpleSuccessor(condition, at: configuration, limit: limit) {
            return link(next, budget: budget)
        }
        let step = Step.apply(fired, under: condition, machine, configuration, limit: limit, classes: classes)
        guard !step.isTruncated else { return false }
        recorder.record(step, event: event, only: scope.records)
        for successor in step.successors {
            guard link(successor, budget: budget) else { return false }
        }
        return true
    }

    /// The only successor of the step in `fired`, when at most one region moves, no `set:` copies
    /// an input or leaves its range, and the condition cannot need more valuations than `limit`
    /// (then the step records nothing and its one successor needs no witness).
    private mutating func simpleSuccessor(_ condition: Constraint, at configuration: [Int], limit: Int)
        -> [Int]?
    {
        var taken: Int?
        for number in fired {
            guard let number else { continue }
            guard taken == nil, !machine.copiesInput[number] else { return nil }
            taken = number
        }
        guard condition.boxes.count <= limit else { return nil }
        successor.removeAll(keepingCapacity: true)
        successor.append(contentsOf: configuration)
        guard let taken else { return successor }
        successor[machine.transitions[taken].region] = machine.transitions[taken].target
        for assignment in machine.transitions[taken].assignments {
            let value: Int
            switch assignment.value {
            case .constant(let constant): value = constant
            case .negation(let source): value = configuration[source] == 0 ? 1 : 0
            case .offset(let source, let amount):
                let sum = configuration[source].addingReportingOverflow(amount)
                guard !sum.overflow else { return nil }
                value = sum.partialValue
            }
            guard machine.table.variables[assignment.variable].domain.contains(value) else { return nil }
            if assignment.variable < configuration.count { successor[assignment.variable] = value }
        }
        return successor
    }

    /// Adds the edge to `successor`, discovering it if new; false when the budget or the time is
    /// spent.
    private mutating func link(_ successor: [Int], budget: Int) -> Bool {
        // One configuration's successors can be many (a copied input): read the clock within them.
        if (edges.count - edgeStart[edgeStart.count - 1]) & 1023 == 1023, let deadline,
            ProcessorClock.now() >= deadline
        {
            ranOutOfTime = true
            return false
        }
        guard let target = configurations.number(of: successor) ?? discover(successor, budget: budget) else {
            return false
        }
        edges.append(Int32(truncatingIfNeeded: target))
        return true
    }

    /// The first candidate of a cell: every candidate of a cell belongs to the same group.
    private func representative(_ region: Int, _ state: Int, _ event: Int) -> Int? {
        let cell = machine.candidates(region, state, event)
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
