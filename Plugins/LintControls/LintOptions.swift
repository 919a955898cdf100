import PackagePlugin

/// The command line of `swift package lint-controls`.
struct LintOptions {
    static let usage = """
        USAGE: swift package lint-controls [--target <name>]… [--strict] [--format text|json|sarif]

        Checks the *.control.yaml and *.control.yml specs of the package's targets with
        `controlspec lint` and prints its report.

        OPTIONS:
          --target <name>    Check only this target's specs (repeatable; default: every source target)
          --strict           Warnings also fail
          --format <format>  text (default), json or sarif (SARIF 2.1.0 for code scanning)
          --help             Show this help

        EXIT STATUS: 0 clean, non-zero when `controlspec lint` found problems or could not run
        """

    static let formats = ["text", "json", "sarif"]

    var targetNames: [String]
    var strict: Bool
    var format: String?
    var help: Bool

    init(_ arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        help = extractor.extractFlag(named: "help") > 0
        targetNames = extractor.extractOption(named: "target")
        strict = extractor.extractFlag(named: "strict") > 0
        let formats = extractor.extractOption(named: "format")
        guard formats.count <= 1 else { throw LintFailure("give '--format' at most once") }
        format = formats.first
        if let format, !Self.formats.contains(format) {
            throw LintFailure(
                "'\(format)' is not a format; use one of: \(Self.formats.joined(separator: ", "))")
        }
        if let unknown = extractor.remainingArguments.first {
            throw LintFailure("unknown argument '\(unknown)'; see 'swift package lint-controls --help'")
        }
    }

    /// The options handed on to `controlspec lint`.
    var toolOptions: [String] {
        (format.map { ["--format", $0] } ?? []) + (strict ? ["--strict"] : [])
    }
}
