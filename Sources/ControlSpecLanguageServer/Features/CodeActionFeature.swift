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
                Action(
                    title: fix.title, diagnostic: diagnostic, range: edited(fix, in: document),
                    newText: fix.text)
            }
        }
    }

    /// The range a fix replaces; a fix at a quoted scalar's quote replaces the text inside it.
    static func edited(_ fix: Diagnostic.Fix, in document: TextDocument) -> TextRange {
        let line = document.scalars(ofLine: fix.location.line)
        let index = fix.location.column - 1
        let quoted = index >= 0 && index < line.count && (line[index] == "\"" || line[index] == "'")
        return document.range(at: quoted ? fix.location.advanced(by: 1) : fix.location, length: fix.length)
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
