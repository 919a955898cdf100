import ControlSpec
import Foundation

/// Runs one command line and returns its exit status.
func run(_ arguments: [String], output: inout Output) -> ExitCode {
    guard let name = arguments.first else {
        output.error(HelpText.overview)
        return .usage
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch name {
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
            output.standard(HelpText.help(try Commands.named(topic)))
            return .success
        default:
            let command = try Commands.named(name)
            if rest.contains("--help") || rest.contains("-h") {
                output.standard(HelpText.help(command))
                return .success
            }
            return try command.run(try Arguments(rest, for: command), &output)
        }
    } catch {
        return CommandFailure.status(of: error, output: &output)
    }
}

var output = Output(passThrough: true)
exit(run(Array(CommandLine.arguments.dropFirst()), output: &output).rawValue)
