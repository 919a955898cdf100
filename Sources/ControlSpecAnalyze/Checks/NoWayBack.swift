import ControlSpecCore

/// A reachable state from which no initial (or group-idle) state can be
/// reached again.
///
/// Computed backwards over the explored configuration graph: the state is reported when none of
/// its reachable configurations has a path to a configuration whose region is in an initial or
/// idle state. Dead ends are reported as `dead-end-state` instead.
enum NoWayBack: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "no-way-back", severity: .warning, stage: .analyze,
            summary:
                "A reachable state from which no initial (or group-idle) state can be reached again.",
            proof:
                "a reachable state none of whose configurations can reach a configuration in an initial state (or a group idle state) of the region. Not reported for dead ends.",
            fix:
                "Add a transition that leads back to an initial state, or list a state of the cycle in `initial:`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 3),
                spec: #"""
                    control: IntroToggle
                    summary: Starts in a one-time intro look, then toggles between on and off.
                    events: [tap]
                    initial: intro
                    states:
                      intro: {}
                      on: { selected: true }
                      off: {}
                    transitions:
                      - { from: intro, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                      - { from: off, on: tap, to: on }
                    """#),
            passing: [
                #"""
                    control: IntroToggle
                    summary: Starts in a one-time intro look, then toggles between on and off.
                    events: [tap]
                    initial: intro
                    states:
                      intro: {}
                      on: { selected: true }
                      off: {}
                    transitions:
                      - { from: intro, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                      - { from: off, on: tap, to: intro }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let facts = analysis.facts
        for (region, model) in analysis.control.regions.enumerated() {
            var home = model.initial.map { "`\($0.value)`" }
            if let group = analysis.control.group, analysis.machine.groupRegion == region {
                home += group.idle.map { "`\($0.value)`" }.filter { !home.contains($0) }
            }
            for (index, state) in model.states.enumerated()
            where facts.noWayBack[region][index] && !facts.deadEnds[region][index] {
                // The timeline into it, when a timer is on the way.
                let arrival = analysis.arrival(region, index).map { " (reached \($0))" } ?? ""
                reporter.report(
                    .noWayBack,
                    "no way back from \(analysis.state(region, index))\(arrival): no sequence of events leads"
                        + " from it to \(home.joined(separator: ", ")); add a transition that leads back",
                    at: state.name.location, suppress: state.suppress)
            }
        }
    }
}

extension DiagnosticCode {
    /// `no-way-back`, reported by `NoWayBack`.
    package static var noWayBack: DiagnosticCode { NoWayBack.code }
}
