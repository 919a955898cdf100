import ControlSpec

/// Definition, references and rename: every occurrence of the symbol under the cursor, as the
/// decoded model records it (so a key is never taken for a name).
package enum NavigationFeature {
    /// Where the name under `location` is declared.
    package static func definition(at location: SourceLocation, symbols: SymbolIndex) -> [Occurrence] {
        guard let occurrence = symbols.occurrence(at: location) else { return [] }
        return symbols.occurrences(of: occurrence.symbol).filter(\.isDeclaration)
    }

    /// Every use of the name under `location`, and its declarations when `includeDeclaration`.
    package static func references(
        at location: SourceLocation, includeDeclaration: Bool, symbols: SymbolIndex
    ) -> [Occurrence] {
        guard let occurrence = symbols.occurrence(at: location) else { return [] }
        return symbols.occurrences(of: occurrence.symbol).filter { includeDeclaration || !$0.isDeclaration }
    }

    /// Why a rename to `newName` cannot be done, nil when it can.
    package static func renameProblem(_ newName: String, for symbol: SpecSymbol, symbols: SymbolIndex)
        -> String?
    {
        guard symbols.occurrences(of: symbol).contains(where: \.isDeclaration) else {
            // A built-in event or output, or a name nothing declares: renaming its uses would
            // leave them naming nothing.
            return "\(symbol.description) is not declared in this spec, so it cannot be renamed"
        }
        let scalars = Array(newName.unicodeScalars)
        guard let first = scalars.first, first.properties.isAlphabetic || first == "_",
            scalars.allSatisfy(NameCharacters.isPart)
        else { return "'\(newName)' is not a name: letters, digits and '_', not starting with a digit" }
        if symbols.occurrences.contains(where: {
            $0.isDeclaration && $0.symbol == SpecSymbol(symbol.kind, newName, scope: symbol.scope)
        }) {
            return "\(symbol.kind.rawValue) '\(newName)' is already declared"
        }
        return nil
    }
}
