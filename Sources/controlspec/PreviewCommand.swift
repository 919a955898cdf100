import ControlSpec
import ControlSpecPreview
import Foundation

/// `controlspec preview`: one self-contained HTML page per control, and an index.
enum PreviewCommand {
    static let command = Command(
        name: "preview", summary: "Write a self-contained HTML page per control to see and play it",
        positional: .many("<files or folders…>"),
        details: """
            Checks every spec and writes one self-contained HTML page per control (<Control>.html:
            the control drawn and playable, its inspector, motion, output log and state graph;
            nothing is loaded from the network) plus index.html linking them. A spec with errors
            gets no page; the index says why. Progress and diagnostics go to standard error.
            """,
        options: PictureOutput.options + [
            .flag("--strict", "Warnings also keep a spec from getting a page (exit 1)")
        ] + PipelineOptions.limits,
        exits: [
            (.success, "written"), (.findings, "findings (specs with errors got no page)"), (.usage, nil),
            (.noInput, nil), (.cannotCreate, nil),
        ],
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        let pipeline = try PipelineOptions.pipeline(arguments)
        let directory = try PictureOutput.directory(arguments, command: command.name)
        let paths = try SpecFiles.find(arguments.positional)
        let sources = try SpecFiles.read(paths)
        let assets = try PictureOutput.assets(arguments, specFiles: paths)
        let strict = arguments.flags.contains("--strict")
        var files: [GeneratedFile] = []
        var entries: [PreviewPage.IndexEntry] = []
        var diagnostics: [Diagnostic] = []
        for (number, (source, result)) in zip(sources, pipeline.check(sources)).enumerated() {
            var entry = PreviewPage.IndexEntry(
                sourceFile: source.path, page: nil, title: result.decoded?.name ?? source.path,
                summary: result.decoded?.summary ?? "", problems: [])
            diagnostics += result.diagnostics
            let progress = "[\(number + 1)/\(sources.count)] \(source.path)"
            if let decoded = result.decoded, let analysis = result.analysis,
                !PipelineOptions.fails(result.diagnostics, strict: strict)
            {
                let name = decoded.name + ".html"
                files.append(
                    GeneratedFile(
                        name: name,
                        contents: PreviewPage.html(for: analysis, sourceFile: source.path, assets: assets)))
                entry.page = name
                output.error("\(progress): \(name)\n")
            } else {
                entry.problems = result.diagnostics.filter {
                    $0.severity == .error || (strict && $0.severity == .warning)
                }.map { TextReport().render([$0]).split(separator: "\n").first.map(String.init) ?? "" }
                output.error("\(progress): no page (errors)\n")
            }
            entries.append(entry)
        }
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0.bytes) }) { first, _ in first }
        output.error(TextReport(sources: sourcesByPath).render(diagnostics))
        files.append(GeneratedFile(name: "index.html", contents: PreviewPage.index(entries)))
        let written = try PictureOutput.write(files, to: directory)
        output.error(
            TextReport.summary(diagnostics, fileCount: sources.count)
                + "; wrote \(written) of \(files.count) pages to \(directory)\n")
        return PipelineOptions.fails(diagnostics, strict: strict) ? .findings : .success
    }
}
