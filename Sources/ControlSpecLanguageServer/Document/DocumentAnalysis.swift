import ControlSpec

/// What the compiler says about one version of a document, each part computed when first asked
/// for: the names (Syntax and Decode only, what completion, hover and navigation need) and `lint`'s
/// diagnostics (the whole pipeline, its options and order).
package final class DocumentAnalysis {
    private let document: TextDocument
    private let path: String
    private let pipeline: Pipeline
    private var decoded: SymbolIndex?
    private var checked: [Diagnostic]?

    /// The analysis of `document`, whose path diagnostics name, by `pipeline`.
    package init(_ document: TextDocument, path: String, pipeline: Pipeline) {
        self.document = document
        self.path = path
        self.pipeline = pipeline
    }

    /// Every declaration and use of a name, from the decoded model.
    package var symbols: SymbolIndex {
        if let decoded { return decoded }
        let source = SpecSource(path: path, bytes: Array(document.text.utf8))
        let control = pipeline.parse(source).parsed.flatMap { pipeline.decode($0).decoded?.control }
        let index = SymbolIndex(control, in: document)
        decoded = index
        return index
    }

    /// Keeps `diagnostics` and `symbols`, found for this text elsewhere (on the connection's
    /// checking thread).
    package func record(_ diagnostics: [Diagnostic], symbols: SymbolIndex) {
        checked = diagnostics
        decoded = symbols
    }

    /// The names, when they have been read already.
    package var knownSymbols: SymbolIndex? { decoded }

    /// The diagnostics, sorted as `lint` prints them.
    package var diagnostics: [Diagnostic] {
        if let checked { return checked }
        let diagnostics = pipeline.check(Array(document.text.utf8), file: path).diagnostics
        checked = diagnostics
        return diagnostics
    }
}
