import ControlSpecCore

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
        cache = DispatchCache(machine, scope: self.scope, everywhere: Constraint([machine.table.universe]))
        fired = Array(repeating: nil, count: machine.control.regions.count)
        offered = Array(repeating: (0, 0, 0), count: fired.count)
        domains = machine.table.variables.map(\.domain)
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
    /// Per region, the rule of the current offer: the cell, the rule's shape, and its slot in the
    /// cache (`uncached`: computed for this offer only; `unrecorded`: a region that does not
    /// answer the event).
    private var offered: [(cell: Int, shape: Int, slot: Int)] = []
    private static let uncached = -1
    private static let unrecorded = -2
    /// Every variable's domain.
    private let domains: [Interval]
    /// The transition each region takes in the outcome being followed.
    private var fired: [Int?] = []
    /// The successor being computed.
    private var successor: [Int] = []
    /// Per configuration: the one it was discovered from (-1: an initial one) and on which event,
    /// so that a finding about a state can tell how the state is reached.
    private var discoveredFrom: [Int32] = []
    private var discoveredOn: [Int32] = []
    /// The configuration being explored and the event offered (-1 while initial ones are found).
    private var source = -1
    private var sourceEvent = -1

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
        // One buffer for the configuration being explored.
        var configuration: [Int] = []
        while next < configurations.count {
            if next & 1023 == 1023, let deadline, ProcessorClock.now() >= deadline {
                ranOutOfTime = true
                return finish(exact: false)
            }
            configurations.load(next, into: &configuration)
            source = next
            for event in scope.events {
                sourceEvent = event
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
        for region in 0..<fired.count {
            let state = configuration[region]
            if machine.isInactive(region, in: configuration) {
                // A region inside a state the control is not in answers nothing (its cell is unused).
                offered[region] = (0, DispatchCache.ignoring, Self.unrecorded)
                continue
            }
            let cell = cache.cell(region, state, event)
            guard cache.fires(cell),
                machine.animationTimers?.fires(event, region: region, at: configuration) ?? true
            else {
                // The cell belongs to another exploration, or the timer does not run after this
                // entry (`after: animation`): the region ignores the event here.
                offered[region] = (cell, DispatchCache.ignoring, Self.unrecorded)
                continue
            }
            guard caches, let key = cache.key(cell, at: configuration) else {
                // Computed below, after every rule that is cached.
                offered[region] = (cell, -1, Self.uncached)
                continue
            }
            if let slot = cache.slot(cell, key: key) {
                offered[region] = (cell, cache.shape(ofSlot: slot), slot)
                continue
            }
            let shape =
                cache.sharedShape(cell, key: key)
                ?? rule(region: region, state: state, event: event, cell: cell, key: key, at: configuration)
            offered[region] = (cell, shape, cache.insertSlot(cell, key: key, shape: shape))
        }
        // The rules of cells that are not cached live for this offer only.
        let mark = cache.mark
        defer { cache.drop(since: mark) }
        for region in offered.indices where offered[region].slot == Self.uncached {
            offered[region].shape = rule(
                region: region, state: configuration[region], event: event, cell: offered[region].cell,
                key: nil,
                at: configuration)
        }
        if !machine.nesting.isEmpty { preempt(event: event, at: configuration) }
        // Guards too fragmented to resolve exactly: stop, and let the conservative analysis finish.
        for entry in offered where !cache.shapes[entry.shape].isExact {
            recorder.facts.tooComplex = true
            return false
        }
        for (region, entry) in offered.enumerated()
        where entry.slot == Self.uncached || (entry.slot >= 0 && !cache.isRecorded(entry.slot)) {
            if cache.records(entry.cell) {
                let numbers = cache.candidates(of: entry.cell)
                let transition = { (position: Int) in Int(numbers[numbers.startIndex + position]) }
                switch cache.recorded(entry.shape) {
                case .symbolic(let summary):
                    recorder.record(
                        summary, transition, region: region, state: configuration[region], event: event,
                        at: configuration)
                case .concrete(let enabled, let selected):
                    recorder.record(
                        enabled: enabled, selected: selected, transition, region: region, event: event,
                        at: configuration)
                case .nothing: break
                }
            }
            if entry.slot >= 0 { cache.markRecorded(entry.slot) }
        }
        // More copied input values than configurations left to discover cannot finish in budget.
        let limit = concrete ? Int.max : budget - configurations.count + 1
        return follow(
            from: 0, DispatchCache.everywhere, nil, event: event, at: configuration, limit: limit,
            budget: budget)
    }

    /// The conflict rule for regions inside a state (Analysis.md, "Regions inside a state"): where
    /// a region inside the leaf a region is in selects a transition, that region ignores the event.
    /// Its rule is replaced, for this offer, by the rule within the valuations where every region
    /// inside ignores the event, and the event is ignored elsewhere; so what it records (fires,
    /// ambiguities) is what actually fires. Regions inside come after their owner, so they are
    /// final first.
    private mutating func preempt(event: Int, at configuration: [Int]) {
        let everywhere = cache.conditions[Int(DispatchCache.everywhere)]
        for region in offered.indices.reversed() where offered[region].shape != DispatchCache.ignoring {
            let inner = machine.nesting.preemptingRegions(of: region, in: configuration[region])
            guard !inner.isEmpty else { continue }
            var quiet = everywhere
            var preempting: Int?
            for nested in inner {
                let shape = cache.shapes[offered[nested].shape]
                var ignored = Constraint.never
                for index in Int(shape.choiceStart)..<Int(shape.choiceEnd) {
                    if cache.choices[index].position < 0 {
                        ignored = cache.conditions[Int(cache.choices[index].condition)]
                    } else {
                        preempting = preempting ?? nested
                    }
                }
                quiet = quiet.intersection(ignored)
            }
            if quiet == everywhere { continue }
            // What the region would have selected: said where it then never fires.
            let shape = cache.shapes[offered[region].shape]
            for index in Int(shape.choiceStart)..<Int(shape.choiceEnd)
            where cache.choices[index].position >= 0 {
                let number = cache.transition(offered[region].cell, at: cache.choices[index].position)
                recorder.facts.preemptedBy[number] = recorder.facts.preemptedBy[number] ?? preempting
            }
            guard quiet.isSatisfiable else {
                offered[region] = (offered[region].cell, DispatchCache.ignoring, Self.unrecorded)
                continue
            }
            offered[region].shape = rule(
                region: region, state: configuration[region], event: event, cell: offered[region].cell,
                key: nil,
                at: configuration, quiet: quiet)
            offered[region].slot = Self.uncached
        }
    }

    /// Computes the rule of a cell at a configuration, as the definition does, and adds it to the
    /// cache as a shape (shared by the cells of its signature for `key`); returns the shape. With
    /// `quiet` (symbolic only), the rule within those valuations, the event ignored outside them.
    private mutating func rule(
        region: Int, state: Int, event: Int, cell: Int, key: UInt64?, at configuration: [Int],
        quiet: Constraint? = nil
    ) -> Int {
        let everywhere = cache.conditions[Int(DispatchCache.everywhere)]
        if concrete {
            let rule = RegionDispatch.concrete(machine, region: region, event: event, at: configuration)
            let choices: [(transition: Int?, condition: Constraint)] =
                rule.selected.isEmpty ? [(nil, everywhere)] : rule.selected.map { ($0, everywhere) }
            return cache.insertShape(
                choices, recorded: .concrete(enabled: rule.enabled, selected: rule.selected), isExact: true,
                cell: cell, key: key)
        }
        let guards = machine.projectedGuards
        // On `touchDown` the finger is on the control (`CompiledMachine.fingerDown`).
        let answerable =
            machine.fingerDown[event].map { everywhere.intersection(Constraint([$0])) } ?? everywhere
        let whole = quiet.map { answerable.intersection($0) } ?? answerable
        let dispatch = RegionDispatch(
            machine, region: region, state: state, event: event, whole: whole
        ) { number, _ in
            guard let projected = guards[number] else { return .never }
            var boxes: [Box] = []
            for part in projected.parts.indices where projected.matches(part, configuration) {
                boxes.append(projected.parts[part].projection)
            }
            let condition = Constraint(boxes)
            return whole == everywhere ? condition : condition.intersection(whole)
        }
        var choices = dispatch.selected.map { (transition: Optional($0.transition), condition: $0.condition) }
        var ignored = dispatch.ignored
        var isExact = dispatch.isExact
        if let quiet {
            // Where a region inside selects, this region ignores the event.
            let preempted = answerable.subtracting(quiet, limit: RegionDispatch.boxLimit)
            ignored = preempted.map(ignored.union) ?? answerable
            isExact = isExact && preempted != nil
        }
        if ignored.isSatisfiable { choices.append((nil, ignored)) }
        return cache.insertShape(
            choices, recorded: .symbolic(recorder.summary(of: dispatch)), isExact: isExact,
            cell: cell,
            key: key)
    }

    /// Follows every combination of the regions' choices from `region` on, where the condition
    /// of the earlier regions' choices holds: `computed`, or when it is nil the cache's condition
    /// number `condition`.
    private mutating func follow(
        from region: Int, _ condition: Int32, _ computed: Constraint?, event: Int, at configuration: [Int],
        limit: Int, budget: Int
    ) -> Bool {
        guard region < offered.count else {
            return take(condition, computed, event: event, at: configuration, limit: limit, budget: budget)
        }
        let (cell, shape, _) = offered[region]
        for index in Int(cache.shapes[shape].choiceStart)..<Int(cache.shapes[shape].choiceEnd) {
            let choice = cache.choices[index]
            // Intersecting with "everywhere" leaves the other condition as it is.
            var number = choice.condition
            var both: Constraint? = nil
            if computed == nil && condition == DispatchCache.everywhere {
                guard cache.boxCounts[Int(number)] > 0 else { continue }
            } else if choice.condition == DispatchCache.everywhere {
                number = condition
                both = computed
            } else {
                let intersection = (computed ?? cache.conditions[Int(condition)])
                    .intersection(cache.conditions[Int(choice.condition)])
                guard intersection.isSatisfiable else { continue }
                both = intersection
            }
            fired[region] = choice.position < 0 ? nil : cache.transition(cell, at: choice.position)
            guard
                follow(
                    from: region + 1, number, both, event: event, at: configuration, limit: limit,
                    budget: budget)
            else { return false }
        }
        return true
    }

    /// Takes the transitions in `fired` where the condition (`computed`, or the cache's condition
    /// number `condition`) holds: records the step and visits its successors. One transition that
    /// copies no input and stays in range has one successor, computed in place; every other step
    /// is built in full (`Step.apply`).
    private mutating func take(
        _ condition: Int32, _ computed: Constraint?, event: Int, at configuration: [Int], limit: Int,
        budget: Int
    ) -> Bool {
        // The condition cannot need more valuations than `limit` for the step to be simple.
        if (computed?.boxes.count ?? cache.boxCounts[Int(condition)]) <= limit,
            simpleSuccessor(at: configuration)
        {
            return link(successor, budget: budget)
        }
        let step = Step.apply(
            fired, under: computed ?? cache.conditions[Int(condition)], machine, configuration, limit: limit,
            classes: classes)
        guard !step.isTruncated else { return false }
        recorder.record(step, event: event, only: scope.records)
        for successor in step.successors {
            guard link(successor, budget: budget) else { return false }
        }
        return true
    }

    /// Computes into `successor` the only successor of the step in `fired`, when at most one
    /// region moves and no `set:` copies an input or leaves its range (then the step records
    /// nothing and its one successor needs no witness); false otherwise.
    private mutating func simpleSuccessor(at configuration: [Int]) -> Bool {
        var taken: Int?
        for number in fired {
            guard let number else { continue }
            guard taken == nil, !machine.copiesInput[number] else { return false }
            taken = number
        }
        if successor.count != configuration.count {
            successor = configuration
        } else {
            for index in configuration.indices { successor[index] = configuration[index] }
        }
        guard let taken else { return true }
        successor[machine.transitions[taken].region] = machine.transitions[taken].target
        machine.history?.apply(
            taken, region: machine.transitions[taken].region, at: configuration, into: &successor)
        machine.animationTimers?.apply(
            taken, region: machine.transitions[taken].region, at: configuration, into: &successor)
        machine.couple(taken, at: configuration, into: &successor)
        for assignment in machine.transitions[taken].assignments {
            let value: Int
            switch assignment.value {
            case .constant(let constant): value = constant
            case .negation(let source): value = configuration[source] == 0 ? 1 : 0
            case .offset(let source, let amount):
                let sum = configuration[source].addingReportingOverflow(amount)
                guard !sum.overflow else { return false }
                value = sum.partialValue
            }
            guard domains[assignment.variable].contains(value) else { return false }
            if assignment.variable < configuration.count { successor[assignment.variable] = value }
        }
        return true
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

    private mutating func discover(_ configuration: [Int], budget: Int) -> Int? {
        guard configurations.count < budget else { return nil }
        let number = configurations.insert(configuration)
        if number == discoveredFrom.count {
            discoveredFrom.append(Int32(truncatingIfNeeded: source))
            discoveredOn.append(Int32(truncatingIfNeeded: sourceEvent))
        }
        return number
    }

    /// The run of events by which the exploration first reached `member`, each with the
    /// configuration it came in: breadth first, a shortest one.
    private func arrival(at member: Int) -> [AnalysisFacts.Witness] {
        var steps: [AnalysisFacts.Witness] = []
        var current = member
        var configuration: [Int] = []
        while current >= 0, current < discoveredFrom.count, discoveredFrom[current] >= 0 {
            let from = Int(discoveredFrom[current])
            configurations.load(from, into: &configuration)
            steps.append(.init(valuation: configuration, event: Int(discoveredOn[current])))
            current = from
        }
        return steps.reversed()
    }

    private mutating func finish(exact: Bool) -> Bool {
        recorder.facts.isExact = recorder.facts.isExact && exact
        recorder.facts.explored += configurations.count
        for region in machine.control.regions.indices {
            var reached = recorder.facts.reached[region]
            for number in 0..<configurations.count {
                let state = configurations.value(of: number, at: region)
                // An inactive region inside a state is in none of its states.
                if state < reached.count { reached[state] = true }
            }
            recorder.facts.reached[region] = reached
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
        var sourceStart = [Int](repeating: 0, count: count + 1)
        for edge in edges { sourceStart[Int(edge) + 1] += 1 }
        for index in 0..<count { sourceStart[index + 1] += sourceStart[index] }
        var fill = sourceStart
        var sources = [Int32](repeating: 0, count: edges.count)
        for source in 0..<count {
            for edge in edgeStart[source]..<edgeStart[source + 1] {
                let target = Int(edges[edge])
                sources[fill[target]] = Int32(truncatingIfNeeded: source)
                fill[target] += 1
            }
        }
        let control = machine.control
        var stateOf = [Int](repeating: 0, count: count)
        var back = [Bool](repeating: false, count: count)
        var queue: [Int32] = []
        for (region, model) in control.regions.enumerated() {
            for member in 0..<count { stateOf[member] = configurations.value(of: member, at: region) }
            // One more slot: a region inside a state may be inactive.
            var leaves = [Bool](repeating: false, count: model.states.count + 1)
            for source in 0..<count {
                for edge in edgeStart[source]..<edgeStart[source + 1]
                where stateOf[Int(edges[edge])] != stateOf[source] {
                    leaves[stateOf[source]] = true
                }
            }
            var isHome = [Bool](repeating: false, count: model.states.count + 1)
            for state in machine.homeStates(region) { isHome[state] = true }
            queue.removeAll(keepingCapacity: true)
            for member in 0..<count {
                back[member] = isHome[stateOf[member]]
                if back[member] { queue.append(Int32(truncatingIfNeeded: member)) }
            }
            while let member = queue.popLast() {
                for index in sourceStart[Int(member)]..<sourceStart[Int(member) + 1]
                where !back[Int(sources[index])] {
                    back[Int(sources[index])] = true
                    queue.append(sources[index])
                }
            }
            var returns = [Bool](repeating: false, count: model.states.count + 1)
            for member in 0..<count where back[member] { returns[stateOf[member]] = true }
            var arrivals = [[AnalysisFacts.Witness]?](repeating: nil, count: model.states.count)
            for state in model.states.indices where recorder.facts.reached[region][state] {
                recorder.facts.deadEnds[region][state] = !leaves[state] && model.states.count > 1
                recorder.facts.noWayBack[region][state] = !returns[state]
                if recorder.facts.deadEnds[region][state] || recorder.facts.noWayBack[region][state],
                    let first = (0..<count).first(where: { stateOf[$0] == state })
                {
                    arrivals[state] = arrival(at: first)
                }
            }
            recorder.facts.arrivals.append(arrivals)
        }
    }
}
