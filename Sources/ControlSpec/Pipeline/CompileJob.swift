import ControlSpecCore

/// The outcome of compiling a set of spec files together.
public struct CompileResult: Sendable {
    /// The generated files; empty whenever any input has an error.
    public var files: [GeneratedFile]
    /// Every diagnostic of every source, sorted per source.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error (then `files` is empty).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Pipeline {
    /// Checks every source, in order. Every output of a control is named for it (`<Control>.swift`,
    /// `<Control>.html`, `<Control>-<state>.svg`), so a control with the name of an earlier
    /// error-free control is an error at its name: the two outputs would overwrite each other.
    public func check(_ sources: [SpecSource]) -> [CheckResult] {
        var firstSourceByName: [String: String] = [:]
        return sources.map { source in
            var result = check(source)
            guard !result.hasErrors, let decoded = result.decoded else { return result }
            if let first = firstSourceByName[decoded.name] {
                result.diagnostics.append(
                    Diagnostic(
                        .duplicateName,
                        "the control '\(decoded.name)' of \(first) has the same name, and so the same"
                            + " output files; rename one of the two controls",
                        file: source.path, at: decoded.control.name.location))
                result.diagnostics.sort()
            } else {
                firstSourceByName[decoded.name] = source.path
            }
            return result
        }
    }

    /// Compiles every source. Outputs are produced only when no source has an error (a repeated
    /// control name is one, see `check(_:)`).
    public func compile(_ sources: [SpecSource]) -> CompileResult {
        let results = check(sources)
        let diagnostics = results.flatMap(\.diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return CompileResult(files: [], diagnostics: diagnostics)
        }
        let files = zip(sources, results).compactMap { source, result in
            result.analysis.map { generate($0, file: source.path) }
        }
        return CompileResult(files: files, diagnostics: diagnostics)
    }
}
