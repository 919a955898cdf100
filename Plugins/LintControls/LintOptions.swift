import PackagePlugin

/// The command line of `swift package lint-controls`: the plugin's own options (`--target`,
/// `--help`); every other argument goes to `controlspec lint` as it is, which validates it, so the
/// lint options (`--strict`, `--format`, the limits) are declared once, in the tool.
struct LintOptions {
    static let usage = """
        USAGE: swift package lint-controls [--target <name>]… [<controlspec lint options>]

        Checks the *.control.yaml and *.control.yml specs of the package's targets with
        `controlspec lint` and prints its report.

        OPTIONS:
          --target <name>    Check only this target's specs (repeatable; default: every source target)
          --help             Show this help, then the options of `controlspec lint`

        Any other argument is passed to `controlspec lint` unchanged; its options follow.

        EXIT STATUS: 0 clean, non-zero when `controlspec lint` found problems or refused an option
        """

    var targetNames: [String]
    var help: Bool
    /// The arguments handed on to `controlspec lint`, in the order given.
    var toolOptions: [String]

    init(_ arguments: [String]) {
        var extractor = ArgumentExtractor(arguments)
        help = extractor.extractFlag(named: "help") > 0
        targetNames = extractor.extractOption(named: "target")
        toolOptions = extractor.remainingArguments
    }
}
