/// What a control shows in one state: its images and appearance flags.
///
/// The compiler resolves every look completely: an aspect that any state of a control (or of one
/// of its regions) sets has a value in every state, so returning to a state always restores what
/// it shows. A nil member is an aspect no state sets: the control leaves it to the app.
public struct StateLook: Hashable, Sendable {
    /// The tint a state gives the control.
    public enum Tint: Hashable, Sendable {
        /// No tint of the control's own: `tintColor = nil`, so it shows its superview's (the app's).
        case inherited
        /// This color.
        case color(ColorDescription)
    }

    /// Images, bottom to top.
    public var images: [ImageDescription]
    public var alpha: Double?
    public var tint: Tint?
    public var selected: Bool?
    public var highlighted: Bool?
    public var enabled: Bool?
    public var accessibilityLabel: String?
    public var accessibilityValue: String?

    public init(
        images: [ImageDescription] = [], alpha: Double? = nil, tint: Tint? = nil,
        selected: Bool? = nil, highlighted: Bool? = nil, enabled: Bool? = nil,
        accessibilityLabel: String? = nil, accessibilityValue: String? = nil
    ) {
        self.images = images
        self.alpha = alpha
        self.tint = tint
        self.selected = selected
        self.highlighted = highlighted
        self.enabled = enabled
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
    }

    /// The looks of several regions combined: images stacked in region order, and for every
    /// other aspect the last region that sets it.
    public static func combining(_ looks: [StateLook]) -> StateLook {
        var result = StateLook()
        for look in looks {
            result.images += look.images
            result.alpha = look.alpha ?? result.alpha
            result.tint = look.tint ?? result.tint
            result.selected = look.selected ?? result.selected
            result.highlighted = look.highlighted ?? result.highlighted
            result.enabled = look.enabled ?? result.enabled
            result.accessibilityLabel = look.accessibilityLabel ?? result.accessibilityLabel
            result.accessibilityValue = look.accessibilityValue ?? result.accessibilityValue
        }
        return result
    }
}
