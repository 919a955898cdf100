@_spi(Stages) import ControlSpecCore
import ControlSpecResolve

/// The Analyze stage: proves the state graph sound, or reports where it is not.
package enum Analyzer {
    /// The codes the checks report, in the order they run (`checks` is written from the files of
    /// `Checks/` by the CheckRegistry build plugin).
    package static var codes: [DiagnosticCode] { checks.map { $0.code } }

    /// Explores the model, runs every check, and returns the diagnostics with the facts proved.
    package static func report(_ model: ResolvedControl, options: AnalysisOptions) -> AnalysisReport {
        let machine = CompiledMachine(model)
        let facts = explore(
            machine, budget: options.explorationBudget, timeLimit: options.timeLimit,
            enumeratesEveryValue: options.enumeratesEveryValue)
        let analysis = Analysis(model: model, control: model.control, machine: machine, facts: facts)
        var reporter = Reporter(control: model.control)
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
