import ControlSpec

/// The options every checking command shares: the input limits and the analysis' budget.
enum PipelineOptions {
    /// The limits: each command that runs the pipeline accepts and honours them.
    static let limits: [OptionSpec] = [
        .value(
            "--max-bytes", "<n>",
            "Refuse files larger than n bytes (size-limit; default \(SyntaxLimits().maxBytes))"),
        .value(
            "--max-depth", "<n>",
            "Refuse nesting deeper than n levels (depth-limit; default \(SyntaxLimits().maxDepth))"),
        .value(
            "--max-alias-nodes", "<n>",
            "Refuse aliases expanding to more than n nodes (alias-limit; default \(SyntaxLimits().maxAliasExpansion))"
        ),
        .value(
            "--exploration-budget", "<n>",
            "Configurations the exact analysis may visit before a conservative one (default \(AnalysisOptions().explorationBudget))"
        ),
        .value(
            "--analysis-time-limit", "<ms>",
            "Processor milliseconds the exact analysis may take (default \(AnalysisOptions.defaultTimeLimitMilliseconds))"
        ),
    ]

    /// `--strict`, for the commands whose outcome warnings can change.
    static let strict = OptionSpec.flag("--strict", "Warnings also fail (exit 1)")

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
