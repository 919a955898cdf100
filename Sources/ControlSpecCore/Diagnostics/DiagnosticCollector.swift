/// Collects the diagnostics one stage finds in one file (the pipeline stamps the file's path on
/// them).
package struct DiagnosticCollector: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []
    /// What was reported: a diagnostic found again (a nested state's inherited look, checked in
    /// every child) is reported once.
    private var reported: Set<Diagnostic> = []

    package init() {}

    /// Whether any collected diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    package mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], witness: Witness? = nil, fixes: [Diagnostic.Fix] = []
    ) {
        let diagnostic = Diagnostic(code, message, at: location, notes: notes, witness: witness, fixes: fixes)
        guard reported.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
    }

    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
