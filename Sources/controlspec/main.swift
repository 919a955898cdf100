import ControlSpec
import Foundation

/// Runs one command line and returns its exit status.
func run(_ arguments: [String], output: inout Output) -> ExitCode {
    guard let command = arguments.first else {
        output.error(HelpText.overview)
        return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h"), let text = HelpText.commands[command] {
        output.standard(text)
        return .success
    }
    do {
        switch command {
        case "compile": return try CompileCommand.run(rest, output: &output)
        case "lint": return try LintCommand.run(rest, output: &output)
        case "graph": return try GraphCommand.run(rest, output: &output)
        case "explain": return try ExplainCommand.run(rest, output: &output)
        case "schema":
            guard rest.isEmpty else { throw CommandFailure.usage("error: 'schema' takes no arguments") }
            output.standard(SpecSchema.json)
            return .success
        case "--version":
            output.standard(ControlSpecVersion.current + "\n")
            return .success
        case "--help", "-h":
            output.standard(HelpText.overview)
            return .success
        case "help":
            guard let topic = rest.first else {
                output.standard(HelpText.overview)
                return .success
            }
            guard let text = HelpText.commands[topic] else { throw unknownCommand(topic) }
            output.standard(text)
            return .success
        default:
            throw unknownCommand(command)
        }
    } catch let failure as CommandFailure {
        output.error(failure.message + "\n")
        return failure.status
    } catch {
        output.error("error: \(error)\n")
        return .cannotCreate
    }
}

func unknownCommand(_ name: String) -> CommandFailure {
    let known = ["compile", "lint", "graph", "explain", "schema", "help"]
    let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
    return CommandFailure.usage("error: unknown command '\(name)'\(hint)")
}

var output = Output(passThrough: true)
exit(run(Array(CommandLine.arguments.dropFirst()), output: &output).rawValue)
