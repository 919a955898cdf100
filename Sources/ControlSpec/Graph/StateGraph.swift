import ControlSpecRuntime

/// A control's states and transitions as a drawable graph: the input of the DOT and Mermaid writers.
struct StateGraph {
    struct Node {
        var id: String
        var label: String
        var isInitial: Bool
        var isUnreachable: Bool
    }

    struct Edge {
        var from: String
        var to: String
        var label: String
    }

    struct Cluster {
        /// Nil for a control without regions.
        var name: String?
        var nodes: [Node]
        var edges: [Edge]
    }

    var title: String
    var clusters: [Cluster]

    /// `unreachable` holds `StateKey`s of states no event sequence reaches.
    init(_ control: Control, unreachable: Set<StateKey>) {
        title = control.name.value
        clusters = control.regions.map { region in
            let regionName = region.name?.value
            func id(_ state: String) -> String { regionName.map { "\($0)_\(state)" } ?? state }
            let initial = Set(region.initial.map(\.value))
            let nodes = region.states.map { state in
                Node(
                    id: id(state.name.value), label: state.name.value,
                    isInitial: initial.contains(state.name.value),
                    isUnreachable: unreachable.contains(StateKey(region: regionName, state: state.name.value))
                )
            }
            let allStates = region.states.map(\.name.value)
            let edges = region.transitions.flatMap { transition -> [Edge] in
                let sources: [String]
                switch transition.from {
                case .any: sources = allStates
                case .states(let names): sources = names.map(\.value)
                }
                let label = Self.label(transition, animations: control.animations)
                return sources.map { Edge(from: id($0), to: id(transition.to.value), label: label) }
            }
            return Cluster(name: regionName, nodes: nodes, edges: edges)
        }
    }

    /// `event [guard] / actions; animation name: timing`, with `*` marking a transition from every
    /// state; the timing is the one the runtime plays (the curve's control points, the spring's
    /// constants and settling time).
    private static func label(_ transition: Transition, animations: [Animation]) -> String {
        var label = transition.on.map(\.value).joined(separator: ", ")
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
            effects.append("animate \(name): \(animation.playedTiming.timingSummary)")
        }
        if !effects.isEmpty { label += " / " + effects.joined(separator: "; ") }
        return label
    }
}

/// Names one state of one region (`region` is nil for a control without regions).
public struct StateKey: Hashable, Sendable {
    public var region: String?
    public var state: String

    public init(region: String?, state: String) {
        self.region = region
        self.state = state
    }
}
