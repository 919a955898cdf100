import ControlSpecCore

/// What the exploration proved about a control, read by the checks.
///
/// In an exact run every field is exact. After a fallback, the `may…` fields over-approximate
/// (so "never" in them is still certain) and the findings (`ambiguities`, `deadEnds`, …) hold only
/// what an explored, genuinely reachable configuration proves.
struct AnalysisFacts: Sendable {
    /// A point of the extended state space (every variable, inputs included) and an event.
    struct Witness: Sendable {
        var valuation: [Int]
        var event: Int
    }

    struct Ambiguity: Sendable {
        var first: Int
        var second: Int
        var witness: Witness
    }

    struct WriteConflict: Sendable {
        var first: Int
        var second: Int
        var variable: Int
        var witness: Witness
    }

    struct RangeViolation: Sendable {
        var transition: Int
        var action: Int
        var variable: Int
        var attempted: Int
        var witness: Witness
    }

    struct ReleaseFailure: Sendable {
        var region: Int
        var state: Int
        /// The transition that leads somewhere non-idle, or nil when `release` is ignored.
        var transition: Int?
        var witness: Witness
    }

    /// Whether the exploration finished within its budget.
    var isExact = true
    /// Whether the exploration stopped because the guards of one state and event fragment too far
    /// to resolve exactly (see `RegionDispatch.boxLimit`), rather than at its budget.
    var tooComplex = false
    /// The time limit, when it (not the budget) stopped the exploration.
    var timeLimit: Duration?
    /// How many configurations the exploration discovered.
    var explored = 0
    /// `[region][state]`: whether some configuration in that state may be reachable.
    var mayReach: [[Bool]]
    /// `[region][state]`: whether an explored configuration is in that state.
    var reached: [[Bool]]
    /// Per transition: whether its guard may hold where its source is reached.
    var mayBeEnabled: [Bool]
    /// Per transition: whether it may be selected by the dispatch rule.
    var mayFire: [Bool]
    /// Per transition: an explicit transition seen to outrank it where it was enabled.
    var beatenBy: [Int?]
    /// Per transition: a region inside a state seen to preempt it where its own region selected it
    /// (Analysis.md, "Regions inside a state").
    var preemptedBy: [Int?]
    /// Per `from: "*"` transition (and, in a nested chart, per transition from a parent state,
    /// `CompiledMachine.mayBeOutranked`): the source states where its guard may hold (empty for others).
    var wildcardEnabledIn: [Set<Int>]
    /// Per such transition: the source states where it may be selected (empty for others).
    var wildcardFiresIn: [Set<Int>]
    var ambiguities: [Ambiguity] = []
    var writeConflicts: [WriteConflict] = []
    var rangeViolations: [RangeViolation] = []
    var releaseFailures: [ReleaseFailure] = []
    /// `[region][state]`: reached states no configuration ever leaves.
    var deadEnds: [[Bool]]
    /// `[region][state]`: reached states from which no initial (or idle) state is reachable.
    var noWayBack: [[Bool]]
    /// `[region][state]`, for dead ends and states without a way back: the shortest run the
    /// exploration found from an initial configuration into the state, each event with the
    /// configuration it came in (empty for an initial state); nil for other states.
    var arrivals: [[[Witness]?]] = []

    init(_ machine: CompiledMachine) {
        let states = machine.control.regions.map { Array(repeating: false, count: $0.states.count) }
        mayReach = states
        reached = states
        deadEnds = states
        noWayBack = states
        mayBeEnabled = Array(repeating: false, count: machine.transitions.count)
        mayFire = mayBeEnabled
        beatenBy = Array(repeating: nil, count: machine.transitions.count)
        preemptedBy = beatenBy
        wildcardEnabledIn = Array(repeating: [], count: machine.transitions.count)
        wildcardFiresIn = wildcardEnabledIn
    }
}
