/// What a control shows in one state: its images, texts, layout, appearance flags and the look
/// values set from numbers.
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
    /// Texts, drawn above the images.
    public var texts: [TextDescription]
    /// Where images and texts go, the border and the background; the same in every state.
    public var layout: LayoutDescription
    /// Animatable values the state sets, constant or from a `double` property.
    public var values: [LookValue]
    /// The control's opacity, 0…1.
    public var alpha: Double?
    /// The control's tint.
    public var tint: Tint?
    /// `UIControl.isSelected`.
    public var selected: Bool?
    /// `UIControl.isHighlighted`.
    public var highlighted: Bool?
    /// `UIControl.isEnabled`.
    public var enabled: Bool?
    /// A template like `TextDescription.text`: `{name}` stands for a property's value.
    public var accessibilityLabel: String?
    /// A template like `TextDescription.text`: `{progress:percent}` reads "42%".
    public var accessibilityValue: String?
    /// The animations the state plays on its own images while it is active (`ambient:`).
    @_spi(Compiler) @_spi(Generated) public var ambient: [AnimationDescription] = []
    /// The looks the state shows instead while a condition on properties holds, the first that
    /// holds winning (`chosen(with:)`; `resolved(with:)` chooses first).
    public var variants: [Variant] = []

    /// A look; every aspect left nil is the app's.
    public init(
        images: [ImageDescription] = [], texts: [TextDescription] = [], layout: LayoutDescription = .fill,
        values: [LookValue] = [], alpha: Double? = nil, tint: Tint? = nil,
        selected: Bool? = nil, highlighted: Bool? = nil, enabled: Bool? = nil,
        accessibilityLabel: String? = nil, accessibilityValue: String? = nil
    ) {
        self.images = images
        self.texts = texts
        self.layout = layout
        self.values = values
        self.alpha = alpha
        self.tint = tint
        self.selected = selected
        self.highlighted = highlighted
        self.enabled = enabled
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
    }

    /// The looks of several regions combined: images, texts and values stacked in region order,
    /// and for every other aspect the last region that sets it.
    @_spi(Generated) public static func combining(_ looks: [StateLook]) -> StateLook {
        var result = StateLook()
        for look in looks {
            result.images += look.images
            result.texts += look.texts
            result.values += look.values
            if look.layout != .fill { result.layout = look.layout }
            result.alpha = look.alpha ?? result.alpha
            result.tint = look.tint ?? result.tint
            result.selected = look.selected ?? result.selected
            result.highlighted = look.highlighted ?? result.highlighted
            result.enabled = look.enabled ?? result.enabled
            result.accessibilityLabel = look.accessibilityLabel ?? result.accessibilityLabel
            result.accessibilityValue = look.accessibilityValue ?? result.accessibilityValue
            result.ambient += look.ambient
        }
        return result
    }

    /// `look` playing `ambient` while its state is active (how generated code gives a look its
    /// ambient animations).
    @_spi(Generated) public static func playing(_ ambient: [AnimationDescription], look: StateLook)
        -> StateLook
    {
        var playing = look
        playing.ambient = ambient
        return playing
    }
}
