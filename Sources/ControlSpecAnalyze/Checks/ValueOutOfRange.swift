import ControlSpecCore

/// `value-out-of-range` (error, from a `set`): an assignment can leave an int property's range.
///
/// `set: { count: count + 1 }` on a transition that can fire when `count` is already at the top
/// of its range (declared, or the default `[0, 1000]`) would store a value the property cannot
/// hold. Reported at the assigned value with the configuration where it happens. (The analysis
/// continues as if the value were clamped to the range.)
///
/// Fix: guard the transition (`when: "count < 10"`) or widen the range.
enum ValueOutOfRange: AnalysisCheck {
    /// The language's code: the decoder reports a literal out of range, this check a `set`.
    static let code = DiagnosticCode.valueOutOfRange

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let table = analysis.machine.table
        for violation in analysis.facts.rangeViolations {
            let compiled = analysis.machine.transitions[violation.transition]
            let action = analysis.machine.model(of: violation.transition).actions[violation.action]
            let variable = table.variables[violation.variable]
            let valuation = violation.witness.valuation
            let reads = Set(analysis.deciding([violation.transition]) + sources(action, table))
            let declared = analysis.control.properties.first { $0.name.value == variable.name }
            var range = "its range \(variable.domain.lo)...\(variable.domain.hi)"
            if case .int(nil)? = declared?.type {
                range += " (the analysis' default; declare `range:` if it may grow larger)"
            }
            // Only an offset past Int's own range reports a value inside the domain (saturated).
            let attempted =
                !variable.domain.contains(violation.attempted)
                ? "\(violation.attempted)"
                : violation.attempted == Int.max ? "more than \(Int.max)" : "less than \(Int.min)"
            let witness = analysis.witness(Array(reads), in: valuation, event: violation.witness.event)
            reporter.report(
                .valueOutOfRange,
                "`set: { \(variable.name): \(action.value.value) }` can make `\(variable.name)` "
                    + "\(attempted), outside \(range) "
                    + "(on `\(witness.event ?? "")` in "
                    + "\(analysis.state(compiled.region, valuation[compiled.region]))"
                    + "\(witness.whenText)); guard the transition or widen the range",
                at: action.value.location, witness: witness, transitions: [violation.transition])
        }
    }

    private static func sources(_ action: Action, _ table: VariableTable) -> [Int] {
        action.value.value.source.flatMap(table.index(of:)).map { [$0] } ?? []
    }
}
