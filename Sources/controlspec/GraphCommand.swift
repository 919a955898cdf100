import ControlSpec

/// `controlspec graph`: one spec's state graph as Graphviz DOT or Mermaid.
enum GraphCommand {
    static let command = Command(
        name: "graph", summary: "Draw a spec's state graph (Graphviz DOT or Mermaid)",
        positional: .one("<file>"),
        details: """
            Prints the state graph: initial states marked, unreachable states greyed and dashed,
            transitions labelled `event [guard] / actions; animate name: timing`, regions as clusters.
            Render DOT with Graphviz: controlspec graph A.control.yaml | dot -Tsvg -o A.svg
            """,
        options: [
            .value(
                "--format", "<format>", choices: GraphWriter.Format.allCases.map(\.rawValue),
                "dot (default) or mermaid")
        ] + PipelineOptions.limits,
        exits: [(.success, "drawn"), (.findings, "the spec has errors"), (.usage, nil), (.noInput, nil)],
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        let pipeline = try PipelineOptions.pipeline(arguments)
        let paths = try SpecFiles.find(arguments.positional)
        guard paths.count == 1, let source = try SpecFiles.read(paths).first else {
            throw CommandFailure.usage("error: 'graph' draws exactly one spec", command: command.name)
        }
        let result = pipeline.check(source.bytes, file: source.path)
        guard !result.hasErrors, let report = result.analysis else {
            output.error(TextReport(sources: [source.path: source.bytes]).render(result.diagnostics))
            return .findings
        }
        let format = GraphWriter.Format(rawValue: arguments.values["--format"] ?? "dot") ?? .dot
        output.standard(GraphWriter.render(report, format: format))
        return .success
    }
}
