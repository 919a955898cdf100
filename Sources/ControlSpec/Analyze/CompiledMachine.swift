/// The control's behaviour in the analysis' terms: variables, events, and per region a dispatch
/// table from (state, event) to the transitions that may answer, with guards as constraints.
struct CompiledMachine: Sendable {
    /// When a transition is enabled.
    enum Guard: Hashable, Sendable {
        /// No `when:`.
        case always
        case constraint(Constraint)
        /// `when: else`.
        case otherwise
    }

    /// What one `set:` assignment writes.
    enum Assignment: Hashable, Sendable {
        case constant(Int)
        /// `!prop`
        case negation(Int)
        /// `prop + n`
        case offset(Int, Int)
    }

    /// One transition in the analysis' terms. The transition as written is `CompiledMachine.model(of:)`:
    /// a copy here would hold one more `Transition` per transition for the whole analysis.
    struct CompiledTransition: Sendable {
        var region: Int
        /// Its position in its region's `transitions:`.
        var position: Int
        var sources: [Int]
        var isExplicit: Bool
        var events: [Int]
        var target: Int
        var guardCondition: Guard
        /// `(variable, assignment, index of the action in the model)`.
        var assignments: [(variable: Int, value: Assignment, action: Int)]
        /// Variables the guard reads.
        var reads: [Int]
    }

    /// The candidates of one (state, event) in document order, by rank.
    typealias Candidates = ResolvedControl.Candidates

    let control: Control
    let table: VariableTable
    /// The machine's events by name (`ResolvedControl.events`: aliases merged, one order).
    let events: [String]
    /// Every transition of every region, region by region in document order.
    let transitions: [CompiledTransition]
    /// `candidates[region][state][event]`.
    let candidates: [[[Candidates]]]
    /// Per transition: its guard split into configuration checks and input boxes (nil without a
    /// guard or for `when: else`).
    let projectedGuards: [ProjectedGuard?]
    /// Per transition: which guard it has, as a number equal for transitions whose guards are the
    /// same (same `guardCondition` and `projectedGuards`): 0 without `when:`, 1 for `when: else`,
    /// then one number per distinct guard expression. The exploration shares one dispatch rule
    /// among cells whose candidates have the same guards (`DispatchCache`).
    let guardNumbers: [Int32]
    /// Per transition: whether a `set:` copies an input (`level: wanted`), which makes its
    /// successors depend on the input values.
    let copiesInput: [Bool]
    /// Whether every guard translated exactly (see `GuardCompiler.isExact`).
    let isExact: Bool
    /// The region the group rule is about (its `region:`, or the only region), if any.
    let groupRegion: Int?
    /// The group's idle states in `groupRegion`.
    let idleStates: Set<Int>

    init(_ model: ResolvedControl) {
        let control = model.control
        self.control = control
        let table = VariableTable(model)
        self.table = table
        events = model.events.map(\.name)
        let compiler = GuardCompiler(table: table)
        // Guards repeat across states (`level < 4 && b1` in every state): each distinct guard is
        // compiled once.
        var compiled: [String: (guard: CompiledGuard, number: Int32)] = [:]
        var guards: [CompiledGuard] = []
        var guardNumbers: [Int32] = []
        guards.reserveCapacity(model.transitions.count)
        guardNumbers.reserveCapacity(model.transitions.count)
        // Transitions are read in place: a copy of one costs a retain per field of its model.
        for number in model.transitions.indices {
            let condition = model.transitions[number].transition.condition
            guard case .expression(let expression) = condition else {
                guards.append(CompiledGuard(condition, compiler))
                guardNumbers.append(condition == nil ? 0 : 1)
                continue
            }
            let key = Self.structure(of: expression)
            if let known = compiled[key] {
                guards.append(known.guard)
                guardNumbers.append(known.number)
            } else {
                let new = CompiledGuard(condition, compiler)
                let newNumber = Int32(2 + compiled.count)
                compiled[key] = (new, newNumber)
                guards.append(new)
                guardNumbers.append(newNumber)
            }
        }
        self.guardNumbers = guardNumbers
        transitions = model.transitions.indices.map { number in
            CompiledTransition(
                region: model.transitions[number].region, position: model.transitions[number].position,
                sources: model.transitions[number].sources,
                isExplicit: model.transitions[number].transition.isExplicit,
                events: model.transitions[number].events, target: model.transitions[number].target,
                guardCondition: guards[number].condition,
                assignments: Self.assignments(model.transitions[number].transition.actions, table),
                reads: guards[number].reads)
        }
        projectedGuards = guards.map(\.projected)
        isExact = guards.allSatisfy(\.isExact)
        candidates = model.candidates
        copiesInput = transitions.map { transition in
            transition.assignments.contains { assignment in
                switch assignment.value {
                case .negation(let source), .offset(let source, _): source >= table.configurationCount
                case .constant: false
                }
            }
        }
        if let group = control.group {
            let region =
                group.region.flatMap { name in control.regions.firstIndex { $0.name?.value == name.value } }
                ?? 0
            let names =
                control.regions.indices.contains(region)
                ? control.regions[region].states.map(\.name.value) : []
            groupRegion = names.isEmpty ? nil : region
            idleStates = Set(group.idle.compactMap { names.firstIndex(of: $0.value) })
        } else {
            groupRegion = nil
            idleStates = []
        }
    }

