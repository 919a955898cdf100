/// The stable kebab-case name of every diagnostic ControlSpec reports.
///
/// Raw values never change once released: they appear in SARIF `ruleId`s, in `suppress:` lists and
/// in `Docs/Diagnostics.md`. Everything else about a code is in its `descriptor`.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Comparable {
    // Syntax
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case aliasLimit = "alias-limit"
    case depthLimit = "depth-limit"
    case sizeLimit = "size-limit"
    case unsupportedTag = "unsupported-tag"
    // Decode
    case unknownKey = "unknown-key"
    case conflictingKeys = "conflicting-keys"
    case missingKey = "missing-key"
    case typeMismatch = "type-mismatch"
    case invalidName = "invalid-name"
    case undefinedReference = "undefined-reference"
    case duplicateName = "duplicate-name"
    case valueOutOfRange = "value-out-of-range"
    case tooFewItems = "too-few-items"
    case shapeDrawsNothing = "shape-draws-nothing"
    case unsuppressibleCode = "unsuppressible-code"
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
    case hiddenImage = "hidden-image"
    case pointsWithoutSize = "points-without-size"
    case uninterpolatedProperty = "uninterpolated-property"
    case missingAccessibilityLabel = "missing-accessibility-label"
    case redundantEmit = "redundant-emit"
    case explorationBudget = "exploration-budget"

    /// The severity this code is always reported with.
    public var severity: Severity { descriptor.severity }

    /// One sentence saying what the code means.
    public var summary: String { descriptor.summary }

    /// Codes sort by name.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
