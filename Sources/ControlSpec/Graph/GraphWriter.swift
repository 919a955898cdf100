import ControlSpecAnalyze
import ControlSpecCore

/// Writes a control's state graph as Graphviz DOT or a Mermaid state diagram.
public enum GraphWriter {
    /// The graph languages: Graphviz DOT and Mermaid state diagrams.
    public enum Format: String, CaseIterable, Sendable { case dot, mermaid }

    /// The graph of the analysed control: states the analysis proved unreachable are drawn greyed
    /// and dashed, and so are `"*"` edges a transition naming their source state always beats
    /// (labelled `overridden`).
    public static func render(_ report: AnalysisReport, format: Format) -> String {
        let graph = StateGraph(report)
        switch format {
        case .dot: return dot(graph)
        case .mermaid: return mermaid(graph)
        }
    }

    private static func dot(_ graph: StateGraph) -> String {
        var out = "digraph \(quoted(graph.title)) {\n"
        out +=
            "  rankdir=LR;\n  graph [fontname=\"Helvetica\"];\n  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for index in graph.clusters.indices where graph.clusters[index].holder == nil {
            dot(graph, index, indent: "  ", into: &out)
        }
        return out + "}\n"
    }

    /// Writes cluster `index` (a region) into `out`: a top-level region as a cluster, a region
    /// inside a state as a dashed cluster within the holding state's cluster. A state holding
    /// regions is a cluster labelled with its name around its node and its regions.
    private static func dot(_ graph: StateGraph, _ index: Int, indent outer: String, into out: inout String) {
        let cluster = graph.clusters[index]
        var indent = outer
        if let name = cluster.name {
            let dashed = cluster.holder == nil ? "" : "\(outer)  style=dashed;\n"
            out +=
                "\(outer)subgraph \(quoted("cluster_" + name)) {\n\(outer)  label=\(quoted(name));\n\(dashed)"
            indent = outer + "  "
        }
        GraphNesting(cluster).write(indent: indent) { node, indent in
            var attributes = ["label=\(quoted(node.label))"]
            if node.isUnreachable {
                attributes += ["style=\"rounded,dashed\"", "color=gray", "fontcolor=gray"]
            }
            if node.isInitial { attributes.append("penwidth=2") }
            let held = graph.held(by: node.id, in: index)
            guard !held.isEmpty else {
                out += "\(indent)\(quoted(node.id)) [\(attributes.joined(separator: ", "))];\n"
                return
            }
            out +=
                "\(indent)subgraph \(quoted("cluster_state_" + node.id)) {\n\(indent)  label=\(quoted(node.label));\n"
            out += "\(indent)  \(quoted(node.id)) [\(attributes.joined(separator: ", "))];\n"
            for region in held { dot(graph, region, indent: indent + "  ", into: &out) }
            out += "\(indent)}\n"
        } open: { parent, indent in
            let id = (cluster.name.map { $0 + "_" } ?? "") + parent.path
            out +=
                "\(indent)subgraph \(quoted("cluster_" + id)) {\n\(indent)  label=\(quoted(parent.name.value));\n"
        } close: { indent in
            out += "\(indent)}\n"
        }
        for (number, node) in cluster.nodes.enumerated() where node.isInitial {
            let start = quoted("__start_\(index)_\(number)")
            out += "\(indent)\(start) [shape=point, label=\"\"];\n\(indent)\(start) -> \(quoted(node.id));\n"
        }
        for edge in cluster.edges {
            let label = quoted(edge.inactive.map { edge.label + " (\($0))" } ?? edge.label)
            let style = edge.inactive != nil ? ", style=dashed, color=gray, fontcolor=gray" : ""
            out += "\(indent)\(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(label)\(style)];\n"
        }
        if cluster.name != nil { out += "\(outer)}\n" }
    }

    private static func mermaid(_ graph: StateGraph) -> String {
        var out = "stateDiagram-v2\n"
        var unreachable: [String] = []
        for index in graph.clusters.indices where graph.clusters[index].holder == nil {
            let cluster = graph.clusters[index]
            var indent = "  "
            if let name = cluster.name {
                out += "  state \"\(mermaidText(name))\" as region_\(index) {\n"
                indent = "    "
            }
            mermaid(graph, index, indent: indent, unreachable: &unreachable, into: &out)
            if cluster.name != nil { out += "  }\n" }
        }
        if !unreachable.isEmpty {
            out += "  classDef unreachable fill:#eeeeee,color:#999999,stroke-dasharray:4\n"
            out += "  class \(unreachable.joined(separator: ",")) unreachable\n"
        }
        return out
    }

    /// Writes the states and transitions of cluster `index` (a region) into `out`. A state holding
    /// regions is a composite state whose regions are separated by `--` (Mermaid's concurrency).
    private static func mermaid(
        _ graph: StateGraph, _ index: Int, indent: String, unreachable: inout [String], into out: inout String
    ) {
        let cluster = graph.clusters[index]
        GraphNesting(cluster).write(indent: indent) { node, indent in
            let held = graph.held(by: node.id, in: index)
            guard !held.isEmpty else {
                out += "\(indent)state \"\(mermaidText(node.label))\" as s_\(node.id)\n"
                if node.isUnreachable { unreachable.append("s_" + node.id) }
                return
            }
            out += "\(indent)state \"\(mermaidText(node.label))\" as s_\(node.id) {\n"
            for (number, region) in held.enumerated() {
                if number > 0 { out += "\(indent)  --\n" }
                mermaid(graph, region, indent: indent + "  ", unreachable: &unreachable, into: &out)
            }
            out += "\(indent)}\n"
            if node.isUnreachable { unreachable.append("s_" + node.id) }
        } open: { parent, indent in
            let id =
                (cluster.name.map { $0 + "_" } ?? "")
                + parent.path.replacingOccurrences(of: ".", with: "_")
            out += "\(indent)state \"\(mermaidText(parent.name.value))\" as p_\(id) {\n"
        } close: { indent in
            out += "\(indent)}\n"
        }
        for node in cluster.nodes where node.isInitial {
            out += "\(indent)[*] --> s_\(node.id)\n"
        }
        for edge in cluster.edges {
            let label = edge.inactive.map { edge.label + " (\($0))" } ?? edge.label
            out += "\(indent)s_\(edge.from) --> s_\(edge.to) : \(mermaidText(label))\n"
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingScalars { ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"][$0] } + "\""
    }

    /// Mermaid has no escape for `:` or quotes in labels; use look-alike entities it understands.
    private static func mermaidText(_ text: String) -> String {
        text.replacingScalars { [";": "#59;", ":": "#58;", "\"": "#quot;", "\n": " "][$0] }
    }
}
