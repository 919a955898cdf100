/// `exploration-budget` (note): the exact exploration stopped at its budget.
///
/// The exact analysis visits every reachable configuration (states × state-property values). Past
/// `explorationBudget` configurations it stops and falls back to a per-state analysis that assumes
/// every property and every other region may hold any value. Then an unreachable state or a
/// transition that can never fire is still certain, dead ends and missing ways back are reported
/// only for states the exploration reached, and errors (ambiguity, write conflicts, out-of-range
/// sets, group release) only where an explored configuration proves them: nothing is reported
/// falsely, but some findings may be missed.
///
/// Fix: narrow int ranges (`range: [0, 10]`), mark app-fed values `input: true`, or raise the budget.
enum ExplorationBudget: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        guard !analysis.facts.isExact else { return }
        let cause =
            analysis.machine.isExact
            ? "the exact analysis stopped after \(analysis.facts.explored) configurations (its budget); the rest "
            : "a guard compares two int properties over more than \(GuardCompiler.splitLimit) common values, "
                + "which the exact analysis does not split; the analysis "
        reporter.report(
            .explorationBudget,
            cause
                + "assumes every property may hold any value, so unreachable findings are certain while "
                + "ambiguities, write conflicts, out-of-range sets and group release are reported only where an "
                + "explored configuration proves them; narrow int ranges or mark app-fed values `input: true`",
            at: analysis.control.name.location, suppress: [])
    }
}
