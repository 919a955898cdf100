import ControlSpec
import Foundation

/// A document the client has open: its text and the compiler's analysis of the current text
/// (replaced on every change; each part of it is computed at most once per version).
final class OpenDocument {
    let uri: String
    /// The path diagnostics name: the URI's file path.
    let path: String
    var text: TextDocument {
        didSet {
            if let known = cached?.knownSymbols { recentSymbols = known }
            cached = nil
        }
    }
    /// The names of the latest text decoded so far (not necessarily the current one).
    var recentSymbols: SymbolIndex?
    private var cached: DocumentAnalysis?
    private let pipeline: Pipeline

    init(uri: String, text: TextDocument, pipeline: Pipeline) {
        self.pipeline = pipeline
        self.uri = uri
        self.path = URL(string: uri).flatMap { $0.isFileURL ? $0.path : nil } ?? uri
        self.text = text
    }

    /// The analysis of the current text.
    var analysis: DocumentAnalysis {
        if let cached { return cached }
        let analysis = DocumentAnalysis(text, path: path, pipeline: pipeline)
        cached = analysis
        return analysis
    }
}
