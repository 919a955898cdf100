/// The result of checking one spec file.
public struct CheckResult: Sendable {
    /// The decoded control, when decoding produced one.
    @_spi(Stages) public var control: Control?
    /// All diagnostics of every stage that ran, sorted.
    public var diagnostics: [Diagnostic]
    /// What the analysis found and proved, when decoding found no error.
    public var analysis: AnalysisReport?

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Chains the stages: Syntax → Decode → Analyze (→ Generate). Pure: reads no files, prints nothing.
public struct Pipeline: Sendable {
    /// Limits on the YAML read (size, depth, alias expansion).
    public var limits: SyntaxLimits
    /// How far the analysis explores before it falls back.
    public var analysis: AnalysisOptions
    /// How the Swift is generated (access level).
    public var generator: GeneratorOptions

    /// A pipeline with the given limits and options; the defaults are the command line's.
    public init(
        limits: SyntaxLimits = SyntaxLimits(), analysis: AnalysisOptions = AnalysisOptions(),
        generator: GeneratorOptions = GeneratorOptions()
    ) {
        self.limits = limits
        self.analysis = analysis
        self.generator = generator
    }

    /// Parses, decodes and (when decoding found no error) analyzes one file's bytes.
    public func check(_ bytes: [UInt8], file: String) -> CheckResult {
        let (root, syntaxDiagnostics) = YAMLReader.read(bytes, file: file, limits: limits)
        guard let root else { return CheckResult(control: nil, diagnostics: syntaxDiagnostics.sorted()) }
        var diagnostics = syntaxDiagnostics
        let (control, decodeDiagnostics) = SpecDecoder.decode(root, file: file)
        diagnostics += decodeDiagnostics
        guard let control, !diagnostics.contains(where: { $0.severity == .error }) else {
            return CheckResult(control: control, diagnostics: diagnostics.sorted())
        }
        let report = Analyzer.report(ResolvedControl(control), file: file, options: analysis)
        return CheckResult(
            control: control, diagnostics: (diagnostics + report.diagnostics).sorted(), analysis: report)
    }

    /// Generates the Swift source of a checked, error-free control read from `file`, from its
    /// analysis (`CheckResult.analysis`).
    public func generate(_ analysis: AnalysisReport, file: String) -> GeneratedFile {
        let sourceName = file.split(separator: "/").last.map(String.init) ?? file
        return SwiftGenerator.generate(analysis, sourceFile: sourceName, options: generator)
    }
}
