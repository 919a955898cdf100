import ControlSpec

/// `controlspec graph <file> [--format dot|mermaid]`
enum GraphCommand {
    static let table = PipelineOptions.table.adding(valued: [
        "--format": GraphWriter.Format.allCases.map(\.rawValue)
    ])

    static func run(_ arguments: [String], output: inout Output) throws -> ExitCode {
        let arguments = try Arguments(arguments, table: table)
        let pipeline = try PipelineOptions.pipeline(arguments)
        let paths = try SpecFiles.find(arguments.positional)
        guard paths.count == 1, let source = try SpecFiles.read(paths).first else {
            throw CommandFailure.usage("error: 'graph' draws exactly one spec")
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
