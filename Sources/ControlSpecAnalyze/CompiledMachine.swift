import ControlSpecCore
import ControlSpecResolve

/// The control's behaviour in the analysis' terms: variables, events, and per region a dispatch
/// table from (state, event) to the transitions that may answer, with guards as constraints.
///
/// A class: the exploration passes the machine around (and into closures) constantly, and a copy
/// of a reference is one retain where a copy of the struct was one per field.
final class CompiledMachine: Sendable {
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
    ///
    /// Numbers are stored as `Int32`, the small fields first: the exploration reads this table
    /// constantly, and 72 bytes per transition keep more of it in the caches than 112 did.
    struct CompiledTransition: Sendable {
        private var regionNumber: Int32
        private var positionNumber: Int32
        private var targetNumber: Int32
        var isExplicit: Bool
        var sources: ResolvedControl.Numbers
        var events: ResolvedControl.Numbers
        var guardCondition: Guard
        /// `(variable, assignment, index of the action in the model)`.
        var assignments: [(variable: Int, value: Assignment, action: Int)]
        /// Variables the guard reads.
        var reads: [Int]

        var region: Int { Int(regionNumber) }
        /// Its position in its region's `transitions:`.
        var position: Int { Int(positionNumber) }
        var target: Int { Int(targetNumber) }

        init(
            region: Int, position: Int, target: Int, isExplicit: Bool, sources: ResolvedControl.Numbers,
            events: ResolvedControl.Numbers, guardCondition: Guard,
            assignments: [(variable: Int, value: Assignment, action: Int)], reads: [Int]
        ) {
            regionNumber = Int32(region)
            positionNumber = Int32(position)
            targetNumber = Int32(target)
            self.isExplicit = isExplicit
            self.sources = sources
            self.events = events
            self.guardCondition = guardCondition
            self.assignments = assignments
            self.reads = reads
        }
    }

    /// The candidates of one (state, event) in document order, by rank.
    typealias Candidates = ResolvedControl.Candidates
    /// A list of transition, state or event numbers (`ResolvedControl.Numbers`).
    typealias Numbers = ResolvedControl.Numbers

    let control: Control
    /// The control with names resolved: events, numbered transitions and the candidates.
    let model: ResolvedControl
    /// `model.candidateTable`, held directly: reading it through `model` copies the model.
    let candidateTable: ResolvedControl.CandidateTable
    let table: VariableTable
    /// The machine's events by name (`ResolvedControl.events`: aliases merged, one order).
    let events: [String]
    /// Every transition of every region, region by region in document order.
    let transitions: [CompiledTransition]
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
    /// Per event: the valuations it can come with, when it puts the finger on the control
    /// (`touchDown`, `touchDownRepeat`) and guards compare the finger: each one-coordinate form in
    /// its domain there (`NumberAtoms.fingerDownDomain`); nil for every other event.
    let fingerDown: [Box?]
    /// Per transition: whether it may be outranked where it is enabled: a `"*"` one, or in a nested
    /// chart one whose `from:` names a parent state (a child's transition outranks it). The
    /// recorder notes where such a transition is enabled and where it fires (`overriddenIn`).
    let mayBeOutranked: [Bool]
    /// What `history:` does, nil when no parent has history.
    let history: MachineHistory?
    /// What `after: animation` does, nil when no region has such a timer.
    let animationTimers: MachineAnimationTimers?
    /// Regions inside states (`ResolvedControl.nesting`): which region preempts which, and what a
    /// step does to the regions inside the leaves it leaves and enters.
    let nesting: RegionNesting
    /// The region the group rule is about (its `region:`, or the only region), if any.
    let groupRegion: Int?
    /// The group's idle states in `groupRegion`.
    let idleStates: Set<Int>

    init(_ model: ResolvedControl) {
        let control = model.control
        self.control = control
        self.model = model
        candidateTable = model.candidateTable
        nesting = model.nesting
        let table = VariableTable(model)
        self.table = table
        events = model.events.map(\.name)
        let compiler = GuardCompiler(table: table)
        // Guards repeat across states (`level < 4 && b1` in every state): each distinct guard is
        // compiled once, and transitions with the same guard share it.
        var distinct: [GuardShape: Int] = [:]
        var compiled: [CompiledGuard] = [
            CompiledGuard(nil, compiler), CompiledGuard(.otherwise(control.location), compiler),
        ]
        var guardNumbers: [Int32] = []
        guardNumbers.reserveCapacity(model.transitions.count)
        var transitions: [CompiledTransition] = []
        transitions.reserveCapacity(model.transitions.count)
        // Transitions are read in place: a copy of one costs a retain per field of its model.
        for region in control.regions.indices {
            for position in control.regions[region].transitions.indices {
                let number = transitions.count
                let guardNumber: Int
                switch control.regions[region].transitions[position].condition {
                case nil: guardNumber = 0
                case .otherwise: guardNumber = 1
                case .expression(let expression):
                    let shape = GuardShape(expression)
                    if let known = distinct[shape] {
                        guardNumber = known
                    } else {
                        guardNumber = compiled.count
                        distinct[shape] = guardNumber
                        compiled.append(CompiledGuard(.expression(expression), compiler))
                    }
                }
                guardNumbers.append(Int32(guardNumber))
                transitions.append(
                    CompiledTransition(
                        region: region, position: position, target: model.target(of: number),
                        isExplicit: model.isExplicit(number), sources: model.sources(of: number),
                        events: model.events(of: number), guardCondition: compiled[guardNumber].condition,
                        assignments: Self.assignments(
                            control.regions[region].transitions[position].actions, table),
                        reads: compiled[guardNumber].reads))
            }
        }
        self.transitions = transitions
        history = MachineHistory(control, transitions: transitions, table: table)
        animationTimers = MachineAnimationTimers(model, table: table)
        self.guardNumbers = guardNumbers
        var domain = table.universe
        for form in table.numbers.forms.indices {
            guard let classes = table.numbers.fingerDownDomain(form: form),
                let narrowed = domain.narrowed(table.variable(ofForm: form), to: classes)
            else { continue }
            domain = narrowed
        }
        let narrows = domain != table.universe
        fingerDown = model.events.map { event in
            narrows && NumberAtoms.putsFingerDown(event.name) ? domain : nil
        }
        mayBeOutranked = transitions.map { transition in
            guard transition.isExplicit else { return true }
            let parents = control.regions[transition.region].parents
            guard !parents.isEmpty,
                case .states(let names) = control.regions[transition.region].transitions[transition.position]
                    .from
            else { return false }
            return names.contains { name in parents.contains { $0.name.value == name.value } }
        }
        projectedGuards = guardNumbers.map { compiled[Int($0)].projected }
        isExact = compiled.allSatisfy(\.isExact)
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
            let idle = names.isEmpty ? [] : group.idleLeaves(in: control.regions[region])
            idleStates = Set(idle.compactMap { names.firstIndex(of: $0) })
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
        guard !nesting.isEmpty else { return result.map { $0 + defaults } }
        // A region inside a state starts at its entry state where its owner starts in the holding
        // leaf, and is inactive elsewhere (`RegionNesting.settled`).
        var seen: Set<[Int]> = []
        return result.map { nesting.settled($0) + defaults }.filter { seen.insert($0).inserted }
    }

