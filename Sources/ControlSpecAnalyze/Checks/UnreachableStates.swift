import ControlSpecCore

/// `unreachable-state` (warning): no sequence of events reaches the state.
///
/// Reachability is computed over the extended state space from every initial configuration, so
/// a state entered only by a transition whose guard can never hold is unreachable too. Seed 000's
/// `default` state, set only from code, is the classic case.
///
/// Fix: add a transition into the state, list it in `initial:` if the app restores it, or remove it.
enum UnreachableStates: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for (region, model) in analysis.control.regions.enumerated() {
            let initial = model.initial.map { "`\($0.value)`" }.joined(separator: ", ")
            for (index, state) in model.states.enumerated() where !analysis.facts.mayReach[region][index] {
                reporter.report(
                    .unreachableState,
                    "\(analysis.state(region, index)) is unreachable: no sequence of events leads to it "
                        + "from the initial state\(model.initial.count == 1 ? "" : "s") \(initial); add a "
                        + "transition into it, list it in `initial:`, or remove it",
                    at: state.name.location, suppress: state.suppress)
            }
        }
    }
}
