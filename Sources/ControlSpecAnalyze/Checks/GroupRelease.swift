import ControlSpecCore

/// A non-idle state does not return to idle on `release`.
///
/// A group keeps at most one member outside its `idle:` states by sending `release` to the
/// active member when another becomes active. That only works if, from every reachable
/// configuration of every non-idle state, `release` fires for every input value and leads to an
/// idle state. Reported at the state, with the values where `release` is ignored, or a note at
/// the transition that leads somewhere non-idle.
enum GroupRelease: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "group-release-missing", severity: .error, stage: .analyze,
            summary: "A non-idle state of a group does not return to idle on the release event.",
            explanation:
                "A state outside the group's idle states does not return to idle on the group's release event.",
            proof:
                "for a non-idle state of the group's region, some reachable configuration and input values where `release` is ignored, or selects a transition whose target is not idle.",
            fix: "Add an unguarded transition from that state on the release event to an idle state.",
            example: DiagnosticExample(
                at: SourceLocation(line: 8, column: 3),
                spec: #"""
                    control: SortButton
                    base: button
                    events: [tap, deselect]
                    initial: unselected
                    states:
                      unselected: { accessibilityValue: "not sorted" }
                      ascending: { selected: true, accessibilityValue: "ascending" }
                      descending: { selected: true, accessibilityValue: "descending" }
                    transitions:
                      - { from: unselected, on: tap, to: ascending }
                      - { from: ascending, on: tap, to: descending }
                      - { from: descending, on: tap, to: ascending }
                      - { from: ascending, on: deselect, to: unselected }
                    group:
                      idle: [unselected]
                      release: deselect
                    """#),
            passing: [
                #"""
                    control: SortButton
                    base: button
                    events: [tap, deselect]
                    initial: unselected
                    states:
                      unselected: { accessibilityValue: "not sorted" }
                      ascending: { selected: true, accessibilityValue: "ascending" }
                      descending: { selected: true, accessibilityValue: "descending" }
                    transitions:
                      - { from: unselected, on: tap, to: ascending }
                      - { from: ascending, on: tap, to: descending }
                      - { from: descending, on: tap, to: ascending }
                      - { from: [ascending, descending], on: deselect, to: unselected }
                    group:
                      idle: [unselected]
                      release: deselect
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        guard let group = analysis.control.group else { return }
        let release = group.release.value
        let idle = group.idle.map { "`\($0.value)`" }.joined(separator: ", ")
        for failure in analysis.facts.releaseFailures {
            let state = analysis.control.regions[failure.region].states[failure.state]
            let valuation = failure.witness.valuation
            if let number = failure.transition {
                let model = analysis.machine.model(of: number)
                let witness = analysis.witness(
                    analysis.deciding([number]), in: valuation, event: failure.witness.event)
                reporter.report(
                    .groupReleaseMissing,
                    "group release missing: on `\(release)` \(analysis.state(failure.region, failure.state)) "
                        + "goes to `\(model.to.value)`\(witness.whenText), which is not idle; "
                        + "`\(release)` must lead to an idle state (\(idle))",
                    at: state.name.location,
                    notes: [
                        Diagnostic.Note("the transition taken on `\(release)`", at: model.location)
                    ], witness: witness, transitions: [number])
            } else {
                let deciding = analysis.machine.transitions.indices.filter {
                    analysis.machine.transitions[$0].region == failure.region
                }
                let witness = analysis.witness(
                    analysis.deciding(deciding), in: valuation, event: failure.witness.event)
                reporter.report(
                    .groupReleaseMissing,
                    "group release missing: \(analysis.state(failure.region, failure.state)) is not idle "
                        + "but ignores `\(release)`\(witness.whenText); add an unguarded transition "
                        + "`{ from: \(state.name.value), on: \(release), to: <idle state> }` (idle: \(idle))",
                    at: state.name.location, witness: witness)
            }
        }
    }
}

extension DiagnosticCode {
    /// `group-release-missing`, reported by `GroupRelease`.
    package static var groupReleaseMissing: DiagnosticCode { GroupRelease.code }
}
