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
        if let number = numberWord(word, in: line) {
            return (
                number.markdown,
                document.range(
                    at: SourceLocation(line: location.line, column: number.column), length: number.length)
            )
        }
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

    /// A word of number expressions (`NumberWords`): `touch.fx` (hovered on either part) or a
    /// function followed by `(`; its markdown and the columns it covers.
    private static func numberWord(_ word: (text: String, column: Int), in line: [Unicode.Scalar])
        -> (markdown: String, column: Int, length: Int)?
    {
        let start = word.column - 1
        let end = start + word.text.unicodeScalars.count
        func text(_ range: Range<Int>) -> String {
            String(
                String.UnicodeScalarView(line[max(range.lowerBound, 0)..<min(range.upperBound, line.count)]))
        }
        let prefix = TouchCoordinate.prefix + "."
        var coordinate: (name: String, column: Int)?
        if word.text == TouchCoordinate.prefix, end < line.count, line[end] == ".",
            let after = NameCharacters.word(in: line, at: end + 2)
        {
            coordinate = (prefix + after.text, word.column)
        } else if text(start - prefix.count..<start) == prefix {
            coordinate = (prefix + word.text, word.column - prefix.count)
        }
        if let coordinate, let known = NumberWords.coordinates.first(where: { $0.name == coordinate.name }) {
            return (
                "**\(known.signature)** — the finger's position\n\n\(known.meaning)", coordinate.column,
                known.name.unicodeScalars.count
            )
        }
        if end < line.count, line[end] == "(",
            let function = NumberWords.functions.first(where: { $0.name == word.text })
        {
            return (
                "**\(function.signature)** — a function of numbers\n\n\(function.meaning)", word.column,
                word.text.unicodeScalars.count
            )
        }
        return nil
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
