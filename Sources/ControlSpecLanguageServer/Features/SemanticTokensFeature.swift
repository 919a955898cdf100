import ControlSpec

/// `textDocument/semanticTokens/full`: every name the decoded model records, typed by what it
/// names, so an editor colours a state `on` apart from the key `on:`.
package enum SemanticTokensFeature {
    /// The token types, by LSP's standard names; a token's type is its index here.
    static let tokenTypes = [
        "enumMember", "event", "property", "variable", "function", "namespace", "method", "class",
    ]
    /// The one modifier: bit 0.
    static let tokenModifiers = ["declaration"]

    /// The legend `initialize` announces.
    static var legend: JSONObject { ["tokenTypes": tokenTypes, "tokenModifiers": tokenModifiers] }

    /// The type of a name of `kind`, an index of `tokenTypes`.
    static func type(of kind: NameKind) -> Int {
        switch kind {
        case .state, .enumCase: 0
        case .event, .output: 1
        case .property: 2
        case .image, .text, .color, .slot: 3
        case .animation: 4
        case .region: 5
        case .transition, .track: 6
        case .control: 7
        }
    }

    /// LSP's relative encoding: for each token, its line and start relative to the previous token's,
    /// its length (UTF-16), its type and its modifiers.
    package static func data(symbols: SymbolIndex, document: TextDocument) -> [Int] {
        var data: [Int] = []
        var previous = Position(line: 0, character: 0)
        for occurrence in symbols.occurrences {
            let range = document.range(at: occurrence.location, length: occurrence.length)
            guard range.start.line == range.end.line, range.end.character > range.start.character else {
                continue
            }
            let line = range.start.line - previous.line
            let start = line == 0 ? range.start.character - previous.character : range.start.character
            data += [
                line, start, range.end.character - range.start.character, type(of: occurrence.symbol.kind),
                occurrence.isDeclaration ? 1 : 0,
            ]
            previous = range.start
        }
        return data
    }
}
