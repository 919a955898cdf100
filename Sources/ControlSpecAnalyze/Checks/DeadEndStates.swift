import ControlSpecCore

/// `dead-end-state` (warning): a reachable state with no way out.
///
/// No reachable configuration of the state has a successor in another state of its region: once
/// the control gets there, no event changes its state again. (A region with a single state is not
/// a dead end; a dead-end state is not also reported as `no-way-back`.)
///
/// Fix: add a transition out of the state, or `suppress: [dead-end-state]` on it if it is final.
enum DeadEndStates: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for (region, model) in analysis.control.regions.enumerated() {
            for (index, state) in model.states.enumerated() where analysis.facts.deadEnds[region][index] {
                reporter.report(
                    .deadEndState,
                    "\(analysis.state(region, index)) is a dead end: once reached, no event leads out of it; "
                        + "add a transition out of it, or suppress this warning if the state is final",
                    at: state.name.location, suppress: state.suppress)
            }
        }
    }
}
