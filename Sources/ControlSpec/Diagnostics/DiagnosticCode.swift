/// The stable kebab-case name of every diagnostic ControlSpec reports.
///
/// Raw values never change once released: they appear in SARIF `ruleId`s, in `suppress:` lists and
/// in `Docs/Diagnostics.md`.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Comparable {
    // Syntax
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case aliasLimit = "alias-limit"
    case depthLimit = "depth-limit"
    case sizeLimit = "size-limit"
    // Decode
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case typeMismatch = "type-mismatch"
    case invalidName = "invalid-name"
    case undefinedReference = "undefined-reference"
    case duplicateName = "duplicate-name"
    case valueOutOfRange = "value-out-of-range"
    case invalidGuard = "invalid-guard"
    case springForm = "spring-form"
    // Analyze
    case ambiguousTransition = "ambiguous-transition"
    case regionWriteConflict = "region-write-conflict"
    case groupReleaseMissing = "group-release-missing"
    case unreachableState = "unreachable-state"
    case unreachableTransition = "unreachable-transition"
    case deadEndState = "dead-end-state"
    case noWayBack = "no-way-back"
    case unusedDeclaration = "unused-declaration"
    case animationConflict = "animation-conflict"
    case explorationBudget = "exploration-budget"

    /// The severity this code is always reported with.
    public var severity: Severity {
        switch self {
        case .unreachableState, .unreachableTransition, .deadEndState, .noWayBack,
            .unusedDeclaration, .animationConflict:
            .warning
        case .explorationBudget:
            .note
        default:
            .error
        }
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
