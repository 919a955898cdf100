/// The values of a control's app-data properties that its looks show: texts and accessibility
/// strings interpolate them, images and colors may be bound to them, look values read numbers.
///
/// Generated machines build it from their properties; `StateLook.resolved(with:)` substitutes it.
public struct LookData: Hashable, Sendable {
    /// `string` properties, and `bool`/`enum` properties as their spelling.
    public var strings: [String: String]
    /// `double` and `int` properties.
    public var numbers: [String: Double]
    /// `color` properties.
    public var colors: [String: ColorDescription]
    /// `image` properties; `.empty` when the app has not set one.
    public var images: [String: ImageDescription.Source]

    /// The values, by property name.
    public init(
        strings: [String: String] = [:], numbers: [String: Double] = [:],
        colors: [String: ColorDescription] = [:], images: [String: ImageDescription.Source] = [:]
    ) {
        self.strings = strings
        self.numbers = numbers
        self.colors = colors
        self.images = images
    }

    /// `template` with every `{name}` replaced by the property's value and `{name:percent}` by a
    /// number × 100 rounded, followed by `%`; `{{` is `{`. A number without a fraction prints without
    /// one. An unknown name is left as written.
    @_spi(Compiler) public func interpolate(_ template: String) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest.index(after: open)
            if after < rest.endIndex, rest[after] == "{" {
                result += "{"
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard let close = rest[after...].firstIndex(of: "}") else {
                result += rest[open...]
                return result
            }
            let field = rest[after..<close]
            result += value(of: field) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private func value(of field: Substring) -> String? {
        let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first else { return nil }
        let format = parts.count > 1 ? parts[1] : nil
        if let number = numbers[name] {
            switch format {
            case "percent": return Self.integerText((number * 100).rounded()) + "%"
            case nil: return Self.integerText(number)
            default: return nil
            }
        }
        guard format == nil else { return nil }
        return strings[name]
    }

    /// A number without a fraction as an integer, otherwise Swift's shortest description.
    private static func integerText(_ number: Double) -> String {
        let rounded = number.rounded()
        guard abs(rounded) < 1e15 else { return "\(number)" }
        return rounded == number || abs(number - rounded) < 1e-9 ? "\(Int(rounded))" : "\(number)"
    }

    /// The color with a bound property replaced by its value (`clear` when unknown).
    func resolve(_ color: ColorDescription) -> ColorDescription {
        guard case .property(let name) = color else { return color }
        return colors[name] ?? .system("clear")
    }

    /// The image with a bound source or bound shape colors replaced by their values.
    func resolve(_ image: ImageDescription) -> ImageDescription {
        var image = image
        switch image.source {
        case .property(let name): image.source = images[name] ?? .empty
        case .shape(let primitives):
            image.source = .shape(
                primitives.map { primitive in
                    var primitive = primitive
                    primitive.fill = primitive.fill.map(resolve)
                    primitive.stroke = primitive.stroke.map(resolve)
                    return primitive
                })
        case .asset, .symbol, .empty, .app: break
        }
        return image
    }
}

extension StateLook {
    /// The look with every property reference replaced by its value in `data`: bound images and
    /// colors, interpolated texts and accessibility strings, and constant look values; a look with
    /// variants resolves the one `chosen(with:)` picks.
    public func resolved(with data: LookData) -> StateLook {
        var look = chosen(with: data)
        look.images = look.images.map(data.resolve)
        look.texts = look.texts.map { text in
            var text = text
            text.text = data.interpolate(text.text)
            text.color = data.resolve(text.color)
            return text
        }
        let layout = look.layout
        look.layout.background = layout.background.map(data.resolve)
        look.layout.border?.color = data.resolve(layout.border?.color ?? .system("clear"))
        look.values = look.values.map {
            LookValue(
                target: $0.target, property: $0.property, source: .constant($0.value(with: data)),
                unit: $0.unit)
        }
        if case .color(let color) = look.tint { look.tint = .color(data.resolve(color)) }
        look.accessibilityLabel = look.accessibilityLabel.map(data.interpolate)
        look.accessibilityValue = look.accessibilityValue.map(data.interpolate)
        return look
    }
}
