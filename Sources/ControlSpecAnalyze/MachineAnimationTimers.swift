import ControlSpecCore
import ControlSpecResolve

/// `after: animation` in the analysis' terms: per region with such a timer, the animation its
/// state was entered with is a configuration variable (`VariableTable.entryVariables`), written by
/// every transition that enters a state anew (`AnimationTimers.entry(of:region:target:)`; not a
/// repeating timer's transition back to its own leaf: `TimerLeaving.entersLeafAnew`), and read when a timer is offered
/// (`AnimationTimers.fires`). The exploration therefore offers the animation timer exactly where
/// an animation entered the state and no earlier timer always leaves first, and withholds a later
/// timer where the animation timer always leaves first: exact, as for `after: d`.
struct MachineAnimationTimers: Sendable {
    private let timers: AnimationTimers
    /// Per region: its entry variable, nil without an animation timer.
    private let variables: [Int?]
    /// Per transition number: the transition, which keeps the entry when it does not enter its
    /// target anew (`TimerLeaving.entersLeafAnew`).
    private let transitions: [Transition]

    /// The animation timers of `model`; nil when no region has one.
    init?(_ model: ResolvedControl, table: VariableTable) {
        let timers = AnimationTimers(model)
        guard !timers.isEmpty else { return nil }
        self.timers = timers
        variables = table.entryVariables
        transitions = model.transitions.map(\.transition)
    }

    /// Whether `event` may fire in `region` at `configuration` (see `AnimationTimers.fires`).
    func fires(_ event: Int, region: Int, at configuration: [Int]) -> Bool {
        guard let variable = variables[region] else { return true }
        return timers.fires(
            event, region: region, state: configuration[region], entry: configuration[variable])
    }

    /// Milliseconds after entering its state at which `region`'s animation timer is due at
    /// `configuration`; nil when the state was entered without an animation.
    func finish(region: Int, at configuration: [Int]) -> Int? {
        guard let variable = variables[region], configuration[variable] > 0 else { return nil }
        return timers.delays[region][configuration[variable] - 1]
    }

    /// Writes into `next`, whose region already holds the target of transition `number`, the
    /// animation the region enters it with; `configuration` is the one before the step.
    func apply(_ number: Int, region: Int, at configuration: [Int], into next: inout [Int]) {
        guard let variable = variables[region] else { return }
        let target = next[region]
        guard TimerLeaving.entersLeafAnew(transitions[number], source: configuration[region], target: target)
        else { return }
        next[variable] = timers.entry(of: number, region: region, target: target)
    }
}
