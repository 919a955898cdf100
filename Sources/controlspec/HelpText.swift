import ControlSpec

/// The text of `--help` and `help <command>`, written from the command declarations.
enum HelpText {
    /// `controlspec --help`: every command with its summary.
    static var overview: String {
        let width = (Commands.all.map(\.name.count) + ["help".count]).max() ?? 0
        func row(_ name: String, _ summary: String) -> String {
            "  " + name + String(repeating: " ", count: width - name.count + 3) + summary + "\n"
        }
        return """
            OVERVIEW: Compile declarative UI-control specs (*.control.yaml) into Swift state machines.

            USAGE: controlspec <command> [options]

            COMMANDS:

            """ + Commands.all.map { row($0.name, $0.summary) }.joined()
                + row("help", "Show help for a command")
                    + """

                    OPTIONS:
                      --help      Show this help
                      --version   Show the version (\(ControlSpecVersion.current))

                    See 'controlspec help <command>' for a command's options.

                    """
    }

    /// `controlspec help <command>`: usage, what it does, every option it accepts, exit statuses.
    static func help(_ command: Command) -> String {
        var text = "USAGE: controlspec \(command.name)\(command.positional.usage)"
        text += command.options.isEmpty ? "\n\n" : " [options]\n\n"
        text += command.details + "\n"
        if !command.options.isEmpty {
            let labels = command.options.map { option in
                option.name + (option.placeholder.map { " " + $0 } ?? "")
            }
            let width = (labels.map(\.count).max() ?? 0) + 2
            text += "\nOPTIONS:\n"
            for (label, option) in zip(labels, command.options) {
                text += "  " + label + String(repeating: " ", count: width - label.count) + option.help + "\n"
            }
        }
        if !command.exclusive.isEmpty {
            for group in command.exclusive {
                text += "  (give only one of " + group.joined(separator: ", ") + ")\n"
            }
        }
        return text + "\nEXIT STATUS: \(command.exitStatus)\n"
    }

    /// `options` as a Markdown table, for `Docs/CLI.md` (between `<!-- options: limits -->` and
    /// `<!-- end options -->`).
    static func markdown(_ options: [OptionSpec]) -> String {
        "| option | meaning |\n| --- | --- |\n"
            + options.map { option in
                "| `\(option.name)\(option.placeholder.map { " " + $0 } ?? "")` | \(option.help) |\n"
            }.joined()
    }
}
