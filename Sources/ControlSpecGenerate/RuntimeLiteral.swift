import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// Swift source for the runtime's look values (`RuntimeLooks` builds them from the model): one
/// printer per runtime type, each leaving out the arguments that equal the initializer's default.
enum RuntimeLiteral {
    /// A `StateLook`, its images, texts and (when `layout` is given) layout written as references
    /// to values declared elsewhere.
    static func look(
        _ look: StateLook, image: (ImageDescription) -> SwiftCode, text: (TextDescription) -> SwiftCode,
        layout: SwiftCode?, ambient: (AnimationDescription) -> SwiftCode
    ) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = []
        if !look.images.isEmpty { arguments.append(.init("images", .array(look.images.map(image)))) }
        if !look.texts.isEmpty { arguments.append(.init("texts", .array(look.texts.map(text)))) }
        if let layout { arguments.append(.init("layout", layout)) }
        if !look.values.isEmpty { arguments.append(.init("values", .array(look.values.map(value)))) }
        if let alpha = look.alpha { arguments.append(.init("alpha", number(alpha))) }
        switch look.tint {
        case nil: break
        case .inherited: arguments.append(.init("tint", .atom(".inherited")))
        case .color(let tint): arguments.append(.init("tint", .call(".color", [.init(nil, color(tint))])))
        }
        if let selected = look.selected { arguments.append(.init("selected", .atom("\(selected)"))) }
        if let highlighted = look.highlighted {
            arguments.append(.init("highlighted", .atom("\(highlighted)")))
        }
        if let enabled = look.enabled { arguments.append(.init("enabled", .atom("\(enabled)"))) }
        if let label = look.accessibilityLabel {
            arguments.append(.init("accessibilityLabel", string(label)))
        }
        if let value = look.accessibilityValue {
            arguments.append(.init("accessibilityValue", string(value)))
        }
        var literal = SwiftCode.call("StateLook", arguments)
        if !look.ambient.isEmpty {
            literal = .call(
                "StateLook.playing", [.init(nil, .array(look.ambient.map(ambient))), .init("look", literal)])
        }
        guard !look.variants.isEmpty else { return literal }
        let variants = look.variants.map { variant in
            SwiftCode.call(
                "StateLook.Variant",
                [
                    .init("condition", string(variant.condition)),
                    .init(
                        "look",
                        self.look(variant.look, image: image, text: text, layout: layout, ambient: ambient)),
                ])
        }
        return .call("StateLook.varying", [.init(nil, .array(variants)), .init("look", literal)])
    }

    /// A `ColorDescription`. The compiler's looks come from the spec, which cannot hold an app's
    /// `UIColor` (`.app` exists only in a running app), so asking for its literal is a bug.
    static func color(_ color: ColorDescription) -> SwiftCode {
        switch color {
        case .rgba(let red, let green, let blue, let alpha):
            .call(
                ".rgba",
                [
                    .init("red", .atom("\(red)")), .init("green", .atom("\(green)")),
                    .init("blue", .atom("\(blue)")),
                    .init("alpha", .atom("\(alpha)")),
                ])
        case .system(let name): .call(".system", [.init(nil, string(name))])
        case .property(let name): .call(".property", [.init(nil, string(name))])
        case .app: preconditionFailure("an app's color has no literal")
        }
    }

    /// An `ImageDescription`; its source is never an app's image (see `color(_:)`).
    static func image(_ image: ImageDescription) -> SwiftCode {
        let source: SwiftCode
        switch image.source {
        case .asset(let name): source = .call(".asset", [.init(nil, string(name))])
        case .symbol(let name): source = .call(".symbol", [.init(nil, string(name))])
        case .shape(let shapes): source = .call(".shape", [.init(nil, .array(shapes.map(primitive)))])
        case .property(let name): source = .call(".property", [.init(nil, string(name))])
        case .empty: source = .atom(".empty")
        case .app: preconditionFailure("an app's image has no literal")
        }
        var arguments: [SwiftCode.Argument] = [.init("name", string(image.name)), .init("source", source)]
        if image.contentMode != .fit {
            arguments.append(.init("contentMode", .atom(".\(image.contentMode)")))
        }
        if let slot = image.slot { arguments.append(.init("slot", string(slot))) }
        return .call("ImageDescription", arguments)
    }

    /// A `ShapePrimitive`.
    static func primitive(_ shape: ShapePrimitive) -> SwiftCode {
        let geometry: SwiftCode
        switch shape.geometry {
        case .circle(let center, let radius):
            geometry = .call(".circle", [.init("center", point(center)), .init("radius", number(radius))])
        case .rect(let origin, let size, let cornerRadius):
            geometry = .call(
                ".rect",
                [
                    .init("origin", point(origin)), .init("size", point(size)),
                    .init("cornerRadius", number(cornerRadius)),
                ])
        case .path(let points, let closed):
            geometry = .call(
                ".path", [.init("points", .array(points.map(point))), .init("closed", .atom("\(closed)"))])
        }
        let defaults = ShapePrimitive(geometry: shape.geometry)
        var arguments: [SwiftCode.Argument] = [.init("geometry", geometry)]
        if let fill = shape.fill { arguments.append(.init("fill", color(fill))) }
        if let stroke = shape.stroke { arguments.append(.init("stroke", color(stroke))) }
        if shape.width != defaults.width { arguments.append(.init("width", length(shape.width))) }
        if shape.cap != defaults.cap { arguments.append(.init("cap", .atom("." + shape.cap.rawValue))) }
        if shape.join != defaults.join { arguments.append(.init("join", .atom("." + shape.join.rawValue))) }
        return .call("ShapePrimitive", arguments)
    }

    /// A `TextDescription`.
    static func text(_ text: TextDescription) -> SwiftCode {
        let defaults = TextDescription(name: text.name, text: text.text, font: text.font)
        var arguments: [SwiftCode.Argument] = [
            .init("name", string(text.name)), .init("text", string(text.text)),
            .init("font", font(text.font)),
        ]
        if text.color != defaults.color { arguments.append(.init("color", color(text.color))) }
        if text.alignment != defaults.alignment {
            arguments.append(.init("alignment", .atom("." + text.alignment.rawValue)))
        }
        if text.lines != defaults.lines {
            arguments.append(.init("lines", .atom(SwiftLiteral.int(text.lines))))
        }
        if let scale = text.minimumScale { arguments.append(.init("minimumScale", number(scale))) }
        if let slot = text.slot { arguments.append(.init("slot", string(slot))) }
        return .call("TextDescription", arguments)
    }

    private static func font(_ font: FontDescription) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = []
        if let name = font.name { arguments.append(.init("name", string(name))) }
        if let size = font.size { arguments.append(.init("size", number(size))) }
        if font.weight != FontDescription().weight {
            arguments.append(.init("weight", .atom("." + font.weight.rawValue)))
        }
        if let style = font.style { arguments.append(.init("style", .atom("." + style.rawValue))) }
        return .call("FontDescription", arguments)
    }

    /// A `LayoutDescription`.
    static func layout(_ layout: LayoutDescription) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = []
        if let size = layout.size { arguments.append(.init("size", self.size(size))) }
        if let border = layout.border {
            var parts: [SwiftCode.Argument] = [
                .init("width", number(border.width)), .init("color", color(border.color)),
            ]
            if border.cornerRadius != 0 { parts.append(.init("cornerRadius", number(border.cornerRadius))) }
            arguments.append(.init("border", .call("BorderDescription", parts)))
        }
        if let background = layout.background { arguments.append(.init("background", color(background))) }
        let padding = layout.padding
        let insets = [
            ("top", padding.top), ("left", padding.left), ("bottom", padding.bottom),
            ("right", padding.right),
        ]
        if padding != .zero {
            let parts = insets.filter { $0.1 != 0 }.map { SwiftCode.Argument($0.0, number($0.1)) }
            arguments.append(.init("padding", .call("LayoutInsets", parts)))
        }
        if case .row(let spacing) = layout.arrangement {
            arguments.append(.init("arrangement", .call(".row", [.init("spacing", number(spacing))])))
        }
        if !layout.slots.isEmpty { arguments.append(.init("slots", .array(layout.slots.map(slot)))) }
        return .call("LayoutDescription", arguments)
    }

    private static func slot(_ slot: SlotDescription) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = [.init("name", string(slot.name))]
        if let frame = slot.frame {
            arguments.append(
                .init(
                    "frame",
                    .call(
                        ".init",
                        [
                            .init("x", length(frame.x)), .init("y", length(frame.y)),
                            .init("width", length(frame.width)), .init("height", length(frame.height)),
                        ])))
        }
        if let size = slot.size { arguments.append(.init("size", self.size(size))) }
        return .call("SlotDescription", arguments)
    }

    /// A `LookValue`.
    static func value(_ value: LookValue) -> SwiftCode {
        let source: SwiftCode
        switch value.source {
        case .constant(let number): source = .call(".constant", [.init(nil, self.number(number))])
        case .property(let name, let from, let to):
            source = .call(
                ".property", [.init(nil, string(name)), .init("from", number(from)), .init("to", number(to))])
        }
        var arguments: [SwiftCode.Argument] = [
            .init("target", target(value.target)), .init("property", .atom("." + value.property.rawValue)),
            .init("source", source),
        ]
        if value.unit != .points { arguments.append(.init("unit", .atom("." + value.unit.rawValue))) }
        return .call("LookValue", arguments)
    }

    /// A `TrackDescription.Target`.
    static func target(_ target: TrackDescription.Target) -> SwiftCode {
        switch target {
        case .incoming: .atom(".incoming")
        case .outgoing: .atom(".outgoing")
        case .control: .atom(".control")
        case .image(let name): .call(".image", [.init(nil, string(name))])
        }
    }

    /// A `Length`: `.points(1)`, `.fractionOfWidth(0.02)` or the general form.
    static func length(_ value: Length) -> SwiftCode {
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

    private static func size(_ size: LayoutSize) -> SwiftCode {
        .call("LayoutSize", [.init("width", number(size.width)), .init("height", number(size.height))])
    }

    private static func point(_ point: ShapePoint) -> SwiftCode {
        .call("ShapePoint", [.init("x", number(point.x)), .init("y", number(point.y))])
    }

    /// A floating-point literal.
    static func number(_ value: Double) -> SwiftCode { .atom(SwiftLiteral.double(value)) }

    /// A string literal.
    static func string(_ value: String) -> SwiftCode { .atom(SwiftLiteral.string(value)) }
}
