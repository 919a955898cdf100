import ControlSpecCore

/// No sequence of events reaches the state.
///
/// Reachability is computed over the extended state space from every initial configuration, so
/// a state entered only by a transition whose guard can never hold is unreachable too. Seed 000's
/// `default` state, set only from code, is the classic case.
enum UnreachableStates: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unreachable-state", severity: .warning, stage: .analyze,
            summary: "No sequence of events reaches the state from the initial states.",
            proof:
                "no explored configuration has the region in the state.",
            fix:
                "Add a transition into the state, list it in `initial:` if the app restores it, or remove it.",
            example: DiagnosticExample(
                at: SourceLocation(line: 11, column: 3),
                spec: #"""
                    control: LikeButton
                    summary: A heart that toggles between liked and not liked.
                    images:
                      unliked: { asset: like_no }
                      liked: { asset: like_yes }
                    events: [tap]
                    initial: no
                    states:
                      no: { image: unliked }
                      yes: { image: liked }
                      default: { image: unliked }
                    transitions:
                      - { from: no, on: tap, to: yes }
                      - { from: yes, on: tap, to: no }
                    """#),
            passing: [
                #"""
                    control: LikeButton
                    summary: A heart that toggles between liked and not liked.
                    images:
                      unliked: { asset: like_no }
                      liked: { asset: like_yes }
                    events: [tap]
                    initial: no
                    states:
                      no: { image: unliked }
                      yes: { image: liked }
                    transitions:
                      - { from: no, on: tap, to: yes }
                      - { from: yes, on: tap, to: no }
                """#
            ]))

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

extension DiagnosticCode {
    /// `unreachable-state`, reported by `UnreachableStates`.
    package static var unreachableState: DiagnosticCode { UnreachableStates.code }
}
