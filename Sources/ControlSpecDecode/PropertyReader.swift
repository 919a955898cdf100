import ControlSpecCore

/// Reads `properties:`: typed values of the control.
extension DecodeContext {
    mutating func decodeProperties(_ node: YAMLNode, colors: Set<String>) -> [Property] {
        namedEntries(node, what: "'properties'", nameKind: .property).compactMap { name, value in
            decodeProperty(name: name, node: value, colors: colors)
        }
    }

    private mutating func decodeProperty(name: Located<String>, node: YAMLNode, colors: Set<String>)
        -> Property?
    {
        let what = "property '\(name.value)'"
        guard let fields = fields(of: node, table: SpecKeys.property, what: what),
            let typeNode = fields["type"],
            let keyword = keyword(typeNode, PropertyType.Keyword.self, what: "type")
        else { return nil }
        let type: PropertyType
        switch keyword.value {
        case .bool: type = .bool
        case .int: type = .int(range: fields["range"].flatMap { range($0) })
        case .enum:
            guard let casesNode = fields["cases"] else { return nil }
            let cases = uniqueNames(names(casesNode, kind: .enumCase), what: "enum case")
            type = .enum(cases: cases)
        case .string: type = .string
        case .double: type = .double
        case .color: type = .color
        case .image: type = .image
        }
        let defaultValue = fields["default"].flatMap {
            value($0, of: type, what: "the default of \(what)", colors: colors)
        }
        let isInput = fields["input"].flatMap { bool($0, what: "'input'") }?.value ?? false
        var property = Property(
            name: name, type: type, defaultValue: defaultValue, isInput: isInput, location: node.location)
        property.changes = fields["changes"].flatMap { changeEvent($0, of: name, isInput: isInput) }
        return property
    }

    /// `range: [min, max]` with min <= max.
    private mutating func range(_ node: YAMLNode) -> ClosedRange<Int>? {
        guard let list = sequence(node, what: "'range' ([min, max])"),
            let items = exactly(2, list, form: "'range' as [min, max]", at: node.location)
        else { return nil }
        guard let low = integer(items[0], what: "the range minimum"),
            let high = integer(items[1], what: "the range maximum")
        else { return nil }
        guard low.value <= high.value else {
            report(
                .valueOutOfRange,
                "the range minimum \(low.value) is greater than the maximum \(high.value); write [min, max]",
                at: node.location)
            return nil
        }
        return low.value...high.value
    }

    /// A literal of a property's type (`default:`).
    private mutating func value(
        _ node: YAMLNode, of type: PropertyType, what: String, colors: Set<String>
    ) -> Located<Value>? {
        switch type {
        case .bool:
            return bool(node, what: what).map { Located(.bool($0.value), at: $0.location) }
        case .int(let range):
            guard let int = integer(node, what: what) else { return nil }
            if let range, !range.contains(int.value) {
                report(
                    .valueOutOfRange,
                    "\(what) \(int.value) is outside its range \(range.lowerBound)...\(range.upperBound);"
                        + " change the default or widen the range",
                    at: node.location)
                return nil
            }
            return Located(.int(int.value), at: int.location)
        case .enum(let cases):
            guard let text = scalarText(node, expected: "\(what) as an enum case") else { return nil }
            let word = text.value.hasPrefix(".") ? String(text.value.dropFirst()) : text.value
            let names = cases.map(\.value)
            guard names.contains(word) else {
                let hint =
                    Suggestion.hint(for: word, in: names, otherwise: "use one of \(Self.list(names))")
                report(.undefinedReference, "'\(word)' is not a case of the enum\(hint)", at: node.location)
                return nil
            }
            return Located(.enumCase(word), at: node.location)
        case .string:
            return scalarText(node, expected: "\(what) as a string").map {
                Located(.string($0.value), at: $0.location)
            }
        case .double:
            return number(node, what: what).map { Located(.double($0.value), at: $0.location) }
        case .color:
            return color(node, what: what, declared: colors).map {
                Located(.color($0.value), at: $0.location)
            }
        case .image:
            guard let image = name(node, kind: .image) else { return nil }
            let images = declared[.image] ?? []
            guard images.contains(image.value) else {
                undeclared("image", image, among: images.sorted(), otherwise: "name an entry of 'images:'")
                return nil
            }
            return Located(.image(image.value), at: node.location)
        }
    }
}
