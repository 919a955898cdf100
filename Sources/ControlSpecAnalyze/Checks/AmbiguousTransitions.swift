import ControlSpecCore

/// `ambiguous-transition` (error): two transitions of the same rank can be enabled together.
///
/// The dispatch rule lets at most one candidate of a rank (explicit `from`, or `"*"`) fire. If a
/// reachable configuration exists where two candidates answer the same event and both guards hold,
/// which one runs would depend on document order: the spec is ambiguous. The diagnostic stands at
/// the later transition, names the event, the state and the property values where both fire
/// (`count > 3` against `count < 5` is ambiguous when `count = 4`), and adds a note at the other.
///
/// Fix: make the guards exclusive (`count > 3` / `count <= 3`), or write `when: else` on one.
enum AmbiguousTransitions: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for ambiguity in analysis.facts.ambiguities {
            let second = analysis.machine.transitions[ambiguity.second]
            let valuation = ambiguity.witness.valuation
            let state = analysis.state(second.region, valuation[second.region])
            let witness = analysis.witness(
                analysis.deciding([ambiguity.first, ambiguity.second]), in: valuation,
                event: ambiguity.witness.event)
            reporter.report(
                .ambiguousTransition,
                "ambiguous transition: on `\(witness.event ?? "")` in \(state), "
                    + "this transition and \(analysis.transition(ambiguity.first)) can both fire\(witness.whenText); "
                    + "make their guards exclusive or write `when: else` on one of them",
                at: analysis.machine.model(of: ambiguity.second).location,
                notes: [
                    Diagnostic.Note(
                        "the other transition that can fire",
                        at: analysis.machine.model(of: ambiguity.first).location)
                ],
                witness: witness, transitions: [ambiguity.first, ambiguity.second])
        }
    }
}
