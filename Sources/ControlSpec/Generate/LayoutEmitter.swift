/// Swift expressions for what the layout model adds to a look: texts, the layout, look values and
/// the `LookData` a machine passes its app data to its looks with.
struct LayoutEmitter {
    let plan: GenerationPlan

    /// A `TextDescription`.
    func text(_ text: TextItem) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = [
            .init("name", .atom(SwiftLiteral.string(text.name.value))),
            .init("text", .atom(SwiftLiteral.string(text.text.value))), .init("font", font(text.font)),
        ]
        if let color = text.color {
            arguments.append(.init("color", ValueEmitter(plan: plan).color(color.value)))
        }
        if let alignment = text.alignment { arguments.append(.init("alignment", .atom("." + alignment))) }
        if let lines = text.lines { arguments.append(.init("lines", .atom(SwiftLiteral.int(lines)))) }
        if let scale = text.minimumScale { arguments.append(.init("minimumScale", number(scale))) }
        if let slot = text.slot { arguments.append(.init("slot", .atom(SwiftLiteral.string(slot.value)))) }
        return .call("TextDescription", arguments)
    }

    private func font(_ font: TextItem.Font) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = []
        if let name = font.name { arguments.append(.init("name", .atom(SwiftLiteral.string(name)))) }
        if let size = font.size { arguments.append(.init("size", number(size))) }
        if let weight = font.weight { arguments.append(.init("weight", .atom("." + weight))) }
        if let style = font.style { arguments.append(.init("style", .atom("." + style))) }
        return .call("FontDescription", arguments)
    }

    /// A `LayoutDescription`.
    func layout(_ layout: Layout) -> SwiftCode {
        let values = ValueEmitter(plan: plan)
        var arguments: [SwiftCode.Argument] = []
        if let size = layout.size { arguments.append(.init("size", self.size(size.value))) }
        if let border = layout.border {
            var parts: [SwiftCode.Argument] = [
                .init("width", number(border.width)), .init("color", values.color(border.color.value)),
            ]
            if border.cornerRadius != 0 { parts.append(.init("cornerRadius", number(border.cornerRadius))) }
            arguments.append(.init("border", .call("BorderDescription", parts)))
        }
        if let background = layout.background {
            arguments.append(.init("background", values.color(background.value)))
        }
        if layout.padding.contains(where: { $0 != 0 }) {
            let names = ["top", "left", "bottom", "right"]
            let parts = zip(names, layout.padding).filter { $0.1 != 0 }.map {
                SwiftCode.Argument($0.0, number($0.1))
            }
            arguments.append(.init("padding", .call("LayoutInsets", parts)))
        }
        if let spacing = layout.rowSpacing {
            arguments.append(.init("arrangement", .call(".row", [.init("spacing", number(spacing))])))
        }
        if !layout.slots.isEmpty { arguments.append(.init("slots", .array(layout.slots.map(slot)))) }
        return .call("LayoutDescription", arguments)
    }

    private func slot(_ slot: Slot) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = [.init("name", .atom(SwiftLiteral.string(slot.name.value)))]
        if let frame = slot.frame?.value, frame.count == 4 {
            arguments.append(
                .init(
                    "frame",
                    .call(
                        ".init",
                        [
                            .init("x", length(frame[0])), .init("y", length(frame[1])),
                            .init("width", length(frame[2])), .init("height", length(frame[3])),
                        ])))
        }
        if let size = slot.size { arguments.append(.init("size", self.size(size.value))) }
        return .call("SlotDescription", arguments)
    }

    /// A `LookValue`.
    func value(_ binding: LookBinding) -> SwiftCode {
        let source: SwiftCode
        switch binding.source {
        case .constant(let value): source = .call(".constant", [.init(nil, number(value))])
        case .property(let name, let from, let to):
            source = .call(
                ".property",
                [
                    .init(nil, .atom(SwiftLiteral.string(name.value))), .init("from", number(from)),
                    .init("to", number(to)),
                ])
        }
        var arguments: [SwiftCode.Argument] = [
            .init("target", target(binding.target.value)),
            .init("property", .atom("." + binding.property.value.rawValue)), .init("source", source),
        ]
        if binding.unit != .points { arguments.append(.init("unit", .atom("." + binding.unit.rawValue))) }
        return .call("LookValue", arguments)
    }

    /// A `TrackDescription.Target`.
    func target(_ target: Track.Target) -> SwiftCode {
        switch target {
        case .incoming: .atom(".incoming")
        case .outgoing: .atom(".outgoing")
        case .control: .atom(".control")
        case .image(let name): .call(".image", [.init(nil, .atom(SwiftLiteral.string(name)))])
        }
    }

    /// Whether the looks read app data: a text, a look value, a bound image or color, or an
    /// accessibility string with a `{`.
    var readsData: Bool {
        let control = plan.control
        guard !control.properties.isEmpty else { return false }
        if !control.texts.isEmpty { return true }
        if control.images.contains(where: { if case .property = $0.source { true } else { false } }) {
            return true
        }
        if control.properties.contains(where: { $0.type == .color }), bindsColor { return true }
        return control.regions.flatMap(\.states).contains {
            !$0.values.isEmpty || $0.accessibilityLabel?.value.contains("{") == true
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
        var arguments: [SwiftCode.Argument] = []
        for (label, entries) in [
            ("strings", strings), ("numbers", numbers), ("colors", colors), ("images", images),
        ]
        where !entries.isEmpty {
            arguments.append(.init(label, .array(entries)))
        }
        return .call("LookData", arguments)
    }

    private func size(_ point: Point) -> SwiftCode {
        .call("LayoutSize", [.init("width", number(point.x)), .init("height", number(point.y))])
    }

    /// A `Length`: `.points(1)`, `.fractionOfWidth(0.02)` or the general form.
    func length(_ value: LengthValue) -> SwiftCode {
        switch (value.points, value.width, value.height) {
        case (let points, 0, 0): .call(".points", [.init(nil, number(points))])
        case (0, let width, 0): .call(".fractionOfWidth", [.init(nil, number(width))])
        default:
            .call(
                "Length",
                [
                    .init("points", number(value.points)), .init("width", number(value.width)),
                    .init("height", number(value.height)),
                ])
        }
    }

    private func number(_ value: Double) -> SwiftCode { .atom(SwiftLiteral.double(value)) }
}
