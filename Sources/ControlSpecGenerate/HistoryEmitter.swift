import ControlSpecCore
import ControlSpecResolve

/// `history:` in the generated machine: per parent with history a stored property
/// (`playingHistory`), the leaf entering the parent by its name enters, first the leaf its
/// `initial:` children lead to. It is part of the machine's value (`Hashable`), so two machines in
/// the same state that would resume differently are different values. A transition's target and
/// the memories it records are the `HistoryPlan` effect from the state it fires in, written as
/// plain assignments in that state's `case`: `send` stays allocation-free. A chart without history
/// gets nothing from this emitter.
struct HistoryEmitter {
    let plan: GenerationPlan

    /// One memory: its region, its plan and the stored property holding it.
    private struct Memory {
        var region: Int
        var memory: HistoryPlan.Memory
        var member: String
    }

    /// Per region: its history plan.
    private let plans: [HistoryPlan]
    /// Per region, per memory of its plan: the stored property.
    private let members: [[String]]

    init(plan: GenerationPlan) {
        self.plan = plan
        let plans = plan.regions.map { HistoryPlan($0.region) }
        self.plans = plans
        let names = plans.flatMap { $0.memories.map { $0.parent.name.value + "History" } }
        let reserved = SwiftName.reservedMembers.union(["state"]).union(plan.properties.map(\.member))
        var unique = SwiftName.unique(names, reserved: reserved)[...]
        members = plans.map { regionPlan in
            regionPlan.memories.map { _ in unique.popFirst() ?? "" }
        }
    }

    /// Whether any parent has history.
    var isNeeded: Bool { plans.contains { !$0.isEmpty } }

    /// The stored properties, one per parent with history.
    func emitStoredProperties(into writer: inout SwiftWriter) {
        let privateSet = plan.accessPrefix.isEmpty ? "private(set) " : "public private(set) "
        for (region, regionPlan) in plans.enumerated() {
            for (number, memory) in regionPlan.memories.enumerated() {
                writer.doc(
                    "The state a transition to `\(memory.parent.path)` enters (`history: "
                        + "\(memory.parent.history?.value.rawValue ?? "")`): where it was left, first its initial state."
                )
                writer.line("\(privateSet)var \(members[region][number]): \(plan.regions[region].stateType)")
            }
        }
    }

    /// The memories' first values, in `init()`.
    func emitInitialValues(into writer: inout SwiftWriter) {
        for (region, regionPlan) in plans.enumerated() {
            for (number, memory) in regionPlan.memories.enumerated() {
                writer.line(
                    "self.\(members[region][number]) = \(caseLiteral(memory.initial, region: region))")
            }
        }
    }

    /// What `transition` of `region` does from its state number `state`: the target to assign
    /// (a case literal or a memory, read before the step) and the memories it records; nil when
    /// the region has no history.
    func effect(of transition: Transition, region: Int, from state: Int) -> (
        target: String, records: [SwiftStatement]
    )? {
        let regionPlan = plans[region]
        guard !regionPlan.isEmpty else { return nil }
        let effect = regionPlan.effect(of: transition, from: state)
        let records = effect.records.map { record in
            SwiftStatement.line(
                "self.\(members[region][record.memory]) = \(expression(record.value, region: region))")
        }
        return (expression(effect.target, region: region), records)
    }

    private func expression(_ value: HistoryPlan.Value, region: Int) -> String {
        switch value {
        case .leaf(let leaf): caseLiteral(leaf, region: region)
        case .memory(let memory): "self.\(members[region][memory])"
        }
    }

    private func caseLiteral(_ leaf: Int, region: Int) -> String {
        let regionPlan = plan.regions[region]
        let name = regionPlan.region.states[leaf].name.value
        return "." + (regionPlan.cases[name] ?? SwiftName.escaped(name))
    }
}
