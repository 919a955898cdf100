import ControlSpecCore

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
            let key = firstPresent(of: SpecKeys.imageSources, in: fields),
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
        case "property":
            guard let property = boundImage(value) else { return nil }
            source = .property(property)
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
        let contentMode = fields["contentMode"].flatMap {
            keyword($0, Image.ContentMode.self, what: "content mode")
        }
        let slot = fields["slot"].flatMap { self.name($0, kind: .slot) }
        return Image(
            name: name, source: source, contentMode: contentMode?.value, slot: slot, location: node.location)
    }

    /// `property: name`: an `image` property of the control.
    private mutating func boundImage(_ node: YAMLNode) -> Located<String>? {
        guard let name = name(node, kind: .property) else { return nil }
        guard let type = propertyTypes[name.value] else {
            let images = propertyTypes.filter { $0.value == .image }.keys.sorted()
            undeclared(
                "property", name, among: images,
                otherwise: "declare it under 'properties:' with 'type: image, input: true'")
            return nil
        }
        guard type == .image else {
            report(
                .typeMismatch,
                "property '\(name.value)' is \(type.keywordWithArticle), not an image; give it 'type: image'",
                at: node.location)
            return nil
        }
        return name
    }
}
