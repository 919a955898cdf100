/// Everything known about one diagnostic code, kept in one place (`DiagnosticCode.descriptor`).
///
/// `DiagnosticCode.severity`, the SARIF rule metadata, the code lists of the JSON Schema,
/// `Docs/Diagnostics.md`, `controlspec explain` and the fuzzer's seeds are all read from here.
package struct DiagnosticDescriptor: Sendable {
    /// The pipeline stage that reports the code.
    package enum Stage: String, Sendable, CaseIterable {
        case syntax, decode, analyze
    }

    /// How serious every diagnostic of this code is.
    package let severity: Severity
    /// The stage that reports it.
    package let stage: Stage
    /// One sentence for tables and SARIF `shortDescription`.
    package let summary: String
    /// What the code means in more detail (SARIF `fullDescription`, the Docs entry).
    package let explanation: String
    /// How to make the diagnostic go away (SARIF `help`).
    package let fix: String
    /// The smallest spec that reports the code.
    package let example: DiagnosticExample
    /// The code this one was reported as before it was split off, when it was.
    package let formerly: DiagnosticCode?

    package init(
        severity: Severity, stage: Stage, summary: String, explanation: String? = nil, fix: String,
        formerly: DiagnosticCode? = nil, example: DiagnosticExample
    ) {
        self.severity = severity
        self.stage = stage
        self.summary = summary
        self.explanation = explanation ?? summary
        self.fix = fix
        self.formerly = formerly
        self.example = example
    }
}

/// The canonical failing spec of a diagnostic code and where the code must be reported in it.
package struct DiagnosticExample: Sendable {
    /// The file name the example is checked and shown under.
    package static let file = "Example.control.yaml"

    /// The spec text.
    package let spec: String
    /// Where the code is reported, in `spec`.
    package let location: SourceLocation
    /// The limits the example is read with (lower ones for the limit codes).
    package let limits: SyntaxLimits
    /// The options it is analysed with (a smaller budget for `exploration-budget`).
    package let analysis: AnalysisOptions

    package init(
        at location: SourceLocation, limits: SyntaxLimits = SyntaxLimits(),
        analysis: AnalysisOptions = AnalysisOptions(), spec: String
    ) {
        self.spec = spec + "\n"
        self.location = location
        self.limits = limits
        self.analysis = analysis
    }
}