    /// Whether `region` is inactive in `configuration` (a region inside a state whose owner is
    /// elsewhere: its number is `RegionNesting.inactiveState(of:)`).
    func isInactive(_ region: Int, in configuration: [Int]) -> Bool {
        configuration[region] == nesting.inactiveState(of: region)
    }

    /// Writes into `next` what transition `number`, taken in its region from `configuration`'s
    /// state to `next`'s, does to the regions inside states: those below the leaf left become
    /// inactive, those below the leaf entered start at their entry states (a transition of the
    /// holding leaf to itself re-enters them).
    func couple(_ number: Int, at configuration: [Int], into next: inout [Int]) {
        guard !nesting.isEmpty else { return }
        let region = transitions[number].region
        let coupling = nesting.coupling(region: region, source: configuration[region], target: next[region])
        for exited in coupling.exited { next[exited] = nesting.inactiveState(of: exited) }
        for entered in coupling.entered { next[entered] = nesting.entryState(of: entered) }
    }

    /// The candidates of `state` of `region` on `event`.
    func candidates(_ region: Int, _ state: Int, _ event: Int) -> Candidates {
        candidateTable.candidates(region, state, event)
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

    /// Per variable: whether it is a state property that no `set` writes.
    var neverWritten: [Bool] {
        var result = table.variables.indices.map {
            $0 >= control.regions.count && $0 < table.configurationCount
        }
        for variable in table.memoryVariables.joined() { result[variable] = false }
        for number in transitions.indices {
            for assignment in transitions[number].assignments { result[assignment.variable] = false }
        }
        return result
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
            // A double is no variable of the analysis: guards read it as free (`NumberAtoms`).
            case .number: value = nil
            }
            return value.map { (variable, $0, offset) }
        }
    }
}

/// A guard compared and hashed by its structure alone, locations left out: guards of the same
/// structure compile to the same constraint. The structure is hashed once, FNV-1a over node kinds,
/// numbers and names' UTF-8 (`Hasher` over every node costs several times more).
private struct GuardShape: Hashable {
    let expression: Expression
    private let structureHash: UInt64

    init(_ expression: Expression) {
        self.expression = expression
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        Self.add(expression, to: &hash)
        structureHash = hash
    }

    static func == (lhs: GuardShape, rhs: GuardShape) -> Bool {
        lhs.structureHash == rhs.structureHash && same(lhs.expression, rhs.expression)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(structureHash) }

    private static func same(_ lhs: Expression, _ rhs: Expression) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.enumCase(let a), .enumCase(let b)): a == b
        case (.reference(let a), .reference(let b)): a == b
        case (.number(let a), .number(let b)): a.description == b.description
        case (.not(let a), .not(let b)): same(a, b)
        case (.binary(let op, let a, let b), .binary(let otherOp, let c, let d)):
            op == otherOp && same(a, c) && same(b, d)
        default: false
        }
    }

    private static func add(_ expression: Expression, to hash: inout UInt64) {
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01b3 }
        func mix(_ name: String) {
            for byte in name.utf8 { mix(UInt64(byte)) }
            mix(0xff)
        }
        switch expression.kind {
        case .bool(let flag): mix(flag ? 1 : 0)
        case .int(let number):
            mix(2)
            mix(UInt64(bitPattern: Int64(number)))
        case .enumCase(let name):
            mix(3)
            mix(name)
        case .reference(let name):
            mix(4)
            mix(name)
        case .number(let number):
            mix(14)
            mix(number.description)
        case .not(let operand):
            mix(5)
            add(operand, to: &hash)
        case .binary(let op, let lhs, let rhs):
            mix(6 + UInt64(BinaryOperator.allCases.firstIndex(of: op) ?? 0))
            add(lhs, to: &hash)
            add(rhs, to: &hash)
        }
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
            reads += compiler.formsRead(by: expression).map(compiler.table.variable(ofForm:))
            reads += compiler.freeRead(by: expression)
        }
    }
}
