import ControlSpecAnalyze
import ControlSpecCore

/// Emits `send(_:)`: nested switches, over each region's state and then over the event, with
/// guards compiled to `if` chains. No allocation, dictionary or existential on this path.
///
/// Above `splitThreshold` distinct state bodies, each state's `switch event` moves into its own
/// small method: one function with thousands of cases makes Swift's mandatory SIL passes slow,
/// many small functions compile in linear time.
struct SendEmitter {
    let plan: GenerationPlan
    /// The table `send` dispatches through, nil when it is a `switch` alone.
    let table: DispatchTable?

    init(plan: GenerationPlan) {
        self.plan = plan
        self.table = Self.dispatchTable(plan)
    }

    /// The number of distinct per-state bodies above which they become separate methods.
    static let splitThreshold = 32

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        var helpers: [(name: String, states: [String], text: String)] = []
        let inlinable =
            " Inlinable: a caller that ignores the result runs `advance(_:)` alone, no `Step` is built."
        writer.doc(
            "Offers `event` to the control and returns what fired, or nil when it is ignored."
                + (table == nil ? "" : inlinable))
        writer.line("@discardableResult")
        if table != nil { writer.line("@inlinable") }
        writer.block("\(access)mutating func send(_ event: Event) -> Step?") { writer in
            if plan.events.isEmpty {
                // Any statement here would be code Swift warns can never run.
                writer.line("// `Event` has no cases: this is never called.")
            } else if plan.transitions.isEmpty {
                writer.line("return nil")
            } else if plan.control.hasRegions {
                emitRegions(into: &writer)
            } else if table != nil {
                emitTableStep(into: &writer)
            } else {
                helpers = emitSingle(into: &writer)
            }
        }
        if let table {
            emitTableLookup(table, into: &writer)
            emitTable(table, into: &writer)
            if table.rows.contains(where: { $0 == nil }) {
                writer.blankLine()
                writer.doc("`send(_:)` in the states whose transitions have guards or `set:`.")
                writer.line("@inline(__always)")
                writer.block("private mutating func sendByRules(_ event: Event) -> Step?") {
                    writer in
                    helpers = emitSingle(
                        into: &writer, only: Set(table.rows.indices.filter { table.rows[$0] == nil }))
                }
            }
        }
        for helper in helpers {
            writer.blankLine()
            writer.doc("`send(_:)` in \(helper.states.map { "`.\($0)`" }.joined(separator: ", ")).")
            writer.block("private mutating func \(helper.name)(_ event: Event, source: State) -> Step?") {
                writer in
                writer.append(helper.text)
            }
        }
    }

    // MARK: One region

    /// Writes the body of a one-region `send` (for the states `only` lists, or all); returns the
    /// per-state methods to write after it.
    private func emitSingle(into writer: inout SwiftWriter, only: Set<Int>? = nil) -> [(
        name: String, states: [String], text: String
    )] {
        guard let region = plan.regions.first else { return [] }
        var compiler = GuardTranslator(plan: plan, propertyBase: "self.", regionBase: "source.")
        var body = SwiftWriter(level: writer.level)
        var handled: [(String, String)] = []
        var unhandled: [String] = []
        // Each state's `switch event` is written at the level of a `send_N` body, where it goes
        // when there are many, but wrapped as one level deeper, inside the `case` of `send`
        // where it goes when there are few.
        for (index, state) in region.region.states.enumerated() where only?.contains(index) ?? true {
            var inner = SwiftWriter(level: writer.level, pendingLevels: 1)
            let caseName = region.cases[state.name.value] ?? state.name.value
            if eventSwitch(for: index, in: region, compiler: &compiler, single: true, into: &inner) {
                handled.append((caseName, inner.text))
            } else {
                unhandled.append(caseName)
            }
        }
        guard !handled.isEmpty else {
            writer.line("return nil")
            return []
        }
        let groups = grouped(handled)
        let split = groups.count > Self.splitThreshold
        var helpers: [(name: String, states: [String], text: String)] = []
        writer.line("let source = self.state")
        writer.line("switch source {")
        for (text, states) in groups {
            body.lines(body.caseLabels(states.map { "." + $0 }))
            if split {
                let name = "send_\(helpers.count)"
                body.indented { $0.line("return \(name)(event, source: source)") }
                helpers.append((name, states, text))
            } else {
                body.append(SwiftWriter.indentedText(text, by: 1))
            }
        }
        if !unhandled.isEmpty || only != nil {
            body.line("default:")
            body.indented { $0.line("return nil") }
        }
        writer.append(body)
        writer.line("}")
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
        guard !plan.control.hasRegions, !plan.events.isEmpty, !plan.transitions.isEmpty,
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
        writer.line("let transition = advance(event)")
        writer.block("guard transition >= 0 else") { $0.line("return nil") }
        writer.line(
            "return Step(transition: Transition(index: Int(transition)), source: source, target: self.state)")
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
            for (state, row) in table.rows.enumerated() {
                let cells =
                    row.map { $0.map { String($0?.number ?? -1) } }
                    ?? Array(
                        repeating: String(Self.byRules), count: plan.events.count)
                writer.line(
                    "/* .\(names[state].replacingBackticks()) */ " + cells.joined(separator: ", ") + ",")
            }
        }
        writer.line("]")
        writer.blankLine()
        writer.doc(
            "Per state and event: the state the transition of `transitionTable` leads to (the state itself elsewhere)."
        )
        writer.line("private static let targetTable: [State] = [")
        writer.indented { writer in
            for (state, row) in table.rows.enumerated() {
                let cells = (0..<plan.events.count).map { event -> String in
                    let target = row?[event]?.transition.to.value
                    return "." + (target.map { region.cases[$0] ?? SwiftName.escaped($0) } ?? names[state])
                }
                writer.line(cells.joined(separator: ", ") + ",")
            }
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

    private func emitRegions(into writer: inout SwiftWriter) {
        var compiler = GuardTranslator(plan: plan, propertyBase: "old.", regionBase: "source.")
        var body = SwiftWriter(level: writer.level)
        for region in plan.regions where !region.transitions.isEmpty {
            guard let member = region.member else { continue }
            var handled: [(String, String)] = []
            var unhandled: [String] = []
            for (index, state) in region.region.states.enumerated() {
                var inner = SwiftWriter(level: writer.level + 1)
                let caseName = region.cases[state.name.value] ?? state.name.value
                if eventSwitch(for: index, in: region, compiler: &compiler, single: false, into: &inner) {
                    handled.append((caseName, inner.text))
                } else {
                    unhandled.append(caseName)
                }
            }
            guard !handled.isEmpty else { continue }
            body.line("switch source.\(member) {")
            for (text, states) in grouped(handled) {
                body.lines(body.caseLabels(states.map { "." + $0 }))
                body.append(text)
            }
            if !unhandled.isEmpty {
                body.line("default:")
                body.indented { $0.line("break") }
            }
            body.line("}")
        }
        writer.line("let source = self.state")
        if compiler.readsProperties { writer.line("let old = self") }
        writer.line("var step = Step(source: source, target: source)")
        writer.line("var fired = false")
        writer.append(body)
        writer.block("guard fired else") { $0.line("return nil") }
        writer.line("step.target = self.state")
        writer.line("return step")
    }

    // MARK: Shared

    /// Writes the `switch event` of one state at `writer`'s level; false when no transition can
    /// fire in the state.
    private func eventSwitch(
        for state: Int, in region: GenerationPlan.RegionPlan, compiler: inout GuardTranslator,
        single: Bool,
        into writer: inout SwiftWriter
    ) -> Bool {
        var handled: [(String, String)] = []
        for (index, event) in plan.events.enumerated() {
            var chain = writer.nested()
            if self.chain(
                state: state, event: index, region: region, compiler: &compiler, single: single, into: &chain)
            {
                handled.append((event.caseName, chain.text))
            }
        }
        guard !handled.isEmpty else { return false }
        writer.line("switch event {")
        for (text, events) in grouped(handled) {
            writer.lines(writer.caseLabels(events.map { "." + $0 }))
            writer.append(text)
        }
        if handled.count < plan.events.count {
            writer.line("default:")
            writer.indented { $0.line(single ? "return nil" : "break") }
        }
        writer.line("}")
        return true
    }

    /// Writes the `if` chain of one state and event (at `writer`'s level, inside a case); false when
    /// nothing can fire.
    private func chain(
        state: Int, event: Int, region: GenerationPlan.RegionPlan, compiler: inout GuardTranslator,
        single: Bool, into writer: inout SwiftWriter
    ) -> Bool {
        var wroteAny = false
        var opened = false
        for position in plan.dispatch(region, state: state, event: event) {
            let candidate = region.transitions[position]
            var condition = GuardTranslator.Compiled.bool(true)
            if case .expression(let expression) = candidate.transition.condition {
                condition = compiler.condition(expression)
            }
            if condition == .bool(false) { continue }
            if condition == .bool(true) {
                if opened {
                    writer.line(single ? "}" : "} else {")
                    if single {
                        writeBody(
                            candidate, region: region, compiler: &compiler, single: single, into: &writer)
                    } else {
                        writer.indented {
                            writeBody(
                                candidate, region: region, compiler: &compiler, single: single, into: &$0)
                        }
                        writer.line("}")
                    }
                } else {
                    writeBody(candidate, region: region, compiler: &compiler, single: single, into: &writer)
                }
                return true
            }
            let text = GuardTranslator.text(condition)
            if opened {
                writer.line(single ? "}" : "} else if \(text) {")
                if single { writer.line("if \(text) {") }
            } else {
                writer.line("if \(text) {")
            }
            opened = true
            wroteAny = true
            writer.indented {
                writeBody(candidate, region: region, compiler: &compiler, single: single, into: &$0)
            }
        }
        if opened { writer.line("}") }
        if wroteAny && single { writer.line("return nil") }
        return wroteAny
    }

    private func writeBody(
        _ candidate: GenerationPlan.TransitionPlan, region: GenerationPlan.RegionPlan,
        compiler: inout GuardTranslator,
        single: Bool, into writer: inout SwiftWriter
    ) {
        let transition = candidate.transition
        let assignments = transition.actions.map { action in
            let property = plan.property(action.property.value)
            return (
                member: property?.member ?? SwiftName.escaped(action.property.value),
                type: property?.type,
                value: compiler.value(of: action)
            )
        }
        if assignments.count == 1 || !single {
            for assignment in assignments { writer.line("self.\(assignment.member) = \(assignment.value)") }
        } else {
            for (index, assignment) in assignments.enumerated() {
                // An enum case literal (`.on`) needs the type as its context.
                let type = assignment.value.hasPrefix(".") ? assignment.type.map { ": \($0)" } ?? "" : ""
                writer.line("let new\(index)\(type) = \(assignment.value)")
            }
            for (index, assignment) in assignments.enumerated() {
                writer.line("self.\(assignment.member) = new\(index)")
            }
        }
        let target = "." + (region.cases[transition.to.value] ?? SwiftName.escaped(transition.to.value))
        if single {
            writer.line("self.state = \(target)")
            writer.line("return Step(transition: \(candidate.reference), source: source, target: \(target))")
        } else if let member = region.member {
            writer.line("self.state.\(member) = \(target)")
            writer.line("step.\(member) = \(candidate.reference)")
            writer.line("fired = true")
        }
    }

    /// Groups keys whose text is identical, in order of first appearance.
    private func grouped(_ items: [(String, String)]) -> [(text: String, keys: [String])] {
        var groups: [(text: String, keys: [String])] = []
        // A state's few events are grouped by comparing texts (unequal lengths differ at once);
        // the many states of a region by hashing them.
        let hashes = items.count > Self.linearGroupingLimit
        var positions: [String: Int] = [:]
        for (key, text) in items {
            let index = hashes ? positions[text] : groups.firstIndex { $0.text == text }
            if let index {
                groups[index].keys.append(key)
            } else {
                if hashes { positions[text] = groups.count }
                groups.append((text, [key]))
            }
        }
        return groups
    }

    /// The number of items up to which `grouped` compares texts rather than hashing them.
    private static let linearGroupingLimit = 16
}
