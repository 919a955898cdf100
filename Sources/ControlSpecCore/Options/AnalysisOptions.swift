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
