import ControlSpec

/// `textDocument/hover`: for a name, what it is and where it is declared; for a key, its
/// documentation from the language tables; for a diagnostic code, its explanation.
package enum HoverFeature {
    /// Markdown for the word at `location` with the range it covers, nil when there is nothing to say.
    package static func hover(
        in document: TextDocument, at location: SourceLocation, symbols: SymbolIndex
    ) -> (markdown: String, range: TextRange)? {
        if let occurrence = symbols.occurrence(at: location) {
            return (name(occurrence, in: document, symbols: symbols), range(occurrence, in: document))
        }
        let line = document.scalars(ofLine: location.line)
        if let code = NameCharacters.word(in: line, at: location.column, dashes: true),
            let diagnostic = DiagnosticCode.allCases.first(where: { $0.rawValue == code.text })
        {
            let markdown =
                "**\(diagnostic.rawValue)** (\(diagnostic.severity.rawValue))\n\n"
                + DiagnosticsPage.entry(diagnostic)
            return (
                markdown,
                document.range(
                    at: SourceLocation(line: location.line, column: code.column),
                    length: code.text.unicodeScalars.count)
            )
        }
        guard let word = NameCharacters.word(in: line, at: location.column) else { return nil }
        // A key: the word is followed by `: ` (or `:` at the end of the line), in block or flow style.
        let end = word.column - 1 + word.text.unicodeScalars.count
        guard end < line.count, line[end] == ":", end + 1 == line.count || line[end + 1] == " " else {
            return nil
        }
        let context = CursorContext(document, at: SourceLocation(line: location.line, column: word.column))
        guard case .key = context.place, let table = LanguagePath.table(at: context.path),
            let entry = table.entry(word.text)
        else { return nil }
        let markdown =
            "**\(entry.name)**\(entry.isRequired ? " (required)" : "") — \(table.name): \(table.doc)\n\n"
            + entry.doc
        return (
            markdown,
            document.range(
                at: SourceLocation(line: location.line, column: word.column),
                length: word.text.unicodeScalars.count)
        )
    }

    /// `state 'idle'`, where it is declared and that line.
    private static func name(_ occurrence: Occurrence, in document: TextDocument, symbols: SymbolIndex)
        -> String
    {
        let declarations = symbols.occurrences(of: occurrence.symbol).filter(\.isDeclaration)
        guard let declaration = declarations.first else {
            let builtin = NameRoles.builtins(occurrence.symbol.kind, key: "").contains(occurrence.symbol.name)
            return "\(occurrence.symbol.kind.rawValue) **\(occurrence.symbol.name)**"
                + (builtin ? ", built in" : ", not declared")
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: document.scalars(ofLine: declaration.location.line))
        return "\(occurrence.symbol.kind.rawValue) **\(occurrence.symbol.name)**"
            + (occurrence.symbol.scope.isEmpty
                ? ""
                : " of \(occurrence.symbol.kind == .enumCase ? "property" : "region") **\(occurrence.symbol.scope)**")
            + ", declared at line \(declaration.location.line)\n\n```yaml\n\(String(text))\n```"
    }

    private static func range(_ occurrence: Occurrence, in document: TextDocument) -> TextRange {
        document.range(at: occurrence.location, length: occurrence.length)
    }
}
