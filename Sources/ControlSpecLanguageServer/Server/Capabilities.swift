import ControlSpec

/// What the server tells the client it can do (`initialize`'s result).
enum Capabilities {
    static var initializeResult: JSONObject {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2],
                "completionProvider": ["triggerCharacters": [" ", "-"]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "renameProvider": ["prepareProvider": true],
                "documentSymbolProvider": true,
                "foldingRangeProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "semanticTokensProvider": ["legend": SemanticTokensFeature.legend, "full": true],
            ] as JSONObject,
            "serverInfo": ["name": "controlspec", "version": ControlSpecVersion.current],
        ]
    }
}
