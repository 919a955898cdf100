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
    /// An output cannot be written.
    case cannotCreate = 73
}

/// A failure that ends the command with a message on stderr and an exit status.
struct CommandFailure: Error {
    var status: ExitCode
    var message: String

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(status: .usage, message: "\(message)\nSee 'controlspec --help'.")
    }
}
