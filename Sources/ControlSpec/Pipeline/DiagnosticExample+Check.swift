import ControlSpecCore

extension DiagnosticExample {
    /// Every diagnostic checking the example reports, with its limits and options.
    package func check() -> [Diagnostic] {
        Pipeline(limits: limits, analysis: analysis).check(Array(spec.utf8), file: Self.file).diagnostics
    }
}
