import ControlSpec

/// Exit statuses, following sysexits as swift-argument-parser does.
enum ExitCode: Int32 {
    /// Clean (warnings allowed unless `--strict`).
    case success = 0
    /// Findings.
    case findings = 1
    /// The command line is wrong.
    case usage = 64
    /// An input cannot be read.
    case noInput = 66
    /// A bug in controlspec: an error no command expected.
    case software = 70
    /// An output cannot be written.
    case cannotCreate = 73

    /// What the status means where a command's help says no more.
    var meaning: String {
        switch self {
        case .success: "success"
        case .findings: "findings"
        case .usage: "usage"
        case .noInput: "unreadable input"
        case .software: "internal error"
        case .cannotCreate: "unwritable output"
        }
    }
}

/// A failure that ends the command with a message on stderr and an exit status.
struct CommandFailure: Error {
    var status: ExitCode
    var message: String

    /// A usage error (64), pointing at the command's help when there is one.
    static func usage(_ message: String, command: String? = nil) -> CommandFailure {
        let help = command.map { "controlspec help \($0)" } ?? "controlspec --help"
        return CommandFailure(status: .usage, message: "\(message)\nSee '\(help)'.")
    }

    /// Prints `error` and returns its exit status: a `CommandFailure`'s own, or 70 with a request
    /// for a bug report for any error no command expected. Paths and options quoted in a message
    /// are shown with their control characters escaped, line by line.
    static func status(of error: any Error, output: inout Output) -> ExitCode {
        if let failure = error as? CommandFailure {
            let lines = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
            output.error(lines.map { VisibleText.escaped(String($0)) }.joined(separator: "\n") + "\n")
            return failure.status
        }
        output.error(
            "error: internal error: \(VisibleText.escaped("\(error)"))\n"
                + "This is a bug in controlspec \(ControlSpecVersion.current); please report it with the"
                + " command line and the spec that caused it.\n")
        return .software
    }
}
