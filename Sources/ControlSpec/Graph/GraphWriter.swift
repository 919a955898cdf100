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
        for (index, cluster) in graph.clusters.enumerated() {
            var indent = "  "
            if let name = cluster.name {
                out += "  subgraph \(quoted("cluster_" + name)) {\n    label=\(quoted(name));\n"
                indent = "    "
            }
            GraphNesting(cluster).write(indent: indent) { node, indent in
                var attributes = ["label=\(quoted(node.label))"]
                if node.isUnreachable {
                    attributes += ["style=\"rounded,dashed\"", "color=gray", "fontcolor=gray"]
                }
                if node.isInitial { attributes.append("penwidth=2") }
                out += "\(indent)\(quoted(node.id)) [\(attributes.joined(separator: ", "))];\n"
            } open: { parent, indent in
                let id = (cluster.name.map { $0 + "_" } ?? "") + parent.path
                out +=
                    "\(indent)subgraph \(quoted("cluster_" + id)) {\n\(indent)  label=\(quoted(parent.name.value));\n"
            } close: { indent in
                out += "\(indent)}\n"
            }
            for (number, node) in cluster.nodes.enumerated() where node.isInitial {
                let start = quoted("__start_\(index)_\(number)")
                out +=
                    "\(indent)\(start) [shape=point, label=\"\"];\n\(indent)\(start) -> \(quoted(node.id));\n"
            }
            for edge in cluster.edges {
                let label = quoted(edge.inactive.map { edge.label + " (\($0))" } ?? edge.label)
                let style = edge.inactive != nil ? ", style=dashed, color=gray, fontcolor=gray" : ""
                out += "\(indent)\(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(label)\(style)];\n"
            }
            if cluster.name != nil { out += "  }\n" }
        }
        return out + "}\n"
    }

    private static func mermaid(_ graph: StateGraph) -> String {
        var out = "stateDiagram-v2\n"
        var unreachable: [String] = []
        for (index, cluster) in graph.clusters.enumerated() {
            var indent = "  "
            if let name = cluster.name {
                out += "  state \"\(mermaidText(name))\" as region_\(index) {\n"
                indent = "    "
            }
            GraphNesting(cluster).write(indent: indent) { node, indent in
                out += "\(indent)state \"\(mermaidText(node.label))\" as s_\(node.id)\n"
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
            if cluster.name != nil { out += "  }\n" }
        }
        if !unreachable.isEmpty {
            out += "  classDef unreachable fill:#eeeeee,color:#999999,stroke-dasharray:4\n"
            out += "  class \(unreachable.joined(separator: ",")) unreachable\n"
        }
        return out
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingScalars { ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"][$0] } + "\""
    }

    /// Mermaid has no escape for `:` or quotes in labels; use look-alike entities it understands.
    private static func mermaidText(_ text: String) -> String {
        text.replacingScalars { [";": "#59;", ":": "#58;", "\"": "#quot;", "\n": " "][$0] }
    }
}
