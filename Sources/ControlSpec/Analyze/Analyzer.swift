/// Options of the Analyze stage.
public struct AnalysisOptions: Hashable, Sendable {
    /// Most configurations the exact exploration visits before it falls back to a conservative
    /// per-state analysis (and says so in an `exploration-budget` note).
    public var explorationBudget: Int

    public init(explorationBudget: Int = 1_000_000) {
        self.explorationBudget = explorationBudget
    }
}

/// The Analyze stage: proves the state graph sound, or reports where it is not.
public enum Analyzer {
    /// Runs every check on an error-free model. Warnings silenced by `suppress:` are not returned.
    public static func analyze(_ control: Control, file: String, options: AnalysisOptions = AnalysisOptions()) -> [Diagnostic] {
        // Placeholder until the Analyze stage lands.
        []
    }
}
