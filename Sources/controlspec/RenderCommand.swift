@_spi(Stages) import ControlSpec
import Foundation

/// `controlspec render`: one spec's states and animated transitions as SVG pictures.
enum RenderCommand {
    static let command = Command(
        name: "render", summary: "Draw a control's states and animated transitions as SVG pictures",
        positional: .one("<file>"),
        details: """
            Draws one SVG per state (<Control>-<state>.svg) and, for every transition with an
            animation, a filmstrip of n frames evenly spaced over it
            (<Control>-<from>-<to>-<event>.filmstrip.svg), posed by the runtime's Timeline.
            """,
        options: PictureOutput.options + [
            .value("--frames", "<n>", "Frames per filmstrip, at least 2 (default 6)"),
            PipelineOptions.strict,
        ] + PipelineOptions.limits,
        exitStatus:
            "0 written, 1 the spec has errors (nothing written), 64 usage, 66 unreadable input, "
            + "73 unwritable output",
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        let pipeline = try PipelineOptions.pipeline(arguments)
        let directory = try PictureOutput.directory(arguments, command: command.name)
        let frames = try arguments.integer("--frames", default: 6)
        guard frames >= 2 else {
            throw CommandFailure.usage(
                "error: '--frames' takes at least 2 (the first and the last frame)", command: command.name)
        }
        let paths = try SpecFiles.find(arguments.positional)
        guard paths.count == 1, let source = try SpecFiles.read(paths).first else {
            throw CommandFailure.usage("error: 'render' draws exactly one spec", command: command.name)
        }
        let assets = try PictureOutput.assets(arguments)
        let result = pipeline.check(source.bytes, file: source.path)
        output.error(TextReport(sources: [source.path: source.bytes]).render(result.diagnostics))
        let strict = arguments.flags.contains("--strict")
        guard let control = result.control, !PipelineOptions.fails(result.diagnostics, strict: strict) else {
            output.error(TextReport.summary(result.diagnostics, fileCount: 1) + "; nothing written\n")
            return .findings
        }
        let files = StillRenderer.render(control, frames: frames, assets: assets)
        let written = try PictureOutput.write(files, to: directory)
        output.error("wrote \(written) of \(files.count) pictures to \(directory)\n")
        return .success
    }
}
