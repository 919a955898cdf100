import ControlSpecAnalyze
import ControlSpecCore

/// Emits `send(_:)`: nested switches, over each region's state and then over the event, with
/// guards compiled to `if` chains. No allocation, dictionary or existential on this path.
///
/// Above `splitThreshold` distinct state bodies, each state's `switch event` moves into its own
/// small method (`sendInOff`, named after the first state it serves): one function with thousands
/// of cases makes Swift's mandatory SIL passes slow, many small functions compile in linear time.
/// Above `GeneratorOptions.stateCaseLimit` states the methods stay out of line, and one serving a
/// single state knows it as a constant instead of taking it as a parameter, which the optimizer
/// would otherwise specialize per state (`Docs/Performance.md`).
struct SendEmitter {
    let plan: GenerationPlan
    /// The table `send` dispatches through, nil when it is a `switch` alone.
    let table: DispatchTable?

    init(plan: GenerationPlan) {
        self.plan = plan
        self.table = Self.dispatchTable(plan)
    }

    /// Which of the methods written here are forced inline or out of line.
    private var inlining: InliningPolicy { InliningPolicy(plan: plan, hasTable: table != nil) }

    /// The number of distinct per-state bodies above which they become separate methods.
    static let splitThreshold = 32

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        var helpers: [Helper] = []
        let inlinable =
            " Inlinable: a caller that ignores the result runs `advance(_:)` alone, no `Step` is built."
        // With timers, the public `send` (`TimerEmitter`) restarts the timers around this one.
        let signature =
            plan.hasTimers
            ? "private mutating func dispatch(_ event: Event) -> Step?"
            : "\(access)mutating func send(_ event: Event) -> Step?"
        writer.doc(
            "Offers `event` to the control and returns what fired, or nil when it is ignored."
                + (table == nil ? "" : inlinable))
        if !plan.hasTimers { writer.line("@discardableResult") }
        for attribute in inlining.attributes(.dispatch) { writer.line(attribute) }
        writer.block(signature) { writer in
            if plan.events.isEmpty {
                // Any statement here would be code Swift warns can never run.
                writer.line("// `Event` has no cases: this is never called.")
            } else if plan.transitions.isEmpty {
                writer.line("return nil")
            } else if plan.hasRegionMembers {
                emitRegions(into: &writer, events: inputEvents)
            } else if table != nil {
                emitTableStep(into: &writer)
            } else {
                helpers = emitSingle(into: &writer, events: inputEvents)
            }
        }
        if let table {
            emitTableLookup(table, into: &writer)
            emitTable(table, into: &writer)
            if table.rows.contains(where: { $0 == nil }) {
                writer.blankLine()
                writer.doc("`send(_:)` in the states whose transitions have guards or `set:`.")
                for attribute in inlining.attributes(.sendByRules) { writer.line(attribute) }
                writer.block("private mutating func sendByRules(_ event: Event) -> Step?") {
                    writer in
                    helpers = emitSingle(
                        into: &writer, events: inputEvents,
                        only: Set(table.rows.indices.filter { table.rows[$0] == nil }))
                }
            }
        }
        for helper in helpers {
            writer.blankLine()
            writer.doc("`send(_:)` in \(helper.states.map { "`.\($0)`" }.joined(separator: ", ")).")
            for attribute in inlining.attributes(.perState) { writer.line(attribute) }
            let source = helper.takesSource ? ", source: State" : ""
            writer.block("private mutating func \(helper.name)(_ event: Event\(source)) -> Step?") {
                helper.body.write(to: &$0)
            }
        }
    }

    /// The events of `send`'s `switch event`: the input events, by their index in the model.
    private var inputEvents: [(index: Int, caseName: String)] {
        plan.events.enumerated().map { (index: $0.offset, caseName: $0.element.caseName) }
    }

    /// `fire(_:)`: what a timer's firing does in the current state, dispatched as an event is
    /// (guards, `else`, `"*"`), over the machine's private `TimerEvent`.
    func emitTimerDispatch(into writer: inout SwiftWriter) {
        let events = plan.timers.map { (index: $0.event, caseName: $0.caseName) }
        writer.doc("Fires the transitions of `event`, a timer due now; nil when none fires.")
        writer.block("private mutating func fire(_ event: TimerEvent) -> Step?") { writer in
            if plan.hasRegionMembers {
                emitRegions(into: &writer, events: events)
            } else {
                _ = emitSingle(into: &writer, events: events, splits: false)
            }
        }
    }

    // MARK: One region

    /// A method `send` delegates the states of one body to (above `splitThreshold` bodies).
    private struct Helper {
        var name: String
        var states: [String]
        var body: [SwiftStatement]
        /// Whether the state is a parameter rather than a constant the body declares.
        var takesSource: Bool
    }

    /// Writes the body of a one-region `send` (for the states `only` lists, or all); returns the
    /// per-state methods to write after it.
    private func emitSingle(
        into writer: inout SwiftWriter, events: [(index: Int, caseName: String)], only: Set<Int>? = nil,
        splits: Bool = true
    ) -> [Helper] {
        guard let region = plan.regions.first else { return [] }
        var compiler = GuardTranslator(plan: plan, propertyBase: "self.", regionBase: "source.")
        var handled: [(String, [SwiftStatement])] = []
        var unhandled: [String] = []
        for (index, state) in region.region.states.enumerated() where only?.contains(index) ?? true {
            let caseName = region.cases[state.name.value] ?? state.name.value
            if let body = eventSwitch(
                for: index, in: region, events: events, compiler: &compiler, dispatch: .returnsStep)
            {
                handled.append((caseName, [body]))
            } else {
                unhandled.append(caseName)
            }
        }
        guard !handled.isEmpty else {
            writer.line("return nil")
            return []
        }
        let groups = grouped(handled)
        let split = splits && groups.count > Self.splitThreshold
        var helpers: [Helper] = []
        var cases: [SwiftStatement.Case] = []
        for (body, states) in groups {
            if split, let first = states.first {
                let name = "sendIn" + SwiftName.capitalized(first.replacingBackticks())
                let constant = plan.positionalStates && states.count == 1
                let call = constant ? "return \(name)(event)" : "return \(name)(event, source: source)"
                cases.append(.init(patterns: states.map { "." + $0 }, body: [.line(call)]))
                let own = constant ? [SwiftStatement.line("let source = State.\(first)")] + body : body
                helpers.append(Helper(name: name, states: states, body: own, takesSource: !constant))
            } else {
                cases.append(.init(patterns: states.map { "." + $0 }, body: body))
            }
        }
        writer.line("let source = self.state")
        let otherwise: [SwiftStatement]? = !unhandled.isEmpty || only != nil ? [.line("return nil")] : nil
        SwiftStatement.switchOver("source", cases, otherwise: otherwise).write(to: &writer)
        return helpers
    }

    // MARK: Table dispatch

    /// The dispatch of a one-region machine as a table: per state (row) and event (column) the
    /// transition that fires and its target, for the states where every event has at most one
    /// possible transition, without guard or `set:` (`rows[state]` nil for the others).
    struct DispatchTable {
        /// Per state: per event, the transition that fires there, or nil when it ignores it.
        var rows: [[GenerationPlan.TransitionPlan?]?]
    }

    /// Most cells (states × events) a table holds: larger machines keep the `switch`, whose
    /// compile time is linear, where a table literal's type checking would grow with it.
    static let tableCellLimit = 4_096

    /// The table, when this is a one-region machine with transitions and at least one state it
    /// covers.
    private static func dispatchTable(_ plan: GenerationPlan) -> DispatchTable? {
        guard !plan.hasRegionMembers, !plan.hasTimers, !plan.events.isEmpty, !plan.transitions.isEmpty,
            !HistoryEmitter(plan: plan).isNeeded,
            let region = plan.regions.first,
            region.region.states.count * plan.events.count <= tableCellLimit
        else { return nil }
        let rows = region.region.states.indices.map { state -> [GenerationPlan.TransitionPlan?]? in
            var row: [GenerationPlan.TransitionPlan?] = []
            for event in plan.events.indices {
                guard let first = plan.dispatch(region, state: state, event: event).first else {
                    row.append(nil)
                    continue
                }
                let candidate = region.transitions[first]
                guard candidate.transition.condition == nil, candidate.transition.actions.isEmpty else {
                    return nil
                }
                row.append(candidate)
            }
            return row
        }
        guard rows.contains(where: { $0 != nil }) else { return nil }
        return DispatchTable(rows: rows)
    }

    /// The inlinable body of `send`: the `Step` is built from what `advance(_:)` returns, so it
    /// costs nothing where the result is ignored.
    private func emitTableStep(into writer: inout SwiftWriter) {
        writer.line("let source = self.state")
        writer.block("guard let transition = Transition(index: Int(advance(event))) else") {
            $0.line("return nil")
        }
        writer.line("return Step(transition: transition, source: source, target: self.state)")
    }

    /// `advance(_:)`: one load for the transition, one for the target, stored even when the event
    /// is ignored (the target is then the state itself), so there is no branch.
    private func emitTableLookup(_ table: DispatchTable, into writer: inout SwiftWriter) {
        writer.blankLine()
        writer.doc(
            "Moves to the state `event` leads to; returns the index of the transition that fired, -1 when the "
                + "event is ignored.")
        writer.line("@usableFromInline")
        writer.block("mutating func advance(_ event: Event) -> Int32") { writer in
            writer.line(
                "let cell = Self.row(of: self.state) &* \(plan.events.count) &+ Self.column(of: event)")
            writer.line("let transition = Self.transitionTable[cell]")
            if table.rows.contains(where: { $0 == nil }) {
                writer.block("if transition == \(Self.byRules)") { writer in
                    writer.line("return sendByRules(event).map { Int32($0.transition.index) } ?? -1")
                }
            }
            writer.line("self.state = Self.targetTable[cell]")
            writer.line("return transition")
        }
    }

    /// The marker of a state `sendByRules` handles, in `transitionTable`.
    private static let byRules = -2

    /// The two tables, a row per state, and the functions numbering states and events.
    private func emitTable(_ table: DispatchTable, into writer: inout SwiftWriter) {
        guard let region = plan.regions.first else { return }
        let names = region.region.states.map { region.cases[$0.name.value] ?? $0.name.value }
        writer.blankLine()
        let byRules = table.rows.contains { $0 == nil } ? ", \(Self.byRules) when `sendByRules` decides" : ""
        writer.doc(
            "Per state (in declaration order) and event: the index of the transition that fires, -1 when the "
                + "event is ignored\(byRules).")
        writer.line("private static let transitionTable: [Int32] = [")
        writer.indented { writer in
            let rows = table.rows.enumerated().map { state, row in
                TableLiteral.Row(
                    comment: "/* .\(names[state].replacingBackticks()) */",
                    cells: row.map { $0.map { String($0?.number ?? -1) } }
                        ?? Array(repeating: String(Self.byRules), count: plan.events.count))
            }
            writer.lines(TableLiteral.lines(rows, width: SwiftWriter.lineLength - writer.indentation))
        }
        writer.line("]")
        writer.blankLine()
        writer.doc(
            "Per state and event: the state the transition of `transitionTable` leads to (the state itself elsewhere)."
        )
        writer.line("private static let targetTable: [State] = [")
        writer.indented { writer in
            let rows = table.rows.enumerated().map { state, row in
                TableLiteral.Row(
                    cells: (0..<plan.events.count).map { event -> String in
                        let target = row?[event]?.transition.to.value
                        return "."
                            + (target.map { region.cases[$0] ?? SwiftName.escaped($0) } ?? names[state])
                    })
            }
            writer.lines(TableLiteral.lines(rows, width: SwiftWriter.lineLength - writer.indentation))
        }
        writer.line("]")
        writer.blankLine()
        writer.doc("The row of `state` in the tables.")
        writer.block("private static func row(of state: State) -> Int") { writer in
            writer.line("switch state {")
            for (index, name) in names.enumerated() {
                writer.line("case .\(name): \(index)")
            }
            writer.line("}")
        }
        writer.blankLine()
        writer.doc("The column of `event` in the tables.")
        writer.block("private static func column(of event: Event) -> Int") { writer in
            writer.line("switch event {")
            for (index, event) in plan.events.enumerated() {
                writer.line("case .\(event.caseName): \(index)")
            }
            writer.line("}")
        }
    }

    // MARK: Regions

    /// The body of a regions `send` (or `fire`): each region's `switch` over its state, recording
    /// its transition in `step`. With regions inside a state (`RegionNesting`), the regions are
    /// offered in reverse region order, so a nested region has decided before its owner, whose
    /// selection in the holding leaf is then dropped when one below it selected (its `switch event`
    /// is wrapped in `if step.<nested> == nil`, `preemptingRegions`); guards and values read the
    /// state before the event, and `region-write-conflict` makes the order of `set:`s irrelevant.
    /// After the switches, every region a moved region holds is settled (`emitCoupling`).
    private func emitRegions(into writer: inout SwiftWriter, events: [(index: Int, caseName: String)]) {
        var compiler = GuardTranslator(plan: plan, propertyBase: "old.", regionBase: "source.")
        let nesting = plan.model.nesting
        // The regions whose `switch` is written: the others never select.
        var dispatched: Set<Int> = []
        var switches: [SwiftStatement] = []
        let order = nesting.isEmpty ? Array(plan.regions.indices) : plan.regions.indices.reversed()
        for region in order.map({ plan.regions[$0] }) where !region.transitions.isEmpty {
            guard let member = region.member else { continue }
            var handled: [(String, [SwiftStatement])] = []
            var unhandled: [String] = []
            // An inactive nested region is nil: its cases match the optional's value.
            let optional = region.owner == nil ? "" : "?"
            for (index, state) in region.region.states.enumerated() {
                let caseName = (region.cases[state.name.value] ?? state.name.value) + optional
                let dispatch = Dispatch.recordsStep(member: member)
                if let body = eventSwitch(
                    for: index, in: region, events: events, compiler: &compiler, dispatch: dispatch)
                {
                    let preempting = nesting.preemptingRegions(of: region.index, in: index).filter(
                        dispatched.contains)
                    guard !preempting.isEmpty else {
                        handled.append((caseName, [body]))
                        continue
                    }
                    let quiet = preempting.compactMap { plan.regions[$0].member.map { "step.\($0) == nil" } }
                    handled.append(
                        (
                            caseName,
                            [
                                .ifChain(
                                    [.init(condition: quiet.joined(separator: ", "), body: [body])],
                                    otherwise: nil)
                            ]
                        ))
                } else {
                    unhandled.append(caseName)
                }
            }
            guard !handled.isEmpty else { continue }
            dispatched.insert(region.index)
            let cases = grouped(handled).map {
                SwiftStatement.Case(patterns: $0.keys.map { "." + $0 }, body: $0.body)
            }
            let exhaustive = unhandled.isEmpty && region.owner == nil
            switches.append(
                .switchOver("source.\(member)", cases, otherwise: exhaustive ? nil : [.line("break")]))
        }
        writer.line("let source = self.state")
        if compiler.readsProperties { writer.line("let old = self") }
        writer.line("var step = Step(source: source, target: source)")
        writer.line("var fired = false")
        switches.write(to: &writer)
        writer.block("guard fired else") { $0.line("return nil") }
        for region in plan.regions where dispatched.contains(region.index) {
            emitCoupling(of: region, into: &writer)
        }
        writer.line("step.target = self.state")
        writer.line("return step")
    }

    /// What a step of `region` does to the regions inside its states (`RegionNesting.coupling`):
    /// when the region moved, each region below one of its leaves is at its entry state if the
    /// region is now in the holding leaf (entered, also by a self-transition), nil otherwise (left,
    /// or inactive already). Settled in region order, an owner before the regions it holds.
    private func emitCoupling(of region: GenerationPlan.RegionPlan, into writer: inout SwiftWriter) {
        let nesting = plan.model.nesting
        let below = Set(region.region.states.indices.flatMap { nesting.regions(below: $0, in: region.index) })
        guard let member = region.member, !below.isEmpty else { return }
        writer.block("if step.\(member) != nil") { writer in
            for nested in plan.regions where below.contains(nested.index) {
                guard let owner = nested.owner, let nestedMember = nested.member,
                    let ownerMember = plan.regions[owner.region].member
                else { continue }
                let ownerRegion = plan.regions[owner.region]
                let holding = ownerRegion.region.states[owner.state].name.value
                let holdingCase = ownerRegion.cases[holding] ?? SwiftName.escaped(holding)
                let entry = nested.region.states[nesting.entryState(of: nested.index)].name.value
                let entryCase = nested.cases[entry] ?? SwiftName.escaped(entry)
                writer.line(
                    "self.state.\(nestedMember) = self.state.\(ownerMember) == .\(holdingCase) ? .\(entryCase) : nil"
                )
            }
        }
    }

    // MARK: Shared

    /// What a transition that fires does in the `send` being written, and what an ignored event does.
    private enum Dispatch {
        /// One region: the transition returns its `Step`, an ignored event returns nil. Guards and
        /// values read `self`, so a transition that sets several properties computes them all first.
        case returnsStep
        /// Regions: each region records its transition in `step.<member>` and sets `fired`, an ignored
        /// event leaves the region's `switch`. Guards and values read the copy `old`.
        case recordsStep(member: String)

        /// What an ignored event does.
        var ignored: SwiftStatement {
            switch self {
            case .returnsStep: .line("return nil")
            case .recordsStep: .line("break")
            }
        }
    }

    /// The `switch event` of one state; nil when no transition can fire in the state.
    private func eventSwitch(
        for state: Int, in region: GenerationPlan.RegionPlan, events: [(index: Int, caseName: String)],
        compiler: inout GuardTranslator, dispatch: Dispatch
    ) -> SwiftStatement? {
        var handled: [(String, [SwiftStatement])] = []
        for event in events {
            if let body = chain(
                state: state, event: event.index, region: region, compiler: &compiler, dispatch: dispatch)
            {
                handled.append((event.caseName, body))
            }
        }
        guard !handled.isEmpty else { return nil }
        let cases = grouped(handled).map {
            SwiftStatement.Case(patterns: $0.keys.map { "." + $0 }, body: $0.body)
        }
        return .switchOver(
            "event", cases, otherwise: handled.count < events.count ? [dispatch.ignored] : nil)
    }

    /// What one state does on one event: its candidates in dispatch order as an `if` chain (with
    /// `returnsStep`, one `if` per guard, each returning, then the unguarded transition or
    /// `return nil`); nil when nothing can fire.
    private func chain(
        state: Int, event: Int, region: GenerationPlan.RegionPlan, compiler: inout GuardTranslator,
        dispatch: Dispatch
    ) -> [SwiftStatement]? {
        var branches: [SwiftStatement.Branch] = []
        var otherwise: [SwiftStatement]?
        for position in plan.dispatch(region, state: state, event: event) {
            let candidate = region.transitions[position]
            var condition = GuardTranslator.Compiled.bool(true)
            if case .expression(let expression) = candidate.transition.condition {
                condition = compiler.condition(expression)
            }
            if condition == .bool(false) { continue }
            let body = fire(candidate, region: region, state: state, compiler: &compiler, dispatch: dispatch)
            if condition == .bool(true) {
                otherwise = body
                break
            }
            branches.append(.init(condition: GuardTranslator.text(condition), body: body))
        }
        if branches.isEmpty { return otherwise }
        switch dispatch {
        case .returnsStep:
            return branches.map { .ifChain([$0], otherwise: nil) } + (otherwise ?? [dispatch.ignored])
        case .recordsStep:
            return [.ifChain(branches, otherwise: otherwise)]
        }
    }

    /// What a transition does when it fires: its assignments, the new state and the step.
    private func fire(
        _ candidate: GenerationPlan.TransitionPlan, region: GenerationPlan.RegionPlan, state: Int,
        compiler: inout GuardTranslator, dispatch: Dispatch
    ) -> [SwiftStatement] {
        let transition = candidate.transition
        let assignments = transition.actions.map { action in
            let property = plan.property(action.property.value)
            return (
                member: property?.member ?? SwiftName.escaped(action.property.value),
                type: property?.type,
                value: compiler.value(of: action)
            )
        }
        var statements: [SwiftStatement] = []
        var target = "." + (region.cases[transition.to.value] ?? SwiftName.escaped(transition.to.value))
        var records: [SwiftStatement] = []
        if region.region.parents.contains(where: { $0.history != nil }),
            let effect = HistoryEmitter(plan: plan).effect(of: transition, region: region.index, from: state)
        {
            target = effect.target
            records = effect.records
        }
        switch dispatch {
        case .returnsStep where assignments.count > 1:
            // Every value reads `self` before the first assignment changes it.
            for (index, assignment) in assignments.enumerated() {
                // An enum case literal (`.on`) needs the type as its context.
                let type =
                    assignment.value.flat.hasPrefix(".") ? assignment.type.map { ": \($0)" } ?? "" : ""
                statements.append(.expression("let new\(index)\(type) = ", assignment.value))
            }
            for (index, assignment) in assignments.enumerated() {
                statements.append(.line("self.\(assignment.member) = new\(index)"))
            }
        case .returnsStep, .recordsStep:
            for assignment in assignments {
                statements.append(.expression("self.\(assignment.member) = ", assignment.value))
            }
        }
        statements += records
        switch dispatch {
        case .returnsStep:
            statements.append(.line("self.state = \(target)"))
            // Laid out as `swift format` lays out a call too long for its line (long state names).
            statements.append(
                .expression(
                    "return ",
                    .call(
                        "Step",
                        [
                            .init("transition", .atom(candidate.reference)), .init("source", .atom("source")),
                            .init("target", .atom(target)),
                        ])))
        case .recordsStep(let member):
            statements.append(.line("self.state.\(member) = \(target)"))
            statements.append(.line("step.\(member) = \(candidate.reference)"))
            statements.append(.line("fired = true"))
        }
        return statements
    }

    /// Groups keys whose body is identical, in order of first appearance.
    private func grouped(_ items: [(String, [SwiftStatement])]) -> [(body: [SwiftStatement], keys: [String])]
    {
        var groups: [(body: [SwiftStatement], keys: [String])] = []
        // A state's few events are grouped by comparing bodies; the many states of a region by
        // hashing them.
        let hashes = items.count > Self.linearGroupingLimit
        var positions: [[SwiftStatement]: Int] = [:]
        for (key, body) in items {
            let index = hashes ? positions[body] : groups.firstIndex { $0.body == body }
            if let index {
                groups[index].keys.append(key)
            } else {
                if hashes { positions[body] = groups.count }
                groups.append((body, [key]))
            }
        }
        return groups
    }

    /// The number of items up to which `grouped` compares bodies rather than hashing them.
    private static let linearGroupingLimit = 16
}
