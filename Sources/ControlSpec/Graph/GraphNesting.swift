import ControlSpecCore

/// The order a graph writer meets one region's states in: each parent state opens around its
/// children (in document order, parents nested in parents), so both writers draw a nested chart as
/// clusters or composite states. A flat region is its nodes in order.
struct GraphNesting {
    let cluster: StateGraph.Cluster

    init(_ cluster: StateGraph.Cluster) { self.cluster = cluster }

    /// Calls `node` for every state, `open` before a parent's children and `close` after them,
    /// each with the indentation its line takes.
    func write(
        indent: String, node: (StateGraph.Node, String) -> Void, open: (ParentState, String) -> Void,
        close: (String) -> Void
    ) {
        guard !cluster.parents.isEmpty else {
            for each in cluster.nodes { node(each, indent) }
            return
        }
        var parentOf: [String: ParentState] = [:]
        for parent in cluster.parents { parentOf[parent.name.value] = parent }
        func children(of name: String?) -> [String] {
            guard let name else {
                let top = cluster.nodes.filter(\.ancestors.isEmpty).map(\.label)
                let parents = cluster.parents.filter(\.ancestors.isEmpty).map(\.name.value)
                // Document order: a parent stands where its first leaf does.
                return (top + parents).sorted { order(of: $0) < order(of: $1) }
            }
            return parentOf[name]?.children ?? []
        }
        func order(of name: String) -> Int {
            let leaf = parentOf[name]?.leaves.first ?? name
            return cluster.nodes.firstIndex { $0.label == leaf } ?? Int.max
        }
        func visit(_ name: String, _ indent: String) {
            if let parent = parentOf[name] {
                open(parent, indent)
                for child in parent.children { visit(child, indent + "  ") }
                close(indent)
            } else if let found = cluster.nodes.first(where: { $0.label == name }) {
                node(found, indent)
            }
        }
        for name in children(of: nil) { visit(name, indent) }
    }
}
