import ControlSpecCore
import ControlSpecGenerate

/// Emits the page's `send(m, event)`: the generated machine's dispatch written in JavaScript from
/// the same `GenerationPlan` the Swift `send(_:)` is written from. Per region a `switch` over the
/// state, then over the event, then the candidates of `GenerationPlan.dispatch` in order as an
/// `if`/`else` chain. Guards and `set:` values read the values from before the event; each region
/// reads the states every region was in before it. In a control holding regions inside a state,
/// each selected transition's statements are deferred (`apply`) until `settle` has dropped the
/// preempted selections (`JavaScriptNesting`).
struct JavaScriptDispatchEmitter {
    let plan: GenerationPlan

    private var nesting: JavaScriptNesting { JavaScriptNesting(plan: plan) }

    /// `function send(m, event)` (`send(m, event, point)` when a `set:` reads the finger): returns the transition each region took (an array with `null`
    /// for a region that ignored the event), or `null` when no region reacted.
    /// `clampedOffset(value, amount, lower, upper)` comes before it when a `set:` offsets an int,
    /// `specArithmetic` when one computes a double;
    /// `source` and `old` are declared only when read.
    func emit() -> String {
        let reads = JavaScriptGuard.Reads()
        let translator = JavaScriptGuard(plan: plan, reads: reads)
        var lines: [String] = []
        for (regionIndex, region) in plan.regions.enumerated() where !region.transitions.isEmpty {
            var states: [String] = []
            for (stateIndex, state) in region.region.states.enumerated() {
                let events = eventCases(
                    state: stateIndex, region: region, regionIndex: regionIndex, translator: translator)
                guard !events.isEmpty else { continue }
                states.append("    case \(JavaScriptLiteral.string(state.name.value)):")
                states.append("      switch (event) {")
                states += events
                states.append("      }")
                states.append("      break;")
            }
            guard !states.isEmpty else { continue }
            reads.states = true
            lines.append("  switch (source[\(regionIndex)]) {")
            lines += states
            lines.append("  }")
        }
        var head: [String] = []
        // Whether any region answers an event: `event` is read only then.
        let selects = reads.states
        let nested = nesting.isNeeded
        if nested {
            reads.states = true
            head.append(nesting.table)
            head += JavaScriptNesting.settle
            lines.append("  settle(m, source, fired, apply);")
        }
        if reads.clampedOffset {
            head += [
                "function clampedOffset(value, amount, lower, upper) {", "  const sum = value + amount;",
                "  return sum < lower ? lower : sum > upper ? upper : sum;", "}",
            ]
        }
        // The texts' computed numbers (`machine.computed`) and the variants' guards
        // (`machine.conditions`) use the same rules.
        if reads.arithmetic || !plan.control.computedTexts.isEmpty
            || plan.control.regions.contains(where: { $0.states.contains { !$0.variants.isEmpty } })
        {
            head += Self.arithmetic
        }
        // Without a transition nothing reads the machine or the event.
        // Without a position (a script's or a timer's event) the finger reads as `TouchPoint.zero`.
        head.append(
            reads.touch
                ? "function send(m, event, point = {x: 0, y: 0, width: 0, height: 0, startX: 0, startY: 0}) {"
                : reads.states
                    ? (selects ? "function send(m, event) {" : "function send(m) {") : "function send() {")
        if reads.states { head.append("  const source = m.state.slice();") }
        if reads.properties { head.append("  const old = Object.assign({}, m.props);") }
        head.append("  const fired = " + JavaScriptLiteral.array(plan.regions.map { _ in "null" }) + ";")
        if nested {
            head.append("  const apply = " + JavaScriptLiteral.array(plan.regions.map { _ in "null" }) + ";")
        }
        lines.append("  return fired.some((t) => t !== null) ? fired : null;")
        lines.append("}")
        return (head + lines).joined(separator: "\n")
    }

