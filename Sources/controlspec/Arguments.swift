import ControlSpec

/// The options one command accepts: flags, and options that take a value (`--format sarif`).
struct OptionTable {
    var flags: Set<String> = []
    /// Option name to its allowed values (nil: any value).
    var valued: [String: [String]?] = [:]
}

/// A command line split into positional arguments, flags and option values.
struct Arguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    /// Parses `arguments` against `table`. Accepts `--name value` and `--name=value`; `--` ends options.
    init(_ arguments: [String], table: OptionTable) throws {
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
            if table.flags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if let allowed = table.valued[name] {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw CommandFailure.usage("error: missing value for '\(name)'")
                }
                if let allowed, !allowed.contains(value) {
                    throw CommandFailure.usage(
                        "error: '\(value)' is not a value of '\(name)'; use one of: \(allowed.joined(separator: ", "))"
                    )
                }
                values[name] = value
            } else {
                let known = table.flags.union(table.valued.keys).sorted()
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw CommandFailure.usage("error: unknown option '\(name)'\(hint)")
            }
        }
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
