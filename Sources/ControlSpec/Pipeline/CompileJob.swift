/// One spec file's bytes, as read by the caller.
public struct SpecSource: Sendable {
    /// The path as the user gave it; diagnostics name it.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// The file at `path` with its `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

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
    /// Compiles every source. Outputs are produced only when no source has an error, and two
    /// controls with one name (which would overwrite each other's output) are an error.
    public func compile(_ sources: [SpecSource]) -> CompileResult {
        var diagnostics: [Diagnostic] = []
        var files: [GeneratedFile] = []
        var firstSourceByOutput: [String: String] = [:]
        for source in sources {
            let result = check(source.bytes, file: source.path)
            diagnostics += result.diagnostics
            guard !result.hasErrors, let control = result.control, let report = result.analysis else {
                continue
            }
            let file = generate(report, file: source.path)
            if let first = firstSourceByOutput[file.name] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateName,
                        "the control '\(control.name.value)' of \(first) also generates \(file.name);"
                            + " rename one of the two controls",
                        file: source.path, at: control.name.location))
                continue
            }
            firstSourceByOutput[file.name] = source.path
            files.append(file)
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return CompileResult(files: hasErrors ? [] : files, diagnostics: diagnostics)
    }
}
