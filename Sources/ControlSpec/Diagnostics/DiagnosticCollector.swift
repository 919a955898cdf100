/// Collects the diagnostics one stage finds in one file.
struct DiagnosticCollector: Sendable {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Whether any collected diagnostic is an error.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], witness: Witness? = nil
    ) {
        diagnostics.append(
            Diagnostic(code, message, file: file, at: location, notes: notes, witness: witness))
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
