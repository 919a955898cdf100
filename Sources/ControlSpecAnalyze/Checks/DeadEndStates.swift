import ControlSpecCore

/// A reachable state with no way out.
///
/// No reachable configuration of the state has a successor in another state of its region: once
/// the control gets there, no event changes its state again. (A region with a single state is not
/// a dead end; a dead-end state is not also reported as `no-way-back`.)
enum DeadEndStates: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "dead-end-state", severity: .warning, stage: .analyze,
            summary: "A reachable state with no way out.",
            explanation: "A reachable state that no event ever leaves.",
            proof:
                "a reachable state none of whose configurations has a successor in another state of the region (regions with one state are exempt).",
            fix:
                "Add a transition out of the state, or `suppress: [dead-end-state]` on it if it is meant to be final.",
            example: DiagnosticExample(
                at: SourceLocation(line: 8, column: 3),
                spec: #"""
                    control: UploadButton
                    summary: Starts an upload, can cancel it, and shows when it is done.
                    events: [tap, finished]
                    initial: idle
                    states:
                      idle: {}
                      uploading: { highlighted: true }
                      done: { enabled: false }
                    transitions:
                      - { from: idle, on: tap, to: uploading }
                      - { from: uploading, on: tap, to: idle }
                      - { from: uploading, on: finished, to: done }
                    """#),
            passing: [
                #"""
                    control: UploadButton
                    summary: Starts an upload, can cancel it, and shows when it is done.
                    events: [tap, finished]
                    initial: idle
                    states:
                      idle: {}
                      uploading: { highlighted: true }
                      done: { enabled: false }
                    transitions:
                      - { from: idle, on: tap, to: uploading }
                      - { from: uploading, on: tap, to: idle }
                      - { from: uploading, on: finished, to: done }
                      - { from: done, on: tap, to: idle }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for (region, model) in analysis.control.regions.enumerated() {
            for (index, state) in model.states.enumerated() where analysis.facts.deadEnds[region][index] {
                // The timeline into it, when a timer is on the way.
                let arrival = analysis.arrival(region, index).map { " (\($0))" } ?? ""
                reporter.report(
                    .deadEndState,
                    "\(analysis.state(region, index)) is a dead end: once reached\(arrival), no event leads out"
                        + " of it; add a transition out of it, or suppress this warning if the state is final",
                    at: state.name.location, suppress: state.suppress)
            }
        }
    }
}

extension DiagnosticCode {
    /// `dead-end-state`, reported by `DeadEndStates`.
    package static var deadEndState: DiagnosticCode { DeadEndStates.code }
}
