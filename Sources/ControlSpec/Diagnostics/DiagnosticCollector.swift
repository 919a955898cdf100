/// Collects the diagnostics one stage finds in one file.
public struct DiagnosticCollector: Sendable {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    /// Whether any collected diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(code, message, file: file, at: location, notes: notes))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
