import ControlSpec

/// `controlspec explain [<code>]`: every code with its summary, or one code's entry of
/// `Docs/Diagnostics.md` (what it means, a spec that reports it, the output and the fix).
enum ExplainCommand {
    static func run(_ arguments: [String], output: inout Output) throws -> ExitCode {
        let parsed = try Arguments(arguments, table: OptionTable())
        guard parsed.positional.count <= 1 else {
            throw CommandFailure.usage("error: 'explain' takes at most one diagnostic code")
        }
        guard let name = parsed.positional.first else {
            let width = DiagnosticCode.allCases.map(\.rawValue.count).max() ?? 0
            for code in DiagnosticCode.allCases {
                let padding = String(repeating: " ", count: width - code.rawValue.count)
                output.standard("\(code.rawValue)\(padding)  \(code.severity.rawValue): \(code.summary)\n")
            }
            return .success
        }
        guard let code = DiagnosticCode(rawValue: name) else {
            let names = DiagnosticCode.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandFailure.usage(
                "error: unknown diagnostic code '\(name)'\(hint); 'controlspec explain' lists them")
        }
        output.standard("\(code.rawValue)\n\n" + DiagnosticsPage.entry(code))
        return .success
    }
}
