import ControlSpec

/// What the compiler says about one version of a document: `lint`'s diagnostics (the same
/// pipeline, options and order) and the index of its names.
package struct DocumentAnalysis: Sendable {
    /// The diagnostics, sorted as `lint` prints them.
    package let diagnostics: [Diagnostic]
    /// Every declaration and use of a name.
    package let symbols: SymbolIndex

    /// Checks `document`, whose path diagnostics name, with `pipeline`.
    package init(_ document: TextDocument, path: String, pipeline: Pipeline) {
        let result = pipeline.check(Array(document.text.utf8), file: path)
        diagnostics = result.diagnostics
        symbols = SymbolIndex(result.decoded?.control, in: document)
    }
}
