import ControlSpec

/// `controlspec compile`: checks specs and writes one `<Control>.swift` each, or nothing.
enum CompileCommand {
    static let command = Command(
        name: "compile", summary: "Check specs and generate one <Control>.swift each",
        positional: .many("<files or folders…>"),
        details: """
            Checks every spec and, when none has an error, writes one <Control>.swift per spec into
            --output, or the one spec's code into --output-file. Nothing is written when any spec
            has an error; files are replaced atomically and left untouched when their content would
            not change.
            """,
        options: [
            .value("--output", "<dir>", "The folder to write into (must exist)"),
            .value("--output-file", "<file>", "The file to write, for exactly one spec"),
            .value("--access", "<level>", choices: ["public", "internal"], "public (default) or internal"),
            .value(
                "--image-bundle", "<bundle>", choices: ["main", "module"],
                "Where asset images load from by default: main (default) or module (Bundle.module)"),
            PipelineOptions.strict,
        ] + PipelineOptions.limits,
        exclusive: [["--output", "--output-file"]],
        exits: [
            (.success, "written"), (.findings, "findings (nothing written)"), (.usage, nil), (.noInput, nil),
            (.cannotCreate, nil),
        ],
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        let access = GeneratorOptions.Access(rawValue: arguments.values["--access"] ?? "public") ?? .public
        let bundle =
            GeneratorOptions.ImageBundle(rawValue: arguments.values["--image-bundle"] ?? "main") ?? .main
        let pipeline = try PipelineOptions.pipeline(
            arguments, generator: GeneratorOptions(access: access, imageBundle: bundle))
        let destination = try OutputDestination(arguments)
        let paths = try SpecFiles.find(arguments.positional)
        if case .file = destination, paths.count != 1 {
            throw CommandFailure.usage(
                "error: '--output-file' takes exactly one spec; use '--output <dir>' for several",
                command: command.name)
        }
        let sources = try SpecFiles.read(paths)
        let result = pipeline.compile(sources)
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0.bytes) }) { first, _ in first }
        output.error(TextReport(sources: sourcesByPath).render(result.diagnostics))
        guard !PipelineOptions.fails(result.diagnostics, strict: arguments.flags.contains("--strict")) else {
            output.error(
                TextReport.summary(result.diagnostics, fileCount: sources.count) + "; nothing written\n")
            return .findings
        }
        let written = try OutputWriter.write(result.files, to: destination)
        if case .directory(let directory) = destination {
            let unchanged = result.files.count - written
            output.error(
                "wrote \(written) of \(result.files.count) files to \(VisibleText.escaped(directory))"
                    + " (\(unchanged) unchanged)\n")
        }
        return .success
    }
}
