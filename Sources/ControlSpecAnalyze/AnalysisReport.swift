import ControlSpecCore
import ControlSpecResolve

/// What the Analyze stage found and proved about one control: the diagnostics to print, and the
/// facts other stages read instead of deriving them again (`controlspec graph` draws from them).
///
/// When `isExact` is false the exploration fell back to its conservative form: "may" facts then
/// over-approximate, so whatever they call impossible (an unreachable state, a transition that
/// never fires) is still certain.
public struct AnalysisReport: Sendable {
    /// What one transition can do, for the transitions of every region in document order.
    public struct TransitionFacts: Hashable, Sendable {
        /// Whether some reachable configuration selects it.
        public var mayFire: Bool
        /// For a `from: "*"` transition, the states (indexes into its region's `states`) where
        /// its guard may hold but a transition naming the state explicitly always wins: there the
        /// `"*"` edge never fires. In a nested chart, the same for a transition from a parent state
        /// where a child's transition always wins. Empty for other explicit transitions.
        public var overriddenIn: Set<Int>
    }

    /// The diagnostics, sorted, without warnings silenced by `suppress:`.
    public var diagnostics: [Diagnostic]
    /// Whether the exploration finished within its budget, so every fact is exact.
    public var isExact: Bool
    /// How many configurations the exact exploration discovered (an int with classes counts
    /// one per class, see Docs/Analysis.md).
    public var explored: Int
    /// `reachable[region][state]`: whether some sequence of events may lead to the state.
    public var reachable: [[Bool]]
    /// Per transition, region by region in document order.
    public var transitions: [TransitionFacts]
    /// The findings with a witness (ambiguities, write conflicts, values out of range, release
    /// failures, transitions that never fire), whether or not `suppress:` silences their
    /// diagnostics.
    public var findings: [AnalysisFinding]
    /// The model the facts are about.
    package let model: ResolvedControl

}
