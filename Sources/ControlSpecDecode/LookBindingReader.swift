import ControlSpecCore
import ControlSpecRuntime

/// Reads a state's `values:`: animatable properties of a target set to a number, or to a
/// `double` (or `int`) property or a number computed from properties (`LookNumber`) mapped
/// linearly from `from` to `to` (read like a track's, so a translation may count in fractions of
/// the control's size).
extension DecodeContext {
    mutating func lookBindings(_ node: YAMLNode) -> [LookBinding] {
        guard let items = sequence(node, what: "'values'") else { return [] }
        return items.compactMap { lookBinding($0) }
    }

    private mutating func lookBinding(_ node: YAMLNode) -> LookBinding? {
        guard let fields = fields(of: node, table: SpecKeys.lookValue, what: "a look value") else {
            return nil
        }
        let target = fields["target"].flatMap { decodeTarget($0) }
        let property = fields["property"].flatMap { keyword($0, Track.Property.self, what: "look property") }
        if let target, [.incoming, .outgoing].contains(target.value) {
            report(
                .typeMismatch,
                "a state's value targets 'control' or an image name; 'incoming' and 'outgoing' exist only"
                    + " during a transition", at: target.location)
            return nil
        }
        guard let target, let property, let valueNode = fields["value"] else { return nil }
        let values = trackValues(fields, property: property.value)
        let source: LookValue.Source
        var reads: NumberExpression?
        if valueNode.scalar?.style == .plain, let number = Self.parseNumber(valueNode.scalar?.value ?? "") {
            for key in ["from", "to"] where fields.has(key) {
                report(
                    .conflictingKeys, "'\(key)' maps a property's value; with a number it has nothing to map",
                    at: fields.keyLocation(key) ?? fields.location)
            }
            source = .constant(number)
        } else if case let read = lookNumber(valueNode), !read.isName {
            guard case .computed(let field, let expression) = read else { return nil }
            source = .property(field, from: values.from?.value ?? 0, to: values.to?.value ?? 1)
            reads = expression
        } else {
            guard let name = name(valueNode, kind: .property) else { return nil }
            guard let type = propertyTypes[name.value] else {
                let numbers = propertyTypes.filter { $0.value == .double }.keys.sorted()
                undeclared(
                    "property", name, among: numbers,
                    otherwise: "declare it as a 'double' property, 'input: true'")
                return nil
            }
            guard type == .double || type.keyword == "int" else {
                report(
                    .typeMismatch,
                    "property '\(name.value)' is \(type.keywordWithArticle); a look value reads a double or int property",
                    at: name.location)
                return nil
            }
            source = .property(name.value, from: values.from?.value ?? 0, to: values.to?.value ?? 1)
            reads = NumberExpression(.reference(name.value), at: name.location)
        }
        return LookBinding(
            LookValue(target: target.value, property: property.value, source: source, unit: values.unit),
            targetLocation: target.location, propertyLocation: property.location, location: node.location,
            reads: reads)
    }
}
