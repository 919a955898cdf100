import ControlSpecCore
import ControlSpecResolve

/// `history:` in the analysis' terms: each memory is a configuration variable (`VariableTable`),
/// and a transition's target and recorded memories are its `HistoryPlan.Effect` from the source
/// leaf, read from the configuration before the step. The exploration therefore tells apart
/// configurations that differ only in what a parent remembers, and is exact for history.
struct MachineHistory: Sendable {
    /// Per transition number: per source state of its region, the effect; empty where the
    /// transition's region has no history.
    private let effects: [[Int: HistoryPlan.Effect]]
    /// Per region, per memory: its variable.
    private let variables: [[Int]]
    /// Per region, per memory: the leaves it may hold.
    private let leaves: [[[Int]]]

    /// The history of `control`; nil when no parent has history.
    init?(_ control: Control, transitions: [CompiledMachine.CompiledTransition], table: VariableTable) {
        let plans = control.regions.map(HistoryPlan.init)
        guard plans.contains(where: { !$0.isEmpty }) else { return nil }
        variables = table.memoryVariables
        leaves = plans.map { $0.memories.map(\.leaves) }
        effects = transitions.map { compiled in
            let plan = plans[compiled.region]
            guard !plan.isEmpty else { return [:] }
            let transition = control.regions[compiled.region].transitions[compiled.position]
            var byState: [Int: HistoryPlan.Effect] = [:]
            for source in compiled.sources {
                byState[Int(source)] = plan.effect(of: transition, from: Int(source))
            }
            return byState
        }
    }

    /// Writes into `next` the leaf transition `number` enters from `configuration` and the
    /// memories it records; every value is read from `configuration`, the one before the step.
    func apply(_ number: Int, region: Int, at configuration: [Int], into next: inout [Int]) {
        guard let effect = effects[number][configuration[region]] else { return }
        next[region] = value(effect.target, region: region, at: configuration)
        for record in effect.records {
            next[variables[region][record.memory]] = value(record.value, region: region, at: configuration)
        }
    }

    /// The leaf transition `number` enters from `configuration`; nil where its region has no
    /// history.
    func target(_ number: Int, region: Int, at configuration: [Int]) -> Int? {
        guard let effect = effects[number][configuration[region]] else { return nil }
        return value(effect.target, region: region, at: configuration)
    }

    /// Every leaf transition `number` may enter from `state`, whatever the memories hold; nil
    /// where it enters the one leaf its `to:` leads to.
    func possibleTargets(_ number: Int, region: Int, from state: Int) -> [Int]? {
        guard let effect = effects[number][state] else { return nil }
        switch effect.target {
        case .leaf(let leaf): return [leaf]
        case .memory(let memory): return leaves[region][memory]
        }
    }

    private func value(_ value: HistoryPlan.Value, region: Int, at configuration: [Int]) -> Int {
        switch value {
        case .leaf(let leaf): leaf
        case .memory(let memory): configuration[variables[region][memory]]
        }
    }
}
