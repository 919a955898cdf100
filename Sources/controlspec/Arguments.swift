import ControlSpec

/// One option of a command, declared once: the parser accepts it and the help lists it.
struct OptionSpec: Sendable {
    /// `--format`.
    let name: String
    /// The value's placeholder (`<format>`), or nil for a flag.
    let placeholder: String?
    /// The values the option allows; nil: any.
    let choices: [String]?
    /// One line for the help.
    let help: String

    /// An option without a value.
    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, placeholder: nil, choices: nil, help: help)
    }

    /// An option that takes a value, from `choices` when given.
    static func value(_ name: String, _ placeholder: String, choices: [String]? = nil, _ help: String)
        -> OptionSpec
    {
        OptionSpec(name: name, placeholder: placeholder, choices: choices, help: help)
    }
}

/// A command line split into positional arguments, flags and option values, checked against the
/// command's declared options: an unknown option, a missing or wrong value, an option given
/// twice and two options the command declares exclusive are usage errors (exit 64).
struct Arguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    /// Parses `arguments` for `command`. Accepts `--name value` and `--name=value`; `--` ends options.
    init(_ arguments: [String], for command: Command) throws {
        let options = command.options
        var seen: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let hint = Suggestion.closest(to: name, in: options.map(\.name)).map {
                    "; did you mean '\($0)'?"
                }
                throw CommandFailure.usage(
                    "error: '\(command.name)' has no option '\(name)'\(hint ?? "")", command: command.name)
            }
            guard seen.insert(name).inserted else {
                throw CommandFailure.usage(
                    "error: '\(name)' is given twice; give it once", command: command.name)
            }
            guard option.placeholder != nil else {
                guard inlineValue == nil else {
                    throw CommandFailure.usage("error: '\(name)' takes no value", command: command.name)
                }
                flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw CommandFailure.usage("error: missing value for '\(name)'", command: command.name)
            }
            if let choices = option.choices, !choices.contains(value) {
                throw CommandFailure.usage(
                    "error: '\(value)' is not a value of '\(name)'; use one of: \(choices.joined(separator: ", "))",
                    command: command.name)
            }
            values[name] = value
        }
        for group in command.exclusive {
            let given = group.filter(seen.contains)
            guard given.count > 1 else { continue }
            throw CommandFailure.usage(
                "error: give \(given.map { "'\($0)'" }.joined(separator: " or ")), not both",
                command: command.name)
        }
        try command.positional.check(positional.count, command: command.name)
    }

    /// The value of an integer option, or `fallback` when absent.
    func integer(_ name: String, default fallback: Int) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), value > 0 else {
            throw CommandFailure.usage("error: '\(name)' takes a positive whole number, not '\(text)'")
        }
        return value
    }
}
