import ControlSpecCore

/// `region-write-conflict` (error): two regions can write one property on one event.
///
/// Every event is offered to every region and each region's transition is chosen against the
/// configuration before the event, so two regions firing together both run their `set:`. When a
/// reachable configuration lets both write the same property, the result depends on an order the
/// language does not define. Reported at the later transition with a note at the other one and
/// the configuration where both fire.
///
/// Fix: write the property from one region only, or guard one transition on the other region.
enum RegionWriteConflicts: AnalysisCheck {
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
