import ControlSpecCore

/// Two regions can write one property on one event.
///
/// Every event is offered to every region and each region's transition is chosen against the
/// configuration before the event, so two regions firing together both run their `set:`. When a
/// reachable configuration lets both write the same property, the result depends on an order the
/// language does not define. Reported at the later transition with a note at the other one and
/// the configuration where both fire.
enum RegionWriteConflicts: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "region-write-conflict", severity: .error, stage: .analyze,
            summary: "Two regions can write one property on one event.",
            explanation: "Two regions can fire on the same event and both write one property.",
            proof:
                "on some event, in some reachable configuration, transitions of two regions fire together and both `set` one property.",
            fix:
                "Write the property from one region only, or guard one of the transitions on the other region's state.",
            example: DiagnosticExample(
                at: SourceLocation(line: 16, column: 9),
                spec: #"""
                    control: FlatButton
                    base: button
                    properties:
                      lastTouch: { type: enum, cases: [none, press, select] }
                    regions:
                      press:
                        initial: up
                        states: { up: {}, down: {} }
                        transitions:
                          - { from: up, on: touchDown, to: down }
                          - { from: down, on: touchUpInside, to: up, set: { lastTouch: .press } }
                      selection:
                        initial: off
                        states: { off: {}, on: { selected: true } }
                        transitions:
                          - { from: off, on: touchUpInside, to: on, set: { lastTouch: .select } }
                          - { from: on, on: touchUpInside, to: off }
                    """#),
            passing: [
                #"""
                    control: FlatButton
                    base: button
                    properties:
                      lastTouch: { type: enum, cases: [none, press, select] }
                    regions:
                      press:
                        initial: up
                        states: { up: {}, down: {} }
                        transitions:
                          - { from: up, on: touchDown, to: down }
                          - { from: down, on: touchUpInside, to: up, set: { lastTouch: .press } }
                      selection:
                        initial: off
                        states: { off: {}, on: { selected: true } }
                        transitions:
                          - { from: off, on: touchUpInside, to: on }
                          - { from: on, on: touchUpInside, to: off }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let table = analysis.machine.table
        for conflict in analysis.facts.writeConflicts {
            let regions = Array(0..<analysis.control.regions.count)
            let valuation = conflict.witness.valuation
            let inputs = analysis.deciding([conflict.first, conflict.second]).filter { !regions.contains($0) }
            let name = table.variables[conflict.variable].name
            let witness = analysis.witness(regions + inputs, in: valuation, event: conflict.witness.event)
            reporter.report(
                .regionWriteConflict,
                "region write conflict: on `\(witness.event ?? "")` this transition and "
                    + "\(analysis.transition(conflict.first)) (another region) both set `\(name)` "
                    + "when \(witness.valuesText); write `\(name)` from one region only",
                at: analysis.machine.model(of: conflict.second).location,
                notes: [
                    Diagnostic.Note(
                        "the other transition that sets `\(name)`",
                        at: analysis.machine.model(of: conflict.first).location)
                ],
                witness: witness, transitions: [conflict.first, conflict.second])
        }
    }
}

extension DiagnosticCode {
    /// `region-write-conflict`, reported by `RegionWriteConflicts`.
    package static var regionWriteConflict: DiagnosticCode { RegionWriteConflicts.code }
}
