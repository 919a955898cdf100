/// A command of `controlspec`, declared once: `main` dispatches to it, `Arguments` parses its
/// command line against its options, and `HelpText` prints its help from the same declaration.
struct Command: Sendable {
    /// What a command takes besides options.
    enum Positionals: Sendable {
        case none
        /// Exactly one argument, shown as the placeholder.
        case one(String)
        /// At most one.
        case optionalOne(String)
        /// One or more.
        case many(String)

        /// The placeholder the usage line shows.
        var usage: String {
            switch self {
            case .none: ""
            case .one(let placeholder), .many(let placeholder): " " + placeholder
            case .optionalOne(let placeholder): " [\(placeholder)]"
            }
        }

        /// Usage error (64) when `count` arguments do not fit.
        func check(_ count: Int, command: String) throws {
            let fits: Bool
            let expected: String
            switch self {
            case .none: (fits, expected) = (count == 0, "takes no arguments")
            case .one(let placeholder): (fits, expected) = (count == 1, "takes exactly one \(placeholder)")
            case .optionalOne(let placeholder):
                (fits, expected) = (count <= 1, "takes at most one \(placeholder)")
            case .many(let placeholder): (fits, expected) = (count >= 1, "needs \(placeholder)")
            }
            guard !fits else { return }
            throw CommandFailure.usage("error: '\(command)' \(expected)", command: command)
        }
    }

    /// The word after `controlspec`.
    let name: String
    /// One line for the overview.
    let summary: String
    /// What it takes besides options.
    let positional: Positionals
    /// What it does, for its help (wrapped by hand).
    let details: String
    /// Every option it accepts, in the order the help lists them.
    let options: [OptionSpec]
    /// Groups of options of which at most one may be given.
    var exclusive: [[String]] = []
    /// The exit statuses it uses, each with what it means for this command (nil: the status' usual
    /// meaning, `ExitCode.meaning`).
    let exits: [(status: ExitCode, meaning: String?)]
    /// Runs the command on its parsed arguments.
    let run: @Sendable (Arguments, inout Output) throws -> ExitCode

    /// The exit statuses as its help lists them: `0 printed, 64 usage`.
    var exitStatus: String {
        exits.map { "\($0.status.rawValue) \($0.meaning ?? $0.status.meaning)" }.joined(separator: ", ")
    }
}
