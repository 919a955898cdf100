import ControlSpecCore

/// The state of one decoding run: the diagnostics found so far. The readers of every construct
/// are extensions of this type, one file per construct.
struct DecodeContext {
    var diagnostics: DiagnosticCollector
    /// The names each top-level section declares, taken from its keys before the entries are
    /// decoded, so an entry with a bad value does not also make every use of its name an error.
    var declared: [NameKind: Set<String>] = [:]
    /// The type of every decoded property, by name: a color or image that names a property is
    /// bound to it when the types agree.
    var propertyTypes: [String: PropertyType] = [:]
    /// Where a reader already reported a tag with a more helpful message than `checkTags` has.
    var explainedTags: Set<SourceLocation> = []
    /// Scratch space for the tokens of one guard, reused by every guard.
    var guardTokens: [GuardToken] = []
    /// The number expressions text templates compute, each field once (`ComputedText`).
    var computedTexts: [ComputedText] = []
    /// The numbers look values compute (`value: "rating - 2"`), typed after decoding (`LookNumber`).
    var lookNumbers: [ComputedText] = []
    /// The slots that write `repeat:`, valid or not: a look value's `index` is read in their
    /// images without a second report.
    var repeatingSlots: Set<String> = []

    /// Every code a `suppress:` list may name (the pipeline's: the analysis's codes are declared
    /// above this stage).
    let codes: [DiagnosticCode]

    init(codes: [DiagnosticCode]) {
        diagnostics = DiagnosticCollector()
        self.codes = codes
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], fixes: [Diagnostic.Fix] = []
    ) {
        diagnostics.report(code, message, at: location, notes: notes, fixes: fixes)
    }
}

extension YAMLNode {
    /// How the node reads in a message: `the string 'abc'`, `a list`, `nothing`.
    var shownForMessage: String {
        switch kind {
        case .scalar(let scalar):
            if scalar.isNull { return "nothing" }
            return "'\(scalar.value)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