    /// The configurations a control may start in: every combination of listed initial states,
    /// with every state property at its default.
    var initialConfigurations: [[Int]] {
        var result: [[Int]] = [[]]
        for region in control.regions {
            let names = region.states.map(\.name.value)
            var initial = region.initial.compactMap { names.firstIndex(of: $0.value) }
            if initial.isEmpty && !names.isEmpty { initial = [0] }
            var seen: Set<Int> = []
            initial = initial.filter { seen.insert($0).inserted }
            result = result.flatMap { prefix in initial.map { prefix + [$0] } }
        }
        let defaults = table.variables[control.regions.count..<table.configurationCount].map(\.initialValue)
        return result.map { $0 + defaults }
    }

    /// Transition `number` as written in the spec.
    func model(of number: Int) -> Transition {
        let transition = transitions[number]
        return control.regions[transition.region].transitions[transition.position]
    }

    /// The initial states of `region`, and the group's idle states when the group is about it.
    func homeStates(_ region: Int) -> Set<Int> {
        let model = control.regions[region]
        let names = model.states.map(\.name.value)
        var home = Set(model.initial.compactMap { names.firstIndex(of: $0.value) })
        if home.isEmpty && !names.isEmpty { home.insert(0) }
        if region == groupRegion { home.formUnion(idleStates) }
        return home
    }

    /// Variables of state properties that no `set` writes.
    var neverWritten: Set<Int> {
        let written = Set(transitions.flatMap { $0.assignments.map(\.variable) })
        return Set((control.regions.count..<table.configurationCount).filter { !written.contains($0) })
    }

    private static func assignments(
        _ actions: [Action], _ table: VariableTable
    ) -> [(variable: Int, value: Assignment, action: Int)] {
        actions.enumerated().compactMap { offset, action in
            guard let variable = table.index(of: action.property.value) else { return nil }
            let value: Assignment?
            switch action.value.value {
            case .bool(let flag): value = .constant(flag ? 1 : 0)
            case .int(let number): value = .constant(number)
            case .enumCase(let name):
                value = table.variables[variable].caseNames.firstIndex(of: name).map(Assignment.constant)
            case .negation(let name): value = table.index(of: name).map(Assignment.negation)
            case .offset(let name, let amount): value = table.index(of: name).map { .offset($0, amount) }
            }
            return value.map { (variable, $0, offset) }
        }
    }

    /// The expression fully parenthesized, locations left out: equal exactly for guards of the
    /// same structure, which compile to the same constraint.
    private static func structure(of expression: Expression) -> String {
        var text = ""
        func write(_ expression: Expression) {
            switch expression.kind {
            case .bool(let flag): text += flag ? "true" : "false"
            case .int(let number): text += String(number)
            case .enumCase(let name): text += "." + name
            case .reference(let name): text += name
            case .not(let operand):
                text += "!("
                write(operand)
                text += ")"
            case .binary(let op, let lhs, let rhs):
                text += "("
                write(lhs)
                text += op.rawValue
                write(rhs)
                text += ")"
            }
        }
        write(expression)
        return text
    }
}

/// What the analysis derives from one guard, once per distinct guard.
private struct CompiledGuard {
    var condition: CompiledMachine.Guard
    /// Variables the guard reads, each once.
    var reads: [Int]
    var projected: ProjectedGuard?
    /// Whether the guard translated exactly (see `GuardCompiler.isExact`).
    var isExact: Bool

    init(_ condition: Transition.Condition?, _ compiler: GuardCompiler) {
        reads = []
        projected = nil
        isExact = true
        switch condition {
        case nil: self.condition = .always
        case .otherwise: self.condition = .otherwise
        case .expression(let expression):
            let constraint = compiler.constraint(expression)
            self.condition = .constraint(constraint)
            projected = ProjectedGuard(constraint, table: compiler.table)
            isExact = compiler.isExact(expression)
            for index in expression.references.compactMap(compiler.table.index(of:))
            where !reads.contains(index) {
                reads.append(index)
            }
        }
    }
}
