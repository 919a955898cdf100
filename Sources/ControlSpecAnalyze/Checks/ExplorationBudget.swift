import ControlSpecCore

/// The exact exploration stopped at its budget.
///
/// The exact analysis visits every reachable configuration (states × state-property values). Past
/// `explorationBudget` configurations it stops and falls back to a per-state analysis that assumes
/// every property and every other region may hold any value. Then an unreachable state or a
/// transition that can never fire is still certain, dead ends and missing ways back are reported
/// only for states the exploration reached, and errors (ambiguity, write conflicts, out-of-range
/// sets, group release) only where an explored configuration proves them: nothing is reported
/// falsely, but some findings may be missed.
///
/// When the clock stops it first (`AnalysisOptions.timeLimit`, 1 s by default: a guard for slow
/// machines and debug builds of the tool), the note says so, since where it stopped then depends on
/// the machine.
enum ExplorationBudget: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "exploration-budget", severity: .note, stage: .analyze,
            summary: "The exact analysis stopped at its budget and fell back to a conservative one.",
            explanation:
                "The exact analysis reached its budget of configurations (or, as a last resort, its time limit) and fell back to a conservative per-state analysis.",
            proof:
                "the exploration stopped at its budget (see below).",
            fix:
                "Narrow int ranges (`range: [0, 10]`), mark values the app feeds in `input: true`, or raise the budget.",
            example: DiagnosticExample(
                at: SourceLocation(line: 1, column: 10),
                analysis: AnalysisOptions(explorationBudget: 1000),
                spec: #"""
                    control: ScoreBoard
                    summary: Two scores that go up on each goal.
                    properties:
                      home: { type: int }
                      away: { type: int }
                    events: [homeScored, awayScored, reset]
                    initial: playing
                    states:
                      playing: {}
                    transitions:
                      - { from: playing, on: homeScored, to: playing, when: "home < 1000", set: { home: home + 1 } }
                      - { from: playing, on: awayScored, to: playing, when: "away < 1000", set: { away: away + 1 } }
                      - { from: playing, on: reset, to: playing, set: { home: 0, away: 0 } }
                    """#),
            passing: [
                #"""
                    control: ScoreBoard
                    summary: Two scores that go up on each goal.
                    properties:
                      home: { type: int, range: [0, 20] }
                      away: { type: int, range: [0, 20] }
                    events: [homeScored, awayScored, reset]
                    initial: playing
                    states:
                      playing: {}
                    transitions:
                      - { from: playing, on: homeScored, to: playing, when: "home < 20", set: { home: home + 1 } }
                      - { from: playing, on: awayScored, to: playing, when: "away < 20", set: { away: away + 1 } }
                      - { from: playing, on: reset, to: playing, set: { home: 0, away: 0 } }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        guard !analysis.facts.isExact else { return }
        let cause =
            !analysis.machine.isExact
            ? "a guard compares two int properties over more than \(GuardCompiler.splitLimit) common values, "
                + "or its `&&` of `||`s multiplies out to more than \(GuardCompiler.boxLimit) cases, "
                + "which the exact analysis does not split; the analysis "
            : analysis.facts.tooComplex
                ? "the guards of one state and event split into more than \(RegionDispatch.boxLimit) cases, "
                    + "which the exact analysis does not resolve; the analysis "
                : analysis.facts.timeLimit.map {
                    "the exact analysis stopped at its time limit (\(spell($0))) after \(analysis.facts.explored) "
                        + "configurations, so how far it got depends on this machine's speed; the rest "
                }
                    ?? "the exact analysis stopped after \(analysis.facts.explored) configurations (its budget); the rest "
        reporter.report(
            .explorationBudget,
            cause
                + "assumes every property may hold any value, so unreachable findings are certain while "
                + "ambiguities, write conflicts, out-of-range sets and group release are reported only where an "
                + "explored configuration proves them; narrow int ranges or mark app-fed values `input: true`",
            at: analysis.control.name.location, suppress: [])
    }

    /// `1 s`, `250 ms`.
    private static func spell(_ limit: Duration) -> String {
        let (seconds, attoseconds) = limit.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}

extension DiagnosticCode {
    /// `exploration-budget`, reported by `ExplorationBudget`.
    package static var explorationBudget: DiagnosticCode { ExplorationBudget.code }
}
