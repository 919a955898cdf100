import ControlSpec

/// `controlspec lint <files or folders…> [--format text|json|sarif] [--strict]`
enum LintCommand {
    static let table = PipelineOptions.table.adding(valued: ["--format": ["text", "json", "sarif"]])

    static func run(_ arguments: [String], output: inout Output) throws -> ExitCode {
        let arguments = try Arguments(arguments, table: table)
        let pipeline = try PipelineOptions.pipeline(arguments)
        let sources = try SpecFiles.read(try SpecFiles.find(arguments.positional))
        let diagnostics = sources.flatMap { pipeline.check($0.bytes, file: $0.path).diagnostics }
        switch arguments.values["--format"] ?? "text" {
        case "json":
            output.standard(JSONReport.render(diagnostics))
        case "sarif":
            output.standard(SARIFReport.render(diagnostics))
        default:
            let sourcesByPath = Dictionary(sources.map { ($0.path, $0.bytes) }) { first, _ in first }
            output.standard(TextReport(sources: sourcesByPath).render(diagnostics))
            output.error(TextReport.summary(diagnostics, fileCount: sources.count) + "\n")
        }
        return PipelineOptions.fails(diagnostics, strict: arguments.flags.contains("--strict"))
            ? .findings : .success
    }
}
