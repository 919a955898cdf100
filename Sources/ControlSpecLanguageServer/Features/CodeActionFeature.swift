import ControlSpec

/// `textDocument/codeAction`: each fix a diagnostic knows (`Diagnostic.fixes`) as a quick fix.
package enum CodeActionFeature {
    /// One quick fix: its title, the diagnostic it fixes and the edit.
    package struct Action: Sendable {
        package var title: String
        package var diagnostic: Diagnostic
        package var range: TextRange
        package var newText: String
    }

    /// The fixes of the diagnostics whose range meets `range`.
    package static func actions(
        for range: TextRange, diagnostics: [Diagnostic], document: TextDocument
    ) -> [Action] {
        diagnostics.flatMap { diagnostic -> [Action] in
            let place = DiagnosticsFeature.range(of: diagnostic.location, in: document)
            guard place.start <= range.end, range.start <= place.end else { return [] }
            return diagnostic.fixes.map { fix in
                let (range, newText) = edit(fix, in: document)
                return Action(title: fix.title, diagnostic: diagnostic, range: range, newText: newText)
            }
        }
    }

    /// The text edit of `fix`. A replacement at a quoted scalar's quote replaces the text inside
    /// it. A key is added where the mapping starts: after the `{` of a flow mapping
    /// (`{ when: else, from: …`), or as a line of its own above the first key of a block mapping,
    /// indented as that key.
    static func edit(_ fix: Diagnostic.Fix, in document: TextDocument) -> (TextRange, String) {
        let line = document.scalars(ofLine: fix.location.line)
        let index = fix.location.column - 1
        let first = index >= 0 && index < line.count ? line[index] : nil
        switch fix.edit {
        case .replace(let length, let text):
            let quoted = first == "\"" || first == "'"
            return (
                document.range(at: quoted ? fix.location.advanced(by: 1) : fix.location, length: length), text
            )
        case .addKey(let key, let value):
            if first == "{" {
                return (document.range(at: fix.location.advanced(by: 1), length: 0), " \(key): \(value),")
            }
            let indentation = String(repeating: " ", count: max(index, 0))
            return (document.range(at: fix.location, length: 0), "\(key): \(value)\n\(indentation)")
        }
    }

    /// As LSP's `CodeAction`s.
    static func json(_ actions: [Action], uri: String, document: TextDocument, documentation: String?)
        -> [JSONObject]
    {
        actions.map { action in
            [
                "title": action.title, "kind": "quickfix", "isPreferred": true,
                "diagnostics": [
                    DiagnosticsFeature.lsp(
                        action.diagnostic, uri: uri, document: document, documentation: documentation)
                ],
                "edit": ["changes": [uri: [["range": action.range.json, "newText": action.newText]]]],
            ]
        }
    }
}
