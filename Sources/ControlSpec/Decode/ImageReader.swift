/// Reads `images:`: asset-catalog images, SF Symbols and vector shapes.
extension DecodeContext {
    mutating func decodeImages(_ node: YAMLNode, colors: Set<String>) -> [Image] {
        namedEntries(node, what: "'images'", nameKind: .image).compactMap { name, value in
            decodeImage(name: name, node: value, colors: colors)
        }
    }

    private mutating func decodeImage(name: Located<String>, node: YAMLNode, colors: Set<String>) -> Image? {
        let what = "image '\(name.value)'"
        guard let fields = fields(of: node, table: SpecKeys.image, what: what),
            let key = firstPresent(of: SpecKeys.image.keys, in: fields),
            let value = fields[key]
        else { return nil }
        let source: Image.Source
        switch key {
        case "asset":
            guard let asset = string(value, what: "the asset name") else { return nil }
            source = .asset(asset.value)
        case "symbol":
            guard let symbol = string(value, what: "the symbol name") else { return nil }
            source = .symbol(symbol.value)
        default:
            guard let items = sequence(value, what: "'shape' (a list of circle, rect and path items)") else {
                return nil
            }
            if items.isEmpty {
                report(
                    .tooFewItems, "'shape' is empty; give at least one circle, rect or path",
                    at: value.location)
            }
            source = .shape(items.compactMap { decodeShape($0, colors: colors) })
        }
        return Image(name: name, source: source, location: node.location)
    }
}
