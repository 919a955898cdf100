import ControlSpecCore

/// Two transitions of the same rank can be enabled together.
///
/// The dispatch rule lets at most one candidate of a rank (explicit `from`, or `"*"`) fire. If a
/// reachable configuration exists where two candidates answer the same event and both guards hold,
/// which one runs would depend on document order: the spec is ambiguous. The diagnostic stands at
/// the later transition, names the event, the state and the property values where both fire
/// (`count > 3` against `count < 5` is ambiguous when `count = 4`), and adds a note at the other.
enum AmbiguousTransitions: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "ambiguous-transition", severity: .error, stage: .analyze,
            summary: "Two transitions of the same rank can be enabled by one event in one configuration.",
            explanation:
                "Two transitions of the same rank can both fire on one event in some reachable configuration.",
            proof:
                "some reachable configuration and input values let two selected candidates of one region fire on one event. Witness: the state and the values the guards read. Reported at the later transition, note at the other.",
            fix:
                "Make the guards exclusive (`count > 3` and `count <= 3`), or write `when: else` on one of them.",
            example: DiagnosticExample(
                at: SourceLocation(line: 13, column: 5),
                spec: #"""
                    control: InboxBadge
                    summary: A badge that turns hot when many messages wait and calm when few do.
                    properties:
                      count: { type: int, range: [0, 99], input: true }
                    events: [refresh, dismiss]
                    initial: idle
                    states:
                      idle: {}
                      hot: {}
                      calm: {}
                    transitions:
                      - { from: idle, on: refresh, to: hot, when: "count > 3" }
                      - { from: idle, on: refresh, to: calm, when: "count < 5" }
                      - { from: [hot, calm], on: dismiss, to: idle }
                    """#),
            passing: [
                #"""
                    control: InboxBadge
                    summary: A badge that turns hot when many messages wait and calm when few do.
                    properties:
                      count: { type: int, range: [0, 99], input: true }
                    events: [refresh, dismiss]
                    initial: idle
                    states:
                      idle: {}
                      hot: {}
                      calm: {}
                    transitions:
                      - { from: idle, on: refresh, to: hot, when: "count > 3" }
                      - { from: idle, on: refresh, to: calm, when: "count <= 3" }
                      - { from: [hot, calm], on: dismiss, to: idle }
                """#
            ]))

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
                witness: witness, transitions: [ambiguity.first, ambiguity.second],
                fixes: otherwise(ambiguity, analysis))
        }
    }
}

extension AmbiguousTransitions {
    /// `when: else` on the reported transition, or else on the other one, when it has no guard.
    fileprivate static func otherwise(_ ambiguity: AnalysisFacts.Ambiguity, _ analysis: Analysis)
        -> [Diagnostic.Fix]
    {
        [ambiguity.second, ambiguity.first].lazy.map { analysis.machine.model(of: $0) }
            .first { $0.condition == nil }
            .map { [.adding("when", "else", toMappingAt: $0.location)] } ?? []
    }
}

extension DiagnosticCode {
    /// `ambiguous-transition`, reported by `AmbiguousTransitions`.
    package static var ambiguousTransition: DiagnosticCode { AmbiguousTransitions.code }
}
