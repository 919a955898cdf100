import ControlSpec

/// `controlspec compile <files or folders…> (--output <dir> | --output-file <file>) [--access public|internal] [--strict]`
enum CompileCommand {
    static let table = PipelineOptions.table.adding(
        valued: ["--output": nil, "--output-file": nil, "--access": ["public", "internal"]])

    static func run(_ arguments: [String], output: inout Output) throws -> ExitCode {
        let arguments = try Arguments(arguments, table: table)
        let access = GeneratorOptions.Access(rawValue: arguments.values["--access"] ?? "public") ?? .public
        let pipeline = try PipelineOptions.pipeline(arguments, generator: GeneratorOptions(access: access))
        let destination = try OutputDestination(arguments)
        let paths = try SpecFiles.find(arguments.positional)
        if case .file = destination, paths.count != 1 {
            throw CommandFailure.usage(
                "error: '--output-file' takes exactly one spec; use '--output <dir>' for several")
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
                "wrote \(written) of \(result.files.count) files to \(directory) (\(unchanged) unchanged)\n")
        }
        return .success
    }
}
