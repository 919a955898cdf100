import ControlSpecCore
import ControlSpecGenerate
import ControlSpecResolve

/// `history:` on the page: the machine object holds `history`, per parent with history (keyed
/// `region:parent`) the state a transition to the parent enters, and the dispatch applies each
/// transition's `HistoryPlan` effect from the state it fires in, as the Swift `send` does. Absent
/// from a chart without history.
struct JavaScriptHistory {
    /// Per region: its plan.
    private let plans: [HistoryPlan]
    private let plan: GenerationPlan

    init(plan: GenerationPlan) {
        self.plan = plan
        plans = plan.regions.map { HistoryPlan($0.region) }
    }

    /// Whether any parent has history.
    var isNeeded: Bool { plans.contains { !$0.isEmpty } }

    /// `, history: {…}` for `create()`: every memory at its first entry; empty without history.
    var initialMember: String {
        guard isNeeded else { return "" }
        var entries: [(String, String)] = []
        for (region, regionPlan) in plans.enumerated() {
            for memory in regionPlan.memories {
                entries.append(
                    (key(region, memory), JavaScriptLiteral.string(name(memory.initial, region: region))))
            }
        }
        return ", history: " + JavaScriptLiteral.object(entries)
    }

    /// The statements of `transition` of `region` from its state `state` (`m.state[region] = …`
    /// and the memories it records), each value read before any is written; nil without history.
    func statements(of transition: Transition, region: Int, from state: Int) -> [String]? {
        let regionPlan = plans[region]
        guard !regionPlan.isEmpty else { return nil }
        let effect = regionPlan.effect(of: transition, from: state)
        var lines = effect.records.map { record in
            "m.history[\(JavaScriptLiteral.string(key(region, regionPlan.memories[record.memory])))] = "
                + expression(record.value, region: region) + ";"
        }
        lines.append("m.state[\(region)] = \(expression(effect.target, region: region));")
        return lines
    }

    private func key(_ region: Int, _ memory: HistoryPlan.Memory) -> String {
        "\(region):\(memory.parent.name.value)"
    }

    private func expression(_ value: HistoryPlan.Value, region: Int) -> String {
        switch value {
        case .leaf(let leaf): JavaScriptLiteral.string(name(leaf, region: region))
        case .memory(let memory):
            "m.history[\(JavaScriptLiteral.string(key(region, plans[region].memories[memory])))]"
        }
    }

    private func name(_ leaf: Int, region: Int) -> String {
        plan.regions[region].region.states[leaf].name.value
    }
}
