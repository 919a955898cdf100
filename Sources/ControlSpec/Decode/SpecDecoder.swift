/// The Decode stage: a located node tree to a `Control` model, with every problem reported.
public enum SpecDecoder {
    /// Decodes a control. Returns nil when the tree has errors that leave no usable model;
    /// a non-nil model may still come with errors, and later stages run only on error-free models.
    public static func decode(_ root: YAMLNode, file: String) -> (control: Control?, diagnostics: [Diagnostic]) {
        // Placeholder until the Decode stage lands.
        (nil, [])
    }
}
