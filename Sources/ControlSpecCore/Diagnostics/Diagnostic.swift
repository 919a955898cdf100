/// One finding about a spec file: what is wrong, where, and how to fix it.
///
/// Diagnostics are values. Stages collect them; only the command-line tool prints them.
public struct Diagnostic: Hashable, Sendable {
    /// A related place, printed as a `note:` line (the first of two duplicate keys, the other
    /// transition of an ambiguous pair).
    public struct Note: Hashable, Sendable {
        /// What the note says about the place.
        public var message: String
        /// The related place, in the diagnostic's file.
        public var location: SourceLocation

        /// `message` is shown with its control characters escaped (see `Diagnostic.init`).
        public init(_ message: String, at location: SourceLocation) {
            self.message = VisibleText.escaped(message)
            self.location = location
        }
    }

    /// What kind of problem this is; it decides the severity.
    public var code: DiagnosticCode
    /// Whether the problem stops the build (`error`) or only warns.
    public var severity: Severity
    /// One line saying what is wrong and how to fix it; control characters are escaped.
    public var message: String
    /// The spec file's path as the user gave it. The stages leave it empty; `Pipeline` stamps the
    /// path of the source it checks on every diagnostic.
    public var file: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Related places, in the order they are printed.
    public var notes: [Note]
    /// For a finding of the Analyze stage, where it happens as values (the message says the same
    /// in words); nil otherwise.
    public var witness: Witness?
    /// Changes of the text that fix the problem as the message suggests; empty when the message's
    /// fix is no single replacement.
    public var fixes: [Fix]

    /// A diagnostic of `code` at `location`. Every control, line-breaking or direction-changing
    /// character of `message` (which quotes names and values from the spec) is shown as `\u{…}`,
    /// so a diagnostic is one line and cannot carry a terminal escape sequence.
    public init(
        _ code: DiagnosticCode, _ message: String, file: String = "", at location: SourceLocation,
        notes: [Note] = [], witness: Witness? = nil, fixes: [Fix] = []
    ) {
        self.code = code
        self.severity = code.severity
        self.message = VisibleText.escaped(message)
        self.file = file
        self.location = location
        self.notes = notes
        self.witness = witness
        self.fixes = fixes
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by file, then position, then code: the order they are printed in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.location.line, lhs.location.column, lhs.code.rawValue, lhs.message)
            < (rhs.file, rhs.location.line, rhs.location.column, rhs.code.rawValue, rhs.message)
    }
}
