import ControlSpec

/// `textDocument/documentSymbol` and `textDocument/foldingRange`.
package enum OutlineFeature {
    /// The outline: the control, and under it each declaration in document order, states grouped by
    /// their region.
    static func documentSymbols(symbols: SymbolIndex, document: TextDocument) -> [JSONObject] {
        func symbol(_ occurrence: Occurrence, children: [JSONObject] = []) -> JSONObject {
            let range = document.range(at: occurrence.location, length: occurrence.length).json
            return [
                "name": occurrence.symbol.name, "detail": occurrence.symbol.kind.rawValue,
                "kind": occurrence.symbol.kind.lspKind, "range": range, "selectionRange": range,
                "children": children,
            ]
        }
        let declarations = symbols.occurrences.filter(\.isDeclaration)
        let children = declarations.compactMap { occurrence -> JSONObject? in
            switch occurrence.symbol.kind {
            case .state where !occurrence.symbol.scope.isEmpty, .enumCase: return nil
            case .property:
                let cases = declarations.filter {
                    $0.symbol.kind == .enumCase && $0.symbol.scope == occurrence.symbol.name
                }
                return symbol(occurrence, children: cases.map { symbol($0) })
            case .region:
                let states = declarations.filter {
                    $0.symbol.kind == .state && $0.symbol.scope == occurrence.symbol.name
                }
                return symbol(occurrence, children: states.map { symbol($0) })
            default: return symbol(occurrence)
            }
        }
        guard let control = symbols.control else { return children }
        let name = document.range(at: control.location, length: control.value.unicodeScalars.count).json
        let last = SourceLocation(line: document.lines.count, column: (document.lines.last?.count ?? 0) + 1)
        let whole = TextRange(Position(line: 0, character: 0), document.position(of: last)).json
        return [
            [
                "name": control.value, "detail": "control", "kind": 5, "range": whole, "selectionRange": name,
                "children": children,
            ]
        ]
    }

    /// One fold per block of lines indented deeper than the line that opens it.
    package static func foldingRanges(in document: TextDocument) -> [(start: Int, end: Int)] {
        let shapes = document.lines.map(LineShape.init)
        var ranges: [(start: Int, end: Int)] = []
        for (line, shape) in shapes.enumerated() where !shape.isBlank && !shape.isComment {
            let indent = shape.dashColumn ?? shape.keyColumn
            var end = line
            var next = line + 1
            while next < shapes.count {
                let below = shapes[next]
                if !below.isBlank, !below.isComment {
                    guard
                        (below.dashColumn ?? below.keyColumn) > indent
                            || (below.isListItem && !shape.isListItem && (below.dashColumn ?? 0) == indent
                                && shape.key != nil)
                    else { break }
                    end = next
                }
                next += 1
            }
            if end > line { ranges.append((line, end)) }
        }
        return ranges
    }
}
