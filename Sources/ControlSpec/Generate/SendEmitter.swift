/// Emits `send(_:)`: nested switches, over each region's state and then over the event, with
/// guards compiled to `if` chains. No allocation, dictionary or existential on this path.
///
/// Above `splitThreshold` distinct state bodies, each state's `switch event` moves into its own
/// small method: one function with thousands of cases makes Swift's mandatory SIL passes slow,
/// many small functions compile in linear time.
struct SendEmitter {
    let plan: GenerationPlan

    /// The number of distinct per-state bodies above which they become separate methods.
    static let splitThreshold = 32

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        var helpers: [(name: String, states: [String], text: String)] = []
        writer.doc("Offers `event` to the control and returns what fired, or nil when it is ignored.")
        writer.line("@discardableResult")
        writer.block("\(access)mutating func send(_ event: Event) -> Step?") { writer in
            if plan.events.isEmpty {
                // Any statement here would be code Swift warns can never run.
                writer.line("// `Event` has no cases: this is never called.")
            } else if plan.transitions.isEmpty {
                writer.line("return nil")
            } else if plan.control.hasRegions {
                emitRegions(into: &writer)
            } else {
                helpers = emitSingle(into: &writer)
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

    /// Writes the body of a one-region `send`; returns the per-state methods to write after it.
    private func emitSingle(into writer: inout SwiftWriter) -> [(
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
        for (index, state) in region.region.states.enumerated() {
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
        if !unhandled.isEmpty {
            body.line("default:")
            body.indented { $0.line("return nil") }
        }
        writer.append(body)
        writer.line("}")
        return helpers
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

    /// The candidates of one state and event in dispatch order, as positions in the region's
    /// `transitions`: explicit sources before `"*"`; within a rank guarded ones, then unguarded
    /// ones, then `else`, each in document order.
    private func candidates(state: Int, event: Int, region: GenerationPlan.RegionPlan) -> [Int] {
        func rank(_ position: Int) -> Int {
            switch region.transitions[position].transition.condition {
            case .expression: 0
            case nil: 1
            case .otherwise: 2
            }
        }
        // Positions grow in document order, so (rank, position) is the order wanted.
        func ordered(_ list: [Int]) -> [Int] {
            list.count < 2 ? list : list.sorted { (rank($0), $0) < (rank($1), $1) }
        }
        let cell = region.candidates[state][event]
        let explicit = ordered(cell.explicit)
        let any = ordered(cell.wildcard)
        return any.isEmpty ? explicit : explicit + any
    }

    /// Writes the `if` chain of one state and event (at `writer`'s level, inside a case); false when
    /// nothing can fire.
    private func chain(
        state: Int, event: Int, region: GenerationPlan.RegionPlan, compiler: inout GuardTranslator,
        single: Bool, into writer: inout SwiftWriter
    ) -> Bool {
        var wroteAny = false
        var opened = false
        for position in candidates(state: state, event: event, region: region) {
            let candidate = region.transitions[position]
            // A transition the analysis proved never fires would be dead code: it is left out.
            guard plan.mayFire[candidate.number] else { continue }
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
            writer.line("return Step(transition: .\(candidate.caseName), source: source, target: \(target))")
        } else if let member = region.member {
            writer.line("self.state.\(member) = \(target)")
            writer.line("step.\(member) = .\(candidate.caseName)")
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
