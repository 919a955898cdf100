import ControlSpecCore

/// A guard on numbers that the analysis decides under the reference rule's assumptions rather than
/// exactly as it runs.
///
/// Guards on the finger's position and on doubles are decided by classes of linear forms
/// (`NumberAtoms`), each form free at every event. That is exact for comparisons of one form with
/// constants; the note marks every place where the rule departs from a run: a comparison that is
/// not linear (read as a free yes/no), two forms sharing a variable or a point and its fraction
/// (taken as independent), a double that `set:` computes (taken as any number), a form of several
/// coordinates on `touchDown` (where the finger's place on the control is not applied).
/// The analysis may then call an overlap or a transition possible that no run reaches; it never
/// calls a possible one impossible.
enum ApproximateGuards: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "approximate-guard", severity: .note, stage: .analyze,
            summary: "A guard on numbers is decided under assumptions, not exactly.",
            explanation:
                "The analysis decides comparisons of the finger's position and of doubles with constants exactly, each one free at every event. A comparison that is not linear, two comparisons that share a variable, a double that `set:` computes, or `touch.x` next to `touch.fx` go beyond that: the analysis then reads them as free, so it may report an overlap or a possible transition that no run reaches.",
            proof:
                "a guard compares numbers in a way the interval rule takes as free: not linear, forms sharing a variable or a point and its fraction, a double that is not an input, or several coordinates on `touchDown` (Analysis.md, \"Guards on numbers\").",
            fix:
                "Compare one coordinate or one input double with constants (`touch.fx < 0.5`), or mark a double the app sets `input: true`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 10, column: 54),
                spec: #"""
                    control: Dial
                    summary: A dial that snaps back past a limit.
                    properties:
                      level: { type: double }
                    events: [turn, settle]
                    initial: idle
                    states: { idle: {}, over: {} }
                    transitions:
                      - { from: idle, on: turn, to: idle, set: { level: "level + 0.1" } }
                      - { from: idle, on: settle, to: over, when: "level > 1" }
                      - { from: over, on: settle, to: idle, set: { level: 0 } }
                    """#),
            passing: [
                #"""
                    control: Dial
                    summary: A dial that snaps back past a limit.
                    properties:
                      level: { type: double, input: true }
                    events: [settle]
                    initial: idle
                    states: { idle: {}, over: {} }
                    transitions:
                      - { from: idle, on: settle, to: over, when: "level > 1" }
                      - { from: over, on: settle, to: idle }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for note in analysis.machine.table.numbers.notes {
            reporter.report(.approximateGuard, note.message, at: note.location)
        }
    }
}

extension DiagnosticCode {
    package static var approximateGuard: DiagnosticCode { ApproximateGuards.code }
}
