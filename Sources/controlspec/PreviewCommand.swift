@_spi(Stages) import ControlSpec
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
        let sources = try SpecFiles.read(try SpecFiles.find(arguments.positional))
        let assets = try PictureOutput.assets(arguments)
        let strict = arguments.flags.contains("--strict")
        var files: [GeneratedFile] = []
        var entries: [PreviewPage.IndexEntry] = []
        var diagnostics: [Diagnostic] = []
        var pageOwners: [String: String] = [:]
        for (number, source) in sources.enumerated() {
            var result = pipeline.check(source.bytes, file: source.path)
            var entry = PreviewPage.IndexEntry(
                sourceFile: source.path, page: nil, title: result.control?.name.value ?? source.path,
                summary: result.control?.summary?.value ?? "", problems: [])
            if let control = result.control, !result.hasErrors,
                let first = pageOwners[control.name.value + ".html"]
            {
                result.diagnostics.append(
                    Diagnostic(
                        .duplicateName,
                        "the control '\(control.name.value)' of \(first) also has the page \(control.name.value).html;"
                            + " rename one of the two controls",
                        file: source.path, at: control.name.location))
            }
            diagnostics += result.diagnostics
            let progress = "[\(number + 1)/\(sources.count)] \(source.path)"
            if let control = result.control, let analysis = result.analysis,
                !PipelineOptions.fails(result.diagnostics, strict: strict)
            {
                let name = control.name.value + ".html"
                pageOwners[name] = source.path
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
