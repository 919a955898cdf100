import ControlSpec

/// `textDocument/publishDiagnostics`: the compiler's diagnostics as LSP's.
package enum DiagnosticsFeature {
    /// The `publishDiagnostics` parameters for `diagnostics` of the document at `uri`;
    /// `documentation` is the address of Docs/Diagnostics.md each code links to (its entry's anchor
    /// is the code), nil for no link.
    static func publish(
        _ diagnostics: [Diagnostic], uri: String, document: TextDocument, documentation: String?
    ) -> JSONObject {
        [
            "uri": uri, "version": document.version,
            "diagnostics": diagnostics.map {
                lsp($0, uri: uri, document: document, documentation: documentation)
            },
        ]
    }

    /// One diagnostic: its code, severity and message as `lint` prints them, the range of the word
    /// it points at, the notes as related information and the code's documentation.
    static func lsp(
        _ diagnostic: Diagnostic, uri: String, document: TextDocument, documentation: String?
    ) -> JSONObject {
        var object: JSONObject = [
            "range": range(of: diagnostic.location, in: document).json,
            "severity": severity(diagnostic.severity),
            "code": diagnostic.code.rawValue,
            "source": "controlspec",
            "message": diagnostic.message,
        ]
        if let documentation {
            object["codeDescription"] = ["href": "\(documentation)#\(diagnostic.code.rawValue)"]
        }
        if !diagnostic.notes.isEmpty {
            object["relatedInformation"] = diagnostic.notes.map { note -> JSONObject in
                [
                    "location": ["uri": uri, "range": range(of: note.location, in: document).json],
                    "message": note.message,
                ]
            }
        }
        return object
    }

    /// LSP's `DiagnosticSeverity`.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The range of the word at `location`: a name, a key or a number up to a space or YAML's
    /// punctuation; one character when no word starts there, none past the end of the line.
    package static func range(of location: SourceLocation, in document: TextDocument) -> TextRange {
        let line = document.scalars(ofLine: location.line)
        let start = max(location.column - 1, 0)
        guard start < line.count else { return document.range(at: location, length: 0) }
        let stops: Set<Unicode.Scalar> = [" ", "\t", ":", ",", "[", "]", "{", "}", "#"]
        var end = start
        while end < line.count, !stops.contains(line[end]) { end += 1 }
        return document.range(at: location, length: max(end - start, 1))
    }
}