    /// The number rules of `SpecArithmetic` (the runtime's) in JavaScript, to the sign of a zero:
    /// `min`/`max` give NaN when an argument is NaN and otherwise pick as Swift's `min`/`max` do
    /// (`min(0, -0)` is `0`, where `Math.min` gives `-0`), `round` rounds halves away from zero,
    /// and a result that is not finite keeps the old value.
    private static let arithmetic = [
        "const specArithmetic = {",
        "  min: (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : b < a ? b : a),",
        "  max: (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : b >= a ? b : a),",
        "  clamp: (x, lower, upper) => specArithmetic.min(specArithmetic.max(x, lower), upper),",
        "  floor: Math.floor,",
        "  ceil: Math.ceil,",
        "  round: (x) => (x < 0 ? -Math.round(-x) : Math.round(x)),",
        "  abs: Math.abs,",
        "  finite: (value, old) => (Number.isFinite(value) ? value : old),",
        "};",
    ]

    /// What the page's `send` calls a timer: `timer:` and its Swift case (`timer:after2000ms`), which
    /// no event name can be.
    static func timerKey(_ caseName: String) -> String {
        "timer:" + caseName.filter { $0 != "`" }
    }

    private func eventCases(
        state: Int, region: GenerationPlan.RegionPlan, regionIndex: Int, translator: JavaScriptGuard
    ) -> [String] {
        var lines: [String] = []
        // The input events by name, then the timers by `timerKey` (the page's clock sends them).
        let events =
            plan.events.enumerated().map { (index: $0.offset, name: $0.element.name) }
            + plan.timers.map { (index: $0.event, name: Self.timerKey($0.caseName)) }
        for event in events {
            let candidates = plan.dispatch(region, state: state, event: event.index)
            guard !candidates.isEmpty else { continue }
            // A block per case: the `const`s of two cases live in one switch otherwise.
            lines.append("        case \(JavaScriptLiteral.string(event.name)): {")
            var opened = false
            for position in candidates {
                let candidate = region.transitions[position]
                let body = self.body(
                    candidate, regionIndex: regionIndex, state: state, indent: "          ",
                    translator: translator)
                // A guard that folds to a constant fires always (as unguarded) or never (left out),
                // as in the Swift dispatch.
                var condition: Expression?
                if case .expression(let expression) = candidate.transition.condition {
                    let folded = expression.folded
                    switch folded.kind {
                    case .bool(false): continue
                    case .bool(true): condition = nil
                    default: condition = folded
                    }
                }
                if let expression = condition {
                    lines.append(
                        "          " + (opened ? "} else if (" : "if (")
                            + translator.condition(expression)
                            + ") {")
                    lines += body.map { "  " + $0 }
                    opened = true
                } else {
                    // Unguarded and `else` candidates fire unconditionally: nothing after the
                    // first of them can fire.
                    if opened {
                        lines.append("          } else {")
                        lines += body.map { "  " + $0 }
                        lines.append("          }")
                    } else {
                        lines += body
                    }
                    opened = false
                    break
                }
            }
            if opened { lines.append("          }") }
            lines.append("          break;")
            lines.append("        }")
        }
        return lines
    }

    private func body(
        _ candidate: GenerationPlan.TransitionPlan, regionIndex: Int, state: Int, indent: String,
        translator: JavaScriptGuard
    ) -> [String] {
        var lines: [String] = []
        let nested = nesting.isNeeded
        if nested {
            lines.append(indent + "fired[\(regionIndex)] = \(candidate.number);")
            lines.append(indent + "apply[\(regionIndex)] = () => {")
        }
        let indent = nested ? indent + "  " : indent
        let values = candidate.transition.actions.map { translator.value(of: $0) }
        for (index, value) in values.enumerated() {
            lines.append(indent + "const new\(index) = \(value);")
        }
        for (index, action) in candidate.transition.actions.enumerated() {
            lines.append(
                indent + "m.props[\(JavaScriptLiteral.string(action.property.value))] = new\(index);")
        }
        if plan.regions[regionIndex].region.parents.contains(where: { $0.history != nil }),
            let entered = JavaScriptHistory(plan: plan).statements(
                of: candidate.transition, region: regionIndex, from: state)
        {
            lines += entered.map { indent + $0 }
        } else {
            lines.append(
                indent
                    + "m.state[\(regionIndex)] = \(JavaScriptLiteral.string(candidate.transition.to.value));")
        }
        if nested {
            lines.append(String(indent.dropLast(2)) + "};")
        } else {
            lines.append(indent + "fired[\(regionIndex)] = \(candidate.number);")
        }
        return lines
    }
}
