import ControlSpecCore

/// Reads the top-level mapping of a spec into a `Control`.
extension DecodeContext {
    mutating func decodeControl(_ root: YAMLNode) -> Control? {
        guard let fields = fields(of: root, table: SpecKeys.control, what: "the control") else { return nil }
        let name = fields["control"].flatMap { self.name($0, kind: .control) }
        let summary = fields["summary"].flatMap { string($0, what: "'summary'") }
        let base =
            fields["base"].flatMap { keyword($0, ControlBase.self, what: "base") }
            ?? Located(.control, at: root.location)
        for (kind, key) in [
            (NameKind.color, "colors"), (.property, "properties"), (.image, "images"),
            (.animation, "animations"), (.text, "texts"),
        ] {
            declared[kind] = Set(fields[key]?.mapping?.compactMap { $0.key.scalar?.value } ?? [])
        }
        let colorNames = declared[.color] ?? []
        let properties = fields["properties"].map { decodeProperties($0, colors: colorNames) } ?? []
        let colors = fields["colors"].map { namedColors($0) } ?? []
        propertyTypes = Dictionary(
            properties.map { ($0.name.value, $0.type) }, uniquingKeysWith: { a, _ in a })
        let layout = fields["layout"].flatMap { decodeLayout($0, colors: colorNames) }
        declared[.slot] = Set(layout?.slots.map(\.name.value) ?? [])
        let images = fields["images"].map { decodeImages($0, colors: colorNames) } ?? []
        let texts = fields["texts"].map { decodeTexts($0, colors: colorNames) } ?? []
        let events = uniqueNames(
            (fields["events"].map { names($0, kind: .event) } ?? []) + properties.compactMap(\.changes),
            what: "event",
            identity: BuiltinEvent.identity)
        let outputs = uniqueNames(fields["outputs"].map { names($0, kind: .output) } ?? [], what: "output")
            .filter { !BuiltinEvent.outputs.contains($0.value) }
        let animations = fields["animations"].map { decodeAnimations($0) } ?? []
        let regions = behaviour(fields, properties: properties, colors: colorNames)
        // One `Transition` type holds the transitions of every region: their names share a scope.
        _ = uniqueNames(regions.flatMap { $0.transitions.compactMap(\.name) }, what: "transition name")
        let group = fields["group"].flatMap { decodeGroup($0) }
        let suppress = fields["suppress"].map { suppressions($0) } ?? []
        let accessibility = ControlAccessibilitySpec(
            label: fields["accessibilityLabel"].flatMap { string($0, what: "'accessibilityLabel'") },
            increment: fields["accessibilityIncrement"].flatMap { self.name($0, kind: .event) },
            decrement: fields["accessibilityDecrement"].flatMap { self.name($0, kind: .event) })
        var control = Control(
            name: name ?? Located("", at: root.location), summary: summary, base: base,
            properties: properties, colors: colors, images: images,
            events: events, outputs: outputs, regions: regions, animations: animations, group: group,
            accessibility: accessibility, suppress: suppress, location: root.location)
        control.texts = texts
        control.layout = layout
        control.backdrop = fields["backdrop"].flatMap {
            color($0, what: "'backdrop'", declared: [], allowsNamed: false)
        }
        resolve(control)
        control = expandRepeatedSlots(control)
        control = control.expandingParentCases()
        control.computedTexts = computedTexts
        return name == nil ? nil : control
    }

    private mutating func behaviour(_ fields: Fields, properties: [Property], colors: Set<String>) -> [Region]
    {
        guard let regionsNode = fields["regions"] else {
            let top = decodeRegion(name: nil, fields: fields, properties: properties, colors: colors)
            return withNestedRegions([top], properties: properties, colors: colors)
        }
        let top = decodeRegions(
            regionsNode, what: "'regions'", properties: properties, colors: colors)
        if top.isEmpty, regionsNode.mapping?.isEmpty == true {
            report(
                .tooFewItems, "'regions' is empty; declare at least one region", at: regionsNode.location)
        }
        return withNestedRegions(top, properties: properties, colors: colors)
    }

    private mutating func namedColors(_ node: YAMLNode) -> [NamedColor] {
        namedEntries(node, what: "'colors'", nameKind: .color).compactMap { name, value in
            color(value, what: "color '\(name.value)'", declared: [], allowsNamed: false)
                .map { NamedColor(name: name, value: $0) }
        }
    }
}
