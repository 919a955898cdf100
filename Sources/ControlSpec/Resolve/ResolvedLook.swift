/// What one state shows, with every aspect that any state of its region sets given a value, so
/// that entering a state restores all of it. An aspect no state of the region sets stays nil: the
/// control leaves it to the app.
///
/// The defaults: `alpha` 1, `selected` and `highlighted` false, `enabled` true, `tint` inherited
/// (the app's), accessibility strings empty.
struct ResolvedLook: Hashable {
    /// A state's tint.
    enum Tint: Hashable {
        /// No tint of the control's own: it shows its superview's.
        case inherited
        case color(ColorValue)
    }

    var images: [String]
    var texts: [String]
    /// The state's `values:`, and for every target and property another state of the region sets,
    /// the property's resting value (opacity and scales 1, stroke end 1, the rest 0).
    var values: [LookBinding]
    var alpha: Double?
    var tint: Tint?
    var selected: Bool?
    var highlighted: Bool?
    var enabled: Bool?
    var accessibilityLabel: String?
    var accessibilityValue: String?

    /// The looks of the region's states, in declaration order.
    static func looks(of region: Region) -> [ResolvedLook] {
        let states = region.states
        func anySets<Value>(_ aspect: (State) -> Value?) -> Bool { states.contains { aspect($0) != nil } }
        let setsAlpha = anySets(\.alpha)
        let setsTint = anySets(\.tint)
        let setsSelected = anySets(\.selected)
        let setsHighlighted = anySets(\.highlighted)
        let setsEnabled = anySets(\.enabled)
        let setsLabel = anySets(\.accessibilityLabel)
        let setsValue = anySets(\.accessibilityValue)
        var valueKeys: [ValueKey] = []
        for binding in states.flatMap(\.values) {
            let key = ValueKey(target: binding.target.value, property: binding.property.value)
            if !valueKeys.contains(key) { valueKeys.append(key) }
        }
        return states.map { state in
            ResolvedLook(
                images: state.images.map(\.value),
                texts: state.texts.map(\.value),
                values: completeValues(state, keys: valueKeys),
                alpha: setsAlpha ? state.alpha?.value ?? 1 : nil,
                tint: setsTint ? state.tint.map { .color($0.value) } ?? .inherited : nil,
                selected: setsSelected ? state.selected ?? false : nil,
                highlighted: setsHighlighted ? state.highlighted ?? false : nil,
                enabled: setsEnabled ? state.enabled ?? true : nil,
                accessibilityLabel: setsLabel ? state.accessibilityLabel?.value ?? "" : nil,
                accessibilityValue: setsValue ? state.accessibilityValue?.value ?? "" : nil)
        }
    }

    private struct ValueKey: Hashable {
        var target: Track.Target
        var property: Track.Property
    }

    private static func completeValues(_ state: State, keys: [ValueKey]) -> [LookBinding] {
        keys.map { key in
            if let binding = state.values.last(where: {
                $0.target.value == key.target && $0.property.value == key.property
            }) {
                return binding
            }
            let rest: Double
            switch key.property {
            case .opacity, .scale, .scaleX, .scaleY, .strokeEnd: rest = 1
            case .rotation, .translationX, .translationY, .strokeStart: rest = 0
            }
            return LookBinding(
                target: Located(key.target, at: state.location),
                property: Located(key.property, at: state.location),
                source: .constant(rest), location: state.location)
        }
    }
}
