/// The stable kebab-case name of a diagnostic ControlSpec reports, with everything known about it.
///
/// Raw values never change once released: they appear in SARIF `ruleId`s, in `suppress:` lists and
/// in `Docs/Diagnostics.md`. A code is made from its descriptor where it is reported: the codes of
/// the language (the Syntax and Decode stages) in `LanguageDiagnostics.swift`, each analysis
/// check's in its own file under `ControlSpecAnalyze/Checks/`. `DiagnosticCode.allCases`
/// (`ControlSpec`) gathers them.
public struct DiagnosticCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Everything known about this code.
    package let descriptor: DiagnosticDescriptor

    /// The code described by `descriptor`.
    package init(_ descriptor: DiagnosticDescriptor) {
        self.descriptor = descriptor
    }

    /// The stable name, such as `unreachable-state`.
    public var rawValue: String { descriptor.name }

    /// The severity this code is always reported with.
    public var severity: Severity { descriptor.severity }

    /// One sentence saying what the code means.
    public var summary: String { descriptor.summary }

    /// The name.
    public var description: String { rawValue }

    /// Codes are equal when their names are.
    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// Codes sort by name.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
