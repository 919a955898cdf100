import ControlSpecCore

/// The Decode stage: a located node tree to a `Control` model, with every problem reported.
///
/// Scalars are typed by where they stand, keys are checked against `SpecKeys`, names against the
/// naming rules and their declarations, and guards are parsed and type-checked. Decoding recovers
/// from each problem and reports all of them.
package enum SpecDecoder {
    /// Decodes a control. Returns nil when the tree has errors that leave no usable model;
    /// a non-nil model may still come with errors, and later stages run only on error-free models.
    /// `codes` are the codes a `suppress:` list may name: every code of the pipeline.
    package static func decode(_ root: YAMLNode, codes: [DiagnosticCode]) -> (
        control: Control?, diagnostics: [Diagnostic]
    ) {
        var context = DecodeContext(codes: codes)
        let control = context.decodeControl(root)
        context.checkTags(root)
        return (control, context.diagnostics.diagnostics)
    }
}
