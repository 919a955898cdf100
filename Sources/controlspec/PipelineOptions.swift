import ControlSpec

/// The options every checking command shares: the input limits and the exploration budget.
enum PipelineOptions {
    static let table = OptionTable(
        flags: ["--strict"],
        valued: [
            "--max-bytes": nil, "--max-depth": nil, "--max-alias-nodes": nil, "--exploration-budget": nil,
            "--analysis-time-limit": nil,
        ])

    static func pipeline(_ arguments: Arguments, generator: GeneratorOptions = GeneratorOptions()) throws
        -> Pipeline
    {
        let defaults = SyntaxLimits()
        let limits = SyntaxLimits(
            maxBytes: try arguments.integer("--max-bytes", default: defaults.maxBytes),
            maxDepth: try arguments.integer("--max-depth", default: defaults.maxDepth),
            maxAliasExpansion: try arguments.integer("--max-alias-nodes", default: defaults.maxAliasExpansion)
        )
        let budget = try arguments.integer(
            "--exploration-budget", default: AnalysisOptions().explorationBudget)
        let milliseconds = try arguments.integer(
            "--analysis-time-limit", default: AnalysisOptions.defaultTimeLimitMilliseconds)
        let analysis = AnalysisOptions(explorationBudget: budget, timeLimit: .milliseconds(milliseconds))
        return Pipeline(limits: limits, analysis: analysis, generator: generator)
    }

    /// Whether the diagnostics fail the command: any error, or any warning under `--strict`.
    static func fails(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

extension OptionTable {
    func adding(flags: Set<String> = [], valued: [String: [String]?] = [:]) -> OptionTable {
        OptionTable(flags: self.flags.union(flags), valued: self.valued.merging(valued) { $1 })
    }
}
