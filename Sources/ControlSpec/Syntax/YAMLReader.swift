/// The Syntax stage: YAML bytes to a located node tree, through libyaml's event API.
public enum YAMLReader {
    /// Parses one YAML document. Returns nil (with at least one error) when the text is not
    /// well-formed YAML or breaks a limit.
    public static func read(
        _ bytes: [UInt8], file: String, limits: SyntaxLimits = SyntaxLimits()
    ) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        // Placeholder until the Syntax stage lands.
        (nil, [Diagnostic(.yamlSyntax, "the YAML reader is not built yet", file: file, at: SourceLocation(line: 1, column: 1))])
    }
}
