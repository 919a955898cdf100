import ControlSpec

/// Every command of `controlspec`, in the order the overview lists them. To add a command,
/// declare its `Command` (options, help, run) and list it here.
enum Commands {
    static let all: [Command] = [
        CompileCommand.command, LintCommand.command, GraphCommand.command, PreviewCommand.command,
        RenderCommand.command,
        ExplainCommand.command, SchemaCommand.command, LSPCommand.command,
    ]

    /// The command named `name`, or a usage error suggesting the closest name.
    static func named(_ name: String) throws -> Command {
        if let command = all.first(where: { $0.name == name }) { return command }
        let known = all.map(\.name) + ["help"]
        let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        throw CommandFailure.usage("error: unknown command '\(name)'\(hint)")
    }
}

/// `controlspec schema`: the JSON Schema of the spec format.
enum SchemaCommand {
    static let command = Command(
        name: "schema", summary: "Print the JSON Schema of the spec format, for editors", positional: .none,
        details: """
            Prints the JSON Schema (draft-07) of the spec format. Point your editor's YAML language
            server at it: # yaml-language-server: $schema=<path to controlspec.schema.json>
            """,
        options: [], exits: [(.success, "printed"), (.usage, nil)]
    ) { _, output in
        output.standard(SpecSchema.json)
        return .success
    }
}
