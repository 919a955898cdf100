import ControlSpecCore

/// For a nested chart, a value per parent state users can switch over: for parent `playing`, an
/// enum `State.Playing` of its children (a child parent carries its own enum: `case loading(Loading)`)
/// and a member `state.playing`, the child the control is in, nil outside `playing`. The machine's
/// `State` keeps one case per leaf, so `send` and the tables are those of a flat chart. A flat
/// chart gets nothing from this emitter.
struct NestedStateEmitter {
    let plan: GenerationPlan

    /// Whether any region nests states.
    var isNeeded: Bool { plan.regions.contains { !$0.region.parents.isEmpty } }

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        var first = true
        for region in plan.regions where !region.region.parents.isEmpty {
            if !first { writer.blankLine() }
            first = false
            let parents = region.region.parents
            let typeNames = SwiftName.unique(
                parents.map { SwiftName.capitalized($0.name.value) },
                reserved: ["State", "Event", "Output", "Transition", "Step", "AllCases", "RawValue", "ID"])
            let members = SwiftName.unique(
                parents.map(\.name.value),
                reserved: SwiftName.reservedMembers.union(region.region.states.map(\.name.value)))
            var typeOf: [String: String] = [:]
            for (parent, type) in zip(parents, typeNames) { typeOf[parent.name.value] = type }
            let type = "\(plan.machine).\(region.stateType)"
            writer.block("extension \(type)") { writer in
                for (index, parent) in parents.enumerated() {
                    if index > 0 { writer.blankLine() }
                    writer.doc("The states nested in `\(parent.path)`.")
                    writer.block("\(access)enum \(typeNames[index]): Hashable, Sendable") { writer in
                        for child in parent.children {
                            let name = SwiftName.escaped(child)
                            if let nested = typeOf[child] {
                                writer.line("case \(name)(\(nested))")
                            } else {
                                writer.line("case \(name)")
                            }
                        }
                    }
                    writer.blankLine()
                    writer.doc("The state within `\(parent.path)` the control is in; nil outside it.")
                    writer.block("\(access)var \(SwiftName.escaped(members[index])): \(typeNames[index])?") {
                        writer in
                        writer.line("switch self {")
                        for leaf in parent.leaves {
                            writer.line(
                                "case .\(region.cases[leaf] ?? SwiftName.escaped(leaf)): "
                                    + value(of: leaf, in: parent, region: region.region, typeOf: typeOf))
                        }
                        if parent.leaves.count < region.region.states.count { writer.line("default: nil") }
                        writer.line("}")
                    }
                }
            }
        }
    }

    /// `.buffering`, or `.loading(.slow)` for a leaf below a child parent.
    private func value(of leaf: String, in parent: ParentState, region: Region, typeOf: [String: String])
        -> String
    {
        guard let state = region.states.first(where: { $0.name.value == leaf }),
            let start = state.ancestors.firstIndex(of: parent.name.value)
        else { return "nil" }
        let below = Array(state.ancestors[(start + 1)...]) + [leaf]
        var text = ""
        for (position, name) in below.enumerated().reversed() {
            let escaped = SwiftName.escaped(name)
            text = position == below.count - 1 ? ".\(escaped)" : ".\(escaped)(\(text))"
        }
        return text
    }
}
