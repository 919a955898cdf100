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
        return states.map { state in
            ResolvedLook(
                images: state.images.map(\.value),
                alpha: setsAlpha ? state.alpha?.value ?? 1 : nil,
                tint: setsTint ? state.tint.map { .color($0.value) } ?? .inherited : nil,
                selected: setsSelected ? state.selected ?? false : nil,
                highlighted: setsHighlighted ? state.highlighted ?? false : nil,
                enabled: setsEnabled ? state.enabled ?? true : nil,
                accessibilityLabel: setsLabel ? state.accessibilityLabel?.value ?? "" : nil,
                accessibilityValue: setsValue ? state.accessibilityValue?.value ?? "" : nil)
        }
    }
}
