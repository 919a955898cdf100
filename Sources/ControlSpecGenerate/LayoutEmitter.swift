import ControlSpecCore

/// Whether a machine's looks read app data, and the `LookData` it passes its app data to its
/// looks with.
struct LayoutEmitter {
    let plan: GenerationPlan

    /// Whether the looks read app data: a text, a look value, a variant, a bound image or color,
    /// or an accessibility string with a `{` (the control's label too).
    var readsData: Bool {
        let control = plan.control
        guard !control.properties.isEmpty else { return false }
        if !control.texts.isEmpty { return true }
        if control.images.contains(where: { if case .property = $0.source { true } else { false } }) {
            return true
        }
        if control.properties.contains(where: { $0.type == .color }), bindsColor { return true }
        if control.accessibility.label?.value.contains("{") == true { return true }
        return control.regions.flatMap(\.states).contains {
            !$0.values.isEmpty || !$0.variants.isEmpty || $0.accessibilityLabel?.value.contains("{") == true
                || $0.accessibilityValue?.value.contains("{") == true
        }
    }

    private var bindsColor: Bool {
        func bound(_ color: Located<ColorValue>?) -> Bool {
            if case .property = color?.value { true } else { false }
        }
        let control = plan.control
        let shapes = control.images.flatMap { image -> [Shape] in
            if case .shape(let shapes) = image.source { shapes } else { [] }
        }
        return shapes.contains { bound($0.fill) || bound($0.stroke) }
            || control.regions.flatMap(\.states).contains { bound($0.tint) }
            || bound(control.layout?.border?.color) || bound(control.layout?.background)
    }

    /// The `LookData` expression of the machine's current property values.
    func lookData() -> SwiftCode {
        var strings: [SwiftCode] = []
        var numbers: [SwiftCode] = []
        var colors: [SwiftCode] = []
        var images: [SwiftCode] = []
        for property in plan.properties {
            let key = SwiftLiteral.string(property.property.name.value) + ": "
            let member = "self." + property.member
            switch property.property.type {
            case .string: strings.append(.atom(key + member))
            case .bool: strings.append(.atom(key + "\(member) ? \"true\" : \"false\""))
            case .enum: strings.append(.atom(key + member + ".rawValue"))
            case .double: numbers.append(.atom(key + member))
            case .int: numbers.append(.atom(key + "Double(\(member))"))
            case .color: colors.append(.atom(key + member))
            case .image: images.append(.atom(key + member + " ?? .empty"))
            }
        }
        // A number a text or a look value computes, under its text (`LookData.interpolate` and
        // `LookValue` find it there); a long computation is laid out one argument per line.
        var translator = GuardTranslator(plan: plan, propertyBase: "self.", regionBase: "self.")
        for computed in plan.control.computedTexts {
            let key = SwiftLiteral.string(computed.field) + ": "
            switch translator.computed(computed.expression) {
            case .call(let name, let arguments): numbers.append(.call(key + name, arguments))
            case let value: numbers.append(.atom(key + value.flat))
            }
        }
        // Whether each variant's guard holds, 1 or 0 under its key (`StateLook.chosen(with:)`).
        var conditions: Set<String> = []
        for variant in plan.control.regions.flatMap(\.states).flatMap(\.variants)
        where conditions.insert(variant.key).inserted {
            let condition = GuardTranslator.text(translator.condition(variant.condition))
            numbers.append(.atom(SwiftLiteral.string(variant.key) + ": " + condition + " ? 1 : 0"))
        }
        var arguments: [SwiftCode.Argument] = []
        for (label, entries) in [
            ("strings", strings), ("numbers", numbers), ("colors", colors), ("images", images),
        ]
        where !entries.isEmpty {
            arguments.append(.init(label, .array(entries)))
        }
        return .call("LookData", arguments)
    }
}
