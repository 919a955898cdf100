/// A text a state shows: a literal or a template over the control's properties, with its font,
/// color and how it fits.
public struct TextDescription: Hashable, Sendable {
    /// How lines are aligned.
    public enum Alignment: String, Hashable, Sendable, CaseIterable { case natural, left, center, right }

    /// The text's name in the spec.
    public var name: String
    /// The text, where `{name}` stands for the value of property `name` and `{name:percent}` for a
    /// `double` property shown as a percentage (see `LookData.interpolate`). `{{` is a literal `{`.
    public var text: String
    /// The font, by text style or size and weight.
    public var font: FontDescription
    /// The text color.
    public var color: ColorDescription
    /// How lines are aligned.
    public var alignment: Alignment
    /// The most lines shown; 0 for as many as needed.
    public var lines: Int
    /// Nil: the text never shrinks. Otherwise the text shrinks to fit its width, down to this
    /// fraction of its font size (UIKit's `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: 0
    /// never shrinks).
    public var minimumScale: Double?
    /// The slot of the layout the text is placed in; nil fills the layout's content rectangle.
    public var slot: String?

    /// A text on one line in the label color, never shrinking, unless told otherwise.
    public init(
        name: String, text: String, font: FontDescription, color: ColorDescription = .system("label"),
        alignment: Alignment = .natural, lines: Int = 1, minimumScale: Double? = nil, slot: String? = nil
    ) {
        self.name = name
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lines = lines
        self.minimumScale = minimumScale
        self.slot = slot
    }
}

/// A font: the system font or a named one, at a point size or following a Dynamic Type text style.
public struct FontDescription: Hashable, Sendable {
    /// The system font's weights (`UIFont.Weight`).
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The Dynamic Type text styles (`UIFont.TextStyle`).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
        case caption1, caption2

        /// The style's point size at the default content size category ("Large").
        var defaultPointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }

    /// A font family or face name (`UIFont(name:size:)`); nil for the system font.
    public var name: String?
    /// Points at the default content size; nil: the text style's default size.
    public var size: Double?
    /// The system font's weight (a named font ignores it).
    public var weight: Weight
    /// With a style the font scales with the user's Dynamic Type setting (`UIFontMetrics`).
    public var style: TextStyle?

    /// A font needs a size or a style; the decoder rejects a spec that gives neither.
    public init(name: String? = nil, size: Double? = nil, weight: Weight = .regular, style: TextStyle? = nil)
    {
        self.name = name
        self.size = size
        self.weight = weight
        self.style = style
    }

    /// The size in points at the default content size category.
    public var pointSize: Double { size ?? style?.defaultPointSize ?? TextStyle.body.defaultPointSize }
}
