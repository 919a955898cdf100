import ControlSpecCore
@_spi(Compiler) @_spi(Generated) import ControlSpecRuntime

/// A control's looks as the runtime's own descriptions (`StateLook`, `ImageDescription`,
/// `TextDescription`, `LayoutDescription`): the one mapping from the model to the runtime's look
/// values. The generator prints them as Swift literals (`RuntimeLiteral`), so they are the values
/// the generated `look(of:)` returns; the preview page and `render` place everything with them,
/// through the runtime's `StateLook.layout(in:measure:)`, so they cannot drift from the UIKit
/// player. A test compares them with the generated machines' looks.
package struct RuntimeLooks {
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
        return looks(of: control.regions[region])[index]
    }

    /// The combined look of one state per region, as the generated `look` combines them: top-level
    /// regions, then the regions inside states stacked above (a name no state has, such as an
    /// inactive region's "", adds nothing).
    public func look(_ states: [String]) -> StateLook {
        let looks = states.enumerated().compactMap { look(region: $0.offset, state: $0.element) }
        return control.hasRegions || control.regions.count > 1
            ? StateLook.combining(looks) : looks.first ?? StateLook()
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

    /// The looks of a region's states, in declaration order, each complete: an aspect that any
    /// state of the region sets has a value in every state (its default where the state does not
    /// set it), so that entering a state restores all of it; an aspect no state sets stays nil, the
    /// app's. The defaults: `alpha` 1, `selected` and `highlighted` false, `enabled` true, `tint`
    /// inherited (the app's), accessibility strings empty, and for every look value another state
    /// sets, the property's resting value. A state's label is `Control.spokenLabel(in:)`: its own,
    /// the control's, or the text it shows.
    ///
    /// A region inside a state (`Region.owner`) is not completed: what its state does not set is
    /// the look below it, its owner region's, which is completed for every aspect the regions it
    /// holds set too (the generated `look` stacks an active nested region's look above it).
    package func looks(of region: Region) -> [StateLook] {
        let isNested = region.owner != nil
        let held = control.regions.filter { nested in
            nested.owner.map { control.regions[$0.region] == region } ?? false
        }
        // A variant's look is complete like a state's: the aspects it sets count among the region's.
        let states = (region.states + held.flatMap(\.states)).flatMap { [$0] + $0.variants.map(\.look) }
        func complete<Value>(_ aspect: @escaping Aspect<Value>, default fallback: Value) -> Aspect<Value> {
            if isNested { return aspect }
            return states.contains { aspect($0) != nil } ? { aspect($0) ?? fallback } : { _ in nil }
        }
        let alpha = complete({ $0.alpha?.value }, default: 1)
        let tint = complete({ $0.tint.map { StateLook.Tint.color(color($0.value)) } }, default: .inherited)
        let selected = complete(\.selected, default: false)
        let highlighted = complete(\.highlighted, default: false)
        let enabled = complete(\.enabled, default: true)
        let label = complete({ control.spokenLabel(in: $0) }, default: "")
        let value = complete({ $0.accessibilityValue?.value }, default: "")
        // A nested region's state keeps only the values it sets; the owner's are completed.
        let valueKeys = Self.valueKeys(of: states)
        func look(_ state: State) -> StateLook {
            var look = StateLook(
                images: state.images.compactMap { image(named: $0.value) },
                texts: state.texts.compactMap { text(named: $0.value) }, layout: layout,
                values: completeValues(state, keys: isNested ? Self.valueKeys(of: [state]) : valueKeys),
                alpha: alpha(state), tint: tint(state),
                selected: selected(state), highlighted: highlighted(state), enabled: enabled(state),
                accessibilityLabel: label(state), accessibilityValue: value(state))
            look.ambient =
                state.ambient.flatMap { name in
                    control.animations.first { $0.name.value == name.value }.map { [$0.played] }
                } ?? []
            return look
        }
        return region.states.map { state in
            StateLook.varying(
                state.variants.map { StateLook.Variant(condition: $0.key, look: look($0.look)) },
                look: look(state))
        }
    }

    /// One aspect of a state's completed look.
    private typealias Aspect<Value> = (State) -> Value?

    private struct ValueKey: Hashable {
        var target: Track.Target
        var property: Track.Property
    }

    /// The targets and properties `states` set in `values:`, each once, in the order first set.
    private static func valueKeys(of states: [State]) -> [ValueKey] {
        var keys: [ValueKey] = []
        for binding in states.flatMap(\.values) {
            let key = ValueKey(target: binding.target.value, property: binding.property.value)
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The state's `values:`, and for every target and property another state of the region sets,
    /// the property's resting value (the runtime's `PoseMeasure.rest(of:)`).
    private func completeValues(_ state: State, keys: [ValueKey]) -> [LookValue] {
        keys.map { key in
            if let binding = state.values.last(where: {
                $0.target.value == key.target && $0.property.value == key.property
            }) {
                return binding.value
            }
            let rest = PoseMeasure.rest(of: key.property)
            return LookValue(target: key.target, property: key.property, source: .constant(rest))
        }
    }

    /// The runtime description of an image.
    package func image(_ image: Image) -> ImageDescription {
        let source: ImageDescription.Source
        switch image.source {
        case .asset(let name): source = .asset(name)
        case .symbol(let name): source = .symbol(name)
        case .shape(let shapes): source = .shape(shapes.map(primitive))
        case .property(let name): source = .property(name.value)
        }
        var description = ImageDescription(name: image.name.value, source: source, slot: image.slot?.value)
        if let contentMode = image.contentMode { description.contentMode = contentMode }
        return description
    }

    /// The runtime description of a shape primitive: the decoded one with its colors resolved.
    private func primitive(_ shape: Shape) -> ShapePrimitive {
        var primitive = shape.drawn
        primitive.fill = shape.fill.map { color($0.value) }
        primitive.stroke = shape.stroke.map { color($0.value) }
        return primitive
    }

    /// The runtime description of a text: the decoded one with its color resolved.
    package func text(_ item: TextItem) -> TextDescription {
        var text = item.drawn
        if let value = item.color { text.color = color(value.value) }
        return text
    }

    private func slot(_ slot: Slot) -> SlotDescription {
        var frame: SlotDescription.Frame?
        if let lengths = slot.frame?.value, lengths.count == 4 {
            frame = SlotDescription.Frame(
                x: lengths[0], y: lengths[1], width: lengths[2], height: lengths[3])
        }
        return SlotDescription(
            name: slot.name.value, frame: frame,
            size: slot.size.map { LayoutSize(width: $0.value.x, height: $0.value.y) })
    }
}

extension ColorValue {
    /// The model's spelling of a runtime color. Looks the compiler resolves come from the spec,
    /// which cannot hold an app's `UIColor` (`.app` exists only in a running app), so asking for
    /// its spelling is a bug.
    package init(_ description: ColorDescription) {
        switch description {
        case .rgba(let red, let green, let blue, let alpha):
            self = .rgba(red: red, green: green, blue: blue, alpha: alpha)
        case .system(let name): self = .system(name)
        case .property(let name): self = .property(name)
        case .app: preconditionFailure("an app's color has no spelling in a spec")
        }
    }
}
