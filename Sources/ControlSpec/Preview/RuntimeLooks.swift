@_spi(Generated) import ControlSpecRuntime

/// A control's looks as the runtime's own descriptions (`StateLook`, `ImageDescription`,
/// `TextDescription`, `LayoutDescription`): the values the generated `look(of:)` returns, built from
/// the model instead of from generated code. The preview page and `render` place everything with
/// them, through the runtime's `StateLook.layout(in:measure:)`, so they cannot drift from the
/// UIKit player. A test compares them with the generated machines' looks.
@_spi(Stages) public struct RuntimeLooks {
    /// The control the looks are of.
    public let control: Control

    /// The looks of `control`.
    public init(control: Control) {
        self.control = control
    }

    /// The look of one state of region `region` (its index), the other regions not included.
    public func look(region: Int, state name: String) -> StateLook? {
        guard control.regions.indices.contains(region) else { return nil }
        let states = control.regions[region].states
        guard let index = states.firstIndex(where: { $0.name.value == name }) else { return nil }
        return look(of: ResolvedLook.looks(of: control.regions[region])[index])
    }

    /// The combined look of one state per region, as the generated `look` combines them.
    public func look(_ states: [String]) -> StateLook {
        let looks = states.enumerated().compactMap { look(region: $0.offset, state: $0.element) }
        return control.hasRegions ? StateLook.combining(looks) : looks.first ?? StateLook()
    }

    /// The layout every state shares.
    public var layout: LayoutDescription {
        guard let layout = control.layout else { return .fill }
        let padding = layout.padding + Array(repeating: 0, count: max(0, 4 - layout.padding.count))
        return LayoutDescription(
            size: layout.size.map { LayoutSize(width: $0.value.x, height: $0.value.y) },
            border: layout.border.map {
                BorderDescription(
                    width: $0.width, color: color($0.color.value), cornerRadius: $0.cornerRadius)
            },
            background: layout.background.map { color($0.value) },
            padding: LayoutInsets(top: padding[0], left: padding[1], bottom: padding[2], right: padding[3]),
            arrangement: layout.rowSpacing.map { .row(spacing: $0) } ?? .overlay,
            slots: layout.slots.map(slot))
    }

    /// The image of that name.
    public func image(named name: String) -> ImageDescription? {
        control.images.first { $0.name.value == name }.map(image)
    }

    /// The text of that name.
    public func text(named name: String) -> TextDescription? {
        control.texts.first { $0.name.value == name }.map(text)
    }

    /// A color, named colors followed through `colors:` (a missing or cyclic name is `clear`).
    public func color(_ value: ColorValue) -> ColorDescription {
        switch value.resolved(through: control.colors) {
        case .rgba(let red, let green, let blue, let alpha):
            .rgba(red: red, green: green, blue: blue, alpha: alpha)
        case .system(let name): .system(name)
        case .named: .system("clear")
        case .property(let name): .property(name)
        }
    }

    private func look(of resolved: ResolvedLook) -> StateLook {
        let tint: StateLook.Tint?
        switch resolved.tint {
        case nil: tint = nil
        case .inherited: tint = .inherited
        case .color(let value): tint = .color(color(value))
        }
        return StateLook(
            images: resolved.images.compactMap(image(named:)), texts: resolved.texts.compactMap(text(named:)),
            layout: layout, values: resolved.values.map(value), alpha: resolved.alpha, tint: tint,
            selected: resolved.selected, highlighted: resolved.highlighted, enabled: resolved.enabled,
            accessibilityLabel: resolved.accessibilityLabel, accessibilityValue: resolved.accessibilityValue)
    }

    private func image(_ image: Image) -> ImageDescription {
        let source: ImageDescription.Source
        switch image.source {
        case .asset(let name): source = .asset(name)
        case .symbol(let name): source = .symbol(name)
        case .shape(let shapes): source = .shape(shapes.map(primitive))
        case .property(let name): source = .property(name.value)
        }
        return ImageDescription(
            name: image.name.value, source: source,
            contentMode: image.contentMode.flatMap { .init(rawValue: $0.rawValue) } ?? .fit,
            slot: image.slot?.value)
    }

    private func primitive(_ shape: Shape) -> ShapePrimitive {
        func point(_ point: Point) -> ShapePoint { ShapePoint(x: point.x, y: point.y) }
        let geometry: ShapePrimitive.Geometry
        switch shape.geometry {
        case .circle(let center, let radius): geometry = .circle(center: point(center), radius: radius)
        case .rect(let origin, let size, let cornerRadius):
            geometry = .rect(origin: point(origin), size: point(size), cornerRadius: cornerRadius)
        case .path(let points, let closed): geometry = .path(points: points.map(point), closed: closed)
        }
        var primitive = ShapePrimitive(
            geometry: geometry, fill: shape.fill.map { color($0.value) },
            stroke: shape.stroke.map { color($0.value) })
        if let width = shape.width { primitive.width = length(width) }
        if let cap = shape.cap, let value = ShapePrimitive.LineCap(rawValue: cap.rawValue) {
            primitive.cap = value
        }
        if let join = shape.join, let value = ShapePrimitive.LineJoin(rawValue: join.rawValue) {
            primitive.join = value
        }
        return primitive
    }

    private func text(_ item: TextItem) -> TextDescription {
        var text = TextDescription(
            name: item.name.value, text: item.text.value,
            font: FontDescription(
                name: item.font.name, size: item.font.size,
                weight: item.font.weight.flatMap(FontDescription.Weight.init(rawValue:)) ?? .regular,
                style: item.font.style.flatMap(FontDescription.TextStyle.init(rawValue:))),
            slot: item.slot?.value)
        if let value = item.color { text.color = color(value.value) }
        if let alignment = item.alignment.flatMap(TextDescription.Alignment.init(rawValue:)) {
            text.alignment = alignment
        }
        if let lines = item.lines { text.lines = lines }
        text.minimumScale = item.minimumScale
        return text
    }

    private func slot(_ slot: Slot) -> SlotDescription {
        var frame: SlotDescription.Frame?
        if let lengths = slot.frame?.value, lengths.count == 4 {
            frame = SlotDescription.Frame(
                x: length(lengths[0]), y: length(lengths[1]), width: length(lengths[2]),
                height: length(lengths[3]))
        }
        return SlotDescription(
            name: slot.name.value, frame: frame,
            size: slot.size.map { LayoutSize(width: $0.value.x, height: $0.value.y) })
    }

    private func value(_ binding: LookBinding) -> LookValue {
        let source: LookValue.Source
        switch binding.source {
        case .constant(let number): source = .constant(number)
        case .property(let name, let from, let to): source = .property(name.value, from: from, to: to)
        }
        return LookValue(
            target: target(binding.target.value),
            property: TrackDescription.Property(rawValue: binding.property.value.rawValue) ?? .opacity,
            source: source, unit: TrackDescription.Unit(rawValue: binding.unit.rawValue) ?? .points)
    }

    private func target(_ target: Track.Target) -> TrackDescription.Target {
        switch target {
        case .incoming: .incoming
        case .outgoing: .outgoing
        case .control: .control
        case .image(let name): .image(name)
        }
    }

    private func length(_ value: LengthValue) -> Length {
        Length(points: value.points, width: value.width, height: value.height)
    }
}

extension ColorValue {
    /// The model's spelling of a runtime color.
    init(_ description: ColorDescription) {
        switch description {
        case .rgba(let red, let green, let blue, let alpha):
            self = .rgba(red: red, green: green, blue: blue, alpha: alpha)
        case .system(let name): self = .system(name)
        case .property(let name): self = .property(name)
        }
    }
}
