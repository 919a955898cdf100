import ControlSpec

/// `controlspec explain [<code>]`: every code with its summary, or one code's entry of
/// `Docs/Diagnostics.md` (what it means, a spec that reports it, the output and the fix).
enum ExplainCommand {
    static let command = Command(
        name: "explain", summary: "Explain a diagnostic code: its meaning, an example and the fix",
        positional: .optionalOne("<code>"),
        details: """
            Without a code, lists every diagnostic code with its severity and meaning. With a code
            (such as ambiguous-transition), prints what it means, the smallest spec that reports it,
            the compiler's output on that spec and the fix: the entry of Docs/Diagnostics.md.
            """,
        options: [], exits: [(.success, "explained"), (.usage, "usage (unknown code)")], run: run)

    private static func run(_ arguments: Arguments, output: inout Output) throws -> ExitCode {
        guard let name = arguments.positional.first else {
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
                "error: unknown diagnostic code '\(name)'\(hint); 'controlspec explain' lists them",
                command: command.name)
        }
        output.standard("\(code.rawValue)\n\n" + DiagnosticsPage.entry(code))
        return .success
    }
}
