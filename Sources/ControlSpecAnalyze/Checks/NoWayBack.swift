import ControlSpecCore

/// `no-way-back` (warning): a reachable state from which no initial (or group-idle) state can be
/// reached again.
///
/// Computed backwards over the explored configuration graph: the state is reported when none of
/// its reachable configurations has a path to a configuration whose region is in an initial or
/// idle state. Dead ends are reported as `dead-end-state` instead.
///
/// Fix: add a transition that leads back (for example on a reset or release event).
enum NoWayBack: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let facts = analysis.facts
        for (region, model) in analysis.control.regions.enumerated() {
            var home = model.initial.map { "`\($0.value)`" }
            if let group = analysis.control.group, analysis.machine.groupRegion == region {
                home += group.idle.map { "`\($0.value)`" }.filter { !home.contains($0) }
            }
            for (index, state) in model.states.enumerated()
            where facts.noWayBack[region][index] && !facts.deadEnds[region][index] {
                reporter.report(
                    .noWayBack,
                    "no way back from \(analysis.state(region, index)): no sequence of events leads from it "
                        + "to \(home.joined(separator: ", ")); add a transition that leads back",
                    at: state.name.location, suppress: state.suppress)
            }
        }
    }
}
