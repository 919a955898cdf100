/// Options of the Analyze stage.
public struct AnalysisOptions: Hashable, Sendable {
    /// Most configurations the exact exploration visits before it falls back to a conservative
    /// per-state analysis (and says so in an `exploration-budget` note).
    public var explorationBudget: Int
    /// Longest processor time the exact exploration may take before it falls back the same way
    /// (nil: no limit). A last-resort guard for builds: the configuration budget is what keeps
    /// results deterministic, and a note says when the clock, not the budget, stopped it.
    public var timeLimit: Duration?

    /// Whether the exploration visits every int value on its own instead of by classes
    /// (`ValueClasses`): the plain enumeration, for tests and benchmarks that compare the two.
    @_spi(Stages) public var enumeratesEveryValue = false

    /// The default `timeLimit`, in milliseconds.
    public static let defaultTimeLimitMilliseconds = 1_000

    /// Options with the default budget of a million configurations.
    public init(
        explorationBudget: Int = 250_000, timeLimit: Duration? = .milliseconds(defaultTimeLimitMilliseconds)
    ) {
        self.explorationBudget = explorationBudget
        self.timeLimit = timeLimit
    }
}

/// The Analyze stage: proves the state graph sound, or reports where it is not.
@_spi(Stages) public enum Analyzer {
    /// The checks, in the order they run (the result is sorted anyway).
    static var checks: [any AnalysisCheck.Type] {
        [
            AmbiguousTransitions.self, RegionWriteConflicts.self, GroupRelease.self, ValueOutOfRange.self,
            UnreachableStates.self, UnreachableTransitions.self, DeadEndStates.self, NoWayBack.self,
            UnusedDeclarations.self, AnimationConflicts.self, MissingAccessibilityLabels.self,
            RedundantEmits.self, HiddenImages.self, PointsWithoutSize.self, UninterpolatedProperties.self,
            ExplorationBudget.self,
        ]
    }

    /// Runs every check on an error-free model. Warnings silenced by `suppress:` are not returned.
    public static func analyze(
        _ control: Control, file: String, options: AnalysisOptions = AnalysisOptions()
    ) -> [Diagnostic] {
        report(control, file: file, options: options).diagnostics
    }

    /// Runs every check on an error-free model and returns the diagnostics with the facts proved,
    /// which `GraphWriter` and `SwiftGenerator` read.
    public static func report(
        _ control: Control, file: String, options: AnalysisOptions = AnalysisOptions()
    ) -> AnalysisReport {
        report(ResolvedControl(control), file: file, options: options)
    }

    /// Explores the model, runs every check, and returns the diagnostics with the facts proved.
    static func report(_ model: ResolvedControl, file: String, options: AnalysisOptions) -> AnalysisReport {
        let machine = CompiledMachine(model)
        let facts = explore(
            machine, budget: options.explorationBudget, timeLimit: options.timeLimit,
            enumeratesEveryValue: options.enumeratesEveryValue)
        let analysis = Analysis(model: model, control: model.control, machine: machine, facts: facts)
        var reporter = Reporter(file: file, control: model.control)
        for check in checks {
            check.run(analysis, into: &reporter)
        }
        let transitions = facts.mayFire.indices.map { number in
            AnalysisReport.TransitionFacts(
                mayFire: facts.mayFire[number],
                overriddenIn: facts.wildcardEnabledIn[number].isEmpty
                    ? [] : facts.wildcardEnabledIn[number].subtracting(facts.wildcardFiresIn[number]))
        }
        return AnalysisReport(
            diagnostics: reporter.collector.diagnostics.sorted(), isExact: facts.isExact,
            explored: facts.explored,
            reachable: facts.mayReach, transitions: transitions, findings: reporter.findings, model: model)
    }

    /// The facts of the exact exploration, one exploration per independent group (see
    /// `IndependentGroups`) sharing the budget, int values by classes (`ValueClasses`) unless
    /// `enumeratesEveryValue`; the conservative analysis completes them when the budget runs out.
    static func explore(
        _ machine: CompiledMachine, budget: Int, timeLimit: Duration? = nil,
        enumeratesEveryValue: Bool = false
    ) -> AnalysisFacts {
        let deadline = timeLimit.map(ProcessorClock.deadline(after:))
        let classes = enumeratesEveryValue ? ValueClasses.enumerating(machine.table) : ValueClasses(machine)
        var recorder = FindingRecorder(machine)
        // A guard that is not translated exactly makes any exploration an approximation: go
        // straight to the conservative analysis, which is sound for over-approximated guards.
        var left = machine.isExact ? max(budget, 1) : 0
        for scope in IndependentGroups(machine).scopes(machine) {
            var exploration = Exploration(machine, scope: scope, recorder: recorder, classes: classes)
            let exact = exploration.run(budget: left, deadline: deadline)
            recorder = exploration.recorder
            guard exact else {
                if exploration.ranOutOfTime { recorder.facts.timeLimit = timeLimit }
                return ConservativeAnalysis.complete(machine, recorder)
            }
            left -= exploration.configurations.count
        }
        return recorder.facts
    }
}
