/// Emits the page's `send(m, event)`: the generated machine's dispatch written in JavaScript from
/// the same `GenerationPlan` the Swift `send(_:)` is written from. Per region a `switch` over the
/// state, then over the event, then the candidates of `GenerationPlan.dispatch` in order as an
/// `if`/`else` chain. Guards and `set:` values read the values from before the event; each region
/// reads the states every region was in before it.
struct JavaScriptDispatchEmitter {
    let plan: GenerationPlan

    /// `function send(m, event)`: returns the transition each region took (an array with `null`
    /// for a region that ignored the event), or `null` when no region reacted.
    func emit() -> String {
        var lines = ["function send(m, event) {"]
        lines.append("  const source = m.state.slice();")
        lines.append("  const old = Object.assign({}, m.props);")
        lines.append("  const fired = " + JavaScriptLiteral.array(plan.regions.map { _ in "null" }) + ";")
        for (regionIndex, region) in plan.regions.enumerated() where !region.transitions.isEmpty {
            var states: [String] = []
            for (stateIndex, state) in region.region.states.enumerated() {
                let events = eventCases(state: stateIndex, region: region, regionIndex: regionIndex)
                guard !events.isEmpty else { continue }
                states.append("    case \(JavaScriptLiteral.string(state.name.value)):")
                states.append("      switch (event) {")
                states += events
                states.append("      }")
                states.append("      break;")
            }
            guard !states.isEmpty else { continue }
            lines.append("  switch (source[\(regionIndex)]) {")
            lines += states
            lines.append("  }")
        }
        lines.append("  return fired.some((t) => t !== null) ? fired : null;")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func eventCases(state: Int, region: GenerationPlan.RegionPlan, regionIndex: Int) -> [String] {
        var lines: [String] = []
        for (eventIndex, event) in plan.events.enumerated() {
            let candidates = plan.dispatch(region, state: state, event: eventIndex)
            guard !candidates.isEmpty else { continue }
            // A block per case: the `const`s of two cases live in one switch otherwise.
            lines.append("        case \(JavaScriptLiteral.string(event.name)): {")
            var opened = false
            for position in candidates {
                let candidate = region.transitions[position]
                let body = self.body(candidate, regionIndex: regionIndex, indent: "          ")
                if case .expression(let expression) = candidate.transition.condition {
                    lines.append(
                        "          " + (opened ? "} else if (" : "if (")
                            + JavaScriptGuard(plan: plan).condition(expression)
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

    private func body(_ candidate: GenerationPlan.TransitionPlan, regionIndex: Int, indent: String)
        -> [String]
    {
        let translator = JavaScriptGuard(plan: plan)
        var lines: [String] = []
        let values = candidate.transition.actions.map { translator.value(of: $0) }
        for (index, value) in values.enumerated() {
            lines.append(indent + "const new\(index) = \(value);")
        }
        for (index, action) in candidate.transition.actions.enumerated() {
            lines.append(
                indent + "m.props[\(JavaScriptLiteral.string(action.property.value))] = new\(index);")
        }
        lines.append(
            indent + "m.state[\(regionIndex)] = \(JavaScriptLiteral.string(candidate.transition.to.value));")
        lines.append(indent + "fired[\(regionIndex)] = \(candidate.number);")
        return lines
    }
}
