import ControlSpecLanguageServer
import Foundation

/// `controlspec lsp`: the language server an editor starts, speaking LSP over standard input and
/// output.
enum LSPCommand {
    static let command = Command(
        name: "lsp", summary: "Run the language server for editors (LSP over standard input and output)",
        positional: .none,
        details: """
            Serves the Language Server Protocol 3.17 over standard input and output for
            *.control.yaml documents: lint's diagnostics as you type, quick fixes, completion,
            hover, definition, references, rename, the outline, folding and semantic tokens.
            Editors start it; Docs/Editors.md sets each one up.
            """,
        options: PipelineOptions.limits,
        exits: [
            (.success, "the client sent shutdown, then exit"),
            (.findings, "exit without shutdown, or the input ended"),
        ],
        run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        let pipeline = try PipelineOptions.pipeline(arguments)
        let status = StdioConnection.run { send in LanguageServer(pipeline: pipeline, send: send) }
        return status == 0 ? .success : .findings
    }
}
