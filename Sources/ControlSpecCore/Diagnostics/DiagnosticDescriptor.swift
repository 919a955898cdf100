/// Everything known about one diagnostic code, kept in one place: next to the check that reports
/// it, or with the language's codes (`DiagnosticCode.descriptor`).
///
/// `DiagnosticCode.severity`, the SARIF rule metadata, the code lists of the JSON Schema,
/// `Docs/Diagnostics.md`, the table of `Docs/Analysis.md`, `controlspec explain` and the fuzzer's
/// seeds are all read from here. A class: every diagnostic holds its code, and so one reference.
package final class DiagnosticDescriptor: Sendable {
    /// The pipeline stage that reports the code.
    package enum Stage: String, Sendable, CaseIterable {
        case syntax, decode, analyze
    }

    /// The stable kebab-case name.
    package let name: String
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
    /// For a code the analysis proves: what exactly holds (over the explored configurations, or of
    /// the spec itself) when it is reported (the table of `Docs/Analysis.md`).
    package let proof: String?
    /// The smallest spec that reports the code.
    package let example: DiagnosticExample
    /// Specs that must not report the code: the example fixed as `fix` says, and near misses.
    package let passing: [String]
    /// The name of the code this one was reported as before it was split off, when it was.
    package let formerly: String?

    package init(
        name: String, severity: Severity, stage: Stage, summary: String, explanation: String? = nil,
        proof: String? = nil, fix: String, formerly: String? = nil, example: DiagnosticExample,
        passing: [String] = []
    ) {
        self.name = name
        self.severity = severity
        self.stage = stage
        self.summary = summary
        self.explanation = explanation ?? summary
        self.fix = fix
        self.proof = proof
        self.formerly = formerly
        self.example = example
        self.passing = passing.map { $0 + "\n" }
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
