import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecResolve
import ControlSpecRuntime

/// A control's states and transitions as a drawable graph: the input of the DOT and Mermaid writers.
///
/// Everything it knows about reachability and dispatch comes from the analysis' facts, never from
/// diagnostics, so `suppress:` does not change the graph.
package struct StateGraph {
    struct Node {
        var id: String
        var label: String
        var isInitial: Bool
        var isUnreachable: Bool
        /// The parent states it is nested in, outermost first (`SpecState.ancestors`).
        var ancestors: [String] = []
    }

    struct Edge {
        var from: String
        var to: String
        var label: String
        /// Why the edge never fires, when it does not: `overridden` for a `"*"` edge that a
        /// transition naming the source state always beats, `never fires` (with the values its
        /// guard is stuck at, from the analysis' witness) for a transition that cannot fire at all.
        var inactive: String?
    }

    struct Cluster {
        /// Nil for a control without regions.
        var name: String?
        var nodes: [Node]
        var edges: [Edge]
        /// The parent states of a nested chart, drawn as clusters (DOT) or composite states
        /// (Mermaid) around their children.
        var parents: [ParentState] = []
        /// For a region inside a state: the owner region's cluster number and the node id of the
        /// state holding it, which is drawn around it (Language.md, "Regions inside a state").
        var holder: (cluster: Int, node: String)?
    }

    /// The clusters of the regions `node` of cluster `index` holds, in region order.
    func held(by node: String, in index: Int) -> [Int] {
        clusters.indices.filter { clusters[$0].holder?.cluster == index && clusters[$0].holder?.node == node }
    }

    var title: String
    var clusters: [Cluster]

    init(_ report: AnalysisReport) {
        let model = report.model
        title = model.control.name.value
        let neverFires = Dictionary(
            report.findings.filter { $0.code == .unreachableTransition }.compactMap { finding in
                finding.transitions.first.map { ($0, finding.witness) }
            }, uniquingKeysWith: { first, _ in first })
        clusters = model.control.regions.enumerated().map { regionIndex, region in
            let regionName = region.name?.value
            func id(_ state: Int) -> String {
                let name = region.states[state].name.value
                return regionName.map { "\($0)_\(name)" } ?? name
            }
            let initial = Set(region.initial.map(\.value))
            let nodes = region.states.indices.map { index in
                Node(
                    id: id(index), label: region.states[index].name.value,
                    isInitial: initial.contains(region.states[index].name.value),
                    isUnreachable: !report.reachable[regionIndex][index],
                    ancestors: region.states[index].ancestors)
            }
            let first = model.firstTransition[regionIndex]
            let history = HistoryPlan(region)
            let edges = region.transitions.indices.flatMap { position -> [Edge] in
                let number = first + position
                let resolved = model.transitions[number]
                let label = Self.label(resolved, events: model.events, animations: model.control.animations)
                let overridden = report.transitions[number].overriddenIn
                let never = neverFires[number].map { witness in
                    witness.values.isEmpty ? "never fires" : "never fires: \(witness.valuesText) always"
                }
                return resolved.sources.flatMap { source in
                    // A parent entered through its memory: an edge to each leaf it may resume.
                    var targets = [(resolved.target, label)]
                    if !history.isEmpty,
                        case .memory(let memory) = history.effect(of: resolved.transition, from: source)
                            .target
                    {
                        let parent = history.memories[memory].parent.path
                        targets = history.memories[memory].leaves.map {
                            ($0, label + " (history of \(parent))")
                        }
                    }
                    return targets.map { target, label in
                        Edge(
                            from: id(source), to: id(target), label: label,
                            inactive: never ?? (overridden.contains(source) ? "overridden" : nil))
                    }
                }
            }
            // A holding state's node id, as its owner region's `id(_:)` writes it.
            let holder = region.owner.map { owner in
                (
                    owner.region,
                    model.control.regions[owner.region].name.map { "\($0.value)_\(owner.state)" }
                        ?? owner.state
                )
            }
            return Cluster(
                name: regionName, nodes: nodes, edges: edges, parents: region.parents,
                holder: holder.map { (cluster: $0.0, node: $0.1) })
        }
    }

    /// `event [guard] / actions; animate name: timing`, with `*` marking a transition from every
    /// state. Events go by the name the machine gives them, so `tap` and `touchUpInside` are
    /// labelled alike; the timing is the one the runtime plays (the curve's control points, the
    /// spring's constants and settling time).
    package static func label(
        _ resolved: ResolvedControl.NumberedTransition, events: [ResolvedControl.Event],
        animations: [Animation]
    ) -> String {
        let transition = resolved.transition
        // An input's `changes:` event says which setting of the app sends it.
        var label = resolved.events.map { number in
            events[number].name + (events[number].changes.map { " (app sets \($0))" } ?? "")
        }.joined(separator: ", ")
        if case .any = transition.from { label = "* " + label }
        switch transition.condition {
        case .expression(let expression)?: label += " [\(expression)]"
        case .otherwise?: label += " [else]"
        case nil: break
        }
        var effects = transition.actions.map(\.description) + transition.emit.map { "emit " + $0.value }
        if let name = transition.animation?.value,
            let animation = animations.first(where: { $0.name.value == name })
        {
            effects.append("animate \(name): \(animation.played.timingSummary)")
        }
        if !effects.isEmpty { label += " / " + effects.joined(separator: "; ") }
        return label
    }
}
