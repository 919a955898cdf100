import ControlSpec

/// `controlspec lint`: checks specs and reports their diagnostics as text, JSON or SARIF.
enum LintCommand {
    static let command = Command(
        name: "lint", summary: "Check specs and report diagnostics (text, JSON or SARIF)",
        positional: .many("<files or folders…>"),
        details: """
            Checks every spec and reports its diagnostics. Folders are searched for *.control.yaml
            and *.control.yml.
            """,
        options: [
            .value(
                "--format", "<format>", choices: ["text", "json", "sarif"],
                "text (default), json or sarif (SARIF 2.1.0)"),
            PipelineOptions.strict,
        ] + PipelineOptions.limits,
        exits: [(.success, "clean"), (.findings, nil), (.usage, nil), (.noInput, nil)],
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
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
