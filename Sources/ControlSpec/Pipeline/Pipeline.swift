import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecDecode
import ControlSpecGenerate
import ControlSpecResolve
import ControlSpecSyntax

/// The result of checking one spec file.
public struct CheckResult: Sendable {
    /// The decoded control, when decoding produced one.
    public var decoded: DecodedSpec?
    /// All diagnostics of every stage that ran, sorted.
    public var diagnostics: [Diagnostic]
    /// What the analysis found and proved, when decoding found no error.
    public var analysis: AnalysisReport?

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Chains the stages: Syntax → Decode → Resolve → Analyze (→ Generate), each a method from one
/// boundary value (StageBoundaries.swift) to the next. Pure: reads no files, prints nothing. The
/// stages report diagnostics without a file; every method here stamps the source's path on them.
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

    /// Syntax: the source's YAML tree, nil (with at least one error) when the text is not
    /// well-formed YAML or breaks a limit.
    public func parse(_ source: SpecSource) -> (parsed: ParsedSpec?, diagnostics: [Diagnostic]) {
        let (root, diagnostics) = YAMLReader.read(source.bytes, limits: limits)
        return (root.map { ParsedSpec(path: source.path, root: $0) }, stamped(diagnostics, source.path))
    }

    /// Decode: the model, nil when the tree leaves no usable model. A model may still come with
    /// errors; the later stages run only on an error-free one.
    public func decode(_ parsed: ParsedSpec) -> (decoded: DecodedSpec?, diagnostics: [Diagnostic]) {
        let (control, diagnostics) = SpecDecoder.decode(parsed.root, codes: DiagnosticCode.allCases)
        return (
            control.map { DecodedSpec(path: parsed.path, control: $0) }, stamped(diagnostics, parsed.path)
        )
    }

    /// Resolve: an error-free model with everything the later stages read decided once.
    public func resolve(_ decoded: DecodedSpec) -> ResolvedSpec {
        ResolvedSpec(path: decoded.path, model: ResolvedControl(decoded.control))
    }

    /// Analyze: explores the resolved model and runs every check.
    public func analyze(_ resolved: ResolvedSpec) -> AnalysisReport {
        var report = Analyzer.report(resolved.model, options: analysis)
        report.diagnostics = stamped(report.diagnostics, resolved.path)
        return report
    }

    /// Generate: the Swift source of a checked, error-free control, from its analysis
    /// (`CheckResult.analysis`); `file` is the spec's path, whose last component the header names.
    public func generate(_ analysis: AnalysisReport, file: String) -> GeneratedFile {
        let sourceName = file.split(separator: "/").last.map(String.init) ?? file
        return SwiftGenerator.generate(analysis, sourceFile: sourceName, options: generator)
    }

    /// Parses, decodes and (when decoding found no error) resolves and analyzes one source.
    public func check(_ source: SpecSource) -> CheckResult {
        let (parsed, syntaxDiagnostics) = parse(source)
        guard let parsed else { return CheckResult(decoded: nil, diagnostics: syntaxDiagnostics.sorted()) }
        let (decoded, decodeDiagnostics) = decode(parsed)
        let diagnostics = syntaxDiagnostics + decodeDiagnostics
        guard let decoded, !diagnostics.contains(where: { $0.severity == .error }) else {
            return CheckResult(decoded: decoded, diagnostics: diagnostics.sorted())
        }
        let report = analyze(resolve(decoded))
        return CheckResult(
            decoded: decoded, diagnostics: (diagnostics + report.diagnostics).sorted(), analysis: report)
    }

    /// `check` of the bytes of the file at `file`.
    public func check(_ bytes: [UInt8], file: String) -> CheckResult {
        check(SpecSource(path: file, bytes: bytes))
    }

    private func stamped(_ diagnostics: [Diagnostic], _ path: String) -> [Diagnostic] {
        diagnostics.map {
            var diagnostic = $0
            diagnostic.file = path
            return diagnostic
        }
    }
}
