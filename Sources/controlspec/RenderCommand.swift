import ControlSpec
import ControlSpecPreview
import ControlSpecRuntime
import Foundation

/// `controlspec render`: one spec's states and animated transitions as SVG pictures.
enum RenderCommand {
    static let command = Command(
        name: "render", summary: "Draw a control's states and animated transitions as SVG pictures",
        positional: .one("<file>"),
        details: """
            Draws one SVG per state (<Control>-<state>.svg) and, for every transition with an
            animation, a filmstrip (<Control>-<from>-<to>-<event>.filmstrip.svg) posed by the
            runtime's Timeline at the start, the end, every turning point of a moving value (a
            spring's peak and undershoots) and n frames evenly spaced between, each labelled with
            its time and values, and a plot of every moving value over time
            (<Control>-<from>-<to>-<event>.plot.svg) marking delays, a curve's control points, a
            spring's turning points and where it settles. A state with an ambient animation gets
            the same two pictures of one loop of it (<Control>-<state>.ambient.filmstrip.svg and
            .ambient.plot.svg). Asset images come from the *.xcassets
            folders beside the spec (or --assets); the control stands on its backdrop: color.
            """,
        options: PictureOutput.options + [
            .value("--frames", "<n>", "Evenly spaced frames per filmstrip, at least 2 (default 6)"),
            .value(
                "--size", "<w>x<h>",
                "The control's size in points (default: its layout's or content's size, else 120x120)"),
            PipelineOptions.strict,
        ] + PipelineOptions.limits,
        exits: [
            (.success, "written"), (.findings, "the spec has errors (nothing written)"), (.usage, nil),
            (.noInput, nil), (.cannotCreate, nil),
        ],
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        let pipeline = try PipelineOptions.pipeline(arguments)
        let directory = try PictureOutput.directory(arguments, command: command.name)
        let frames = try arguments.integer("--frames", default: 6)
        guard frames >= 2 else {
            throw CommandFailure.usage(
                "error: '--frames' takes at least 2 (the first and the last frame)", command: command.name)
        }
        let size = try arguments.values["--size"].map(controlSize)
        let paths = try SpecFiles.find(arguments.positional)
        guard paths.count == 1, let source = try SpecFiles.read(paths).first else {
            throw CommandFailure.usage("error: 'render' draws exactly one spec", command: command.name)
        }
        let assets = try PictureOutput.assets(arguments, specFiles: paths)
        let result = pipeline.check(source)
        output.error(TextReport(sources: [source.path: source.bytes]).render(result.diagnostics))
        let strict = arguments.flags.contains("--strict")
        guard let analysis = result.analysis, !PipelineOptions.fails(result.diagnostics, strict: strict)
        else {
            output.error(TextReport.summary(result.diagnostics, fileCount: 1) + "; nothing written\n")
            return .findings
        }
        let files = StillRenderer.render(analysis, frames: frames, assets: assets, size: size)
        let written = try PictureOutput.write(files, to: directory)
        output.error("wrote \(written) of \(files.count) pictures to \(directory)\n")
        return .success
    }

    /// `--size 260x32`: two positive numbers of points.
    private static func controlSize(_ text: String) throws -> LayoutSize {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0,
            width.isFinite, height.isFinite
        else {
            throw CommandFailure.usage(
                "error: '--size' takes <width>x<height> in points, such as 260x32", command: command.name)
        }
        return LayoutSize(width: width, height: height)
    }
}
