import ControlSpecRuntime

/// An entry of `texts:`: what a text shows and how it is drawn.
@_spi(Stages) public struct TextItem: Hashable, Sendable {
    /// `font:`: the system font or a named one, at a size or following a Dynamic Type style.
    public struct Font: Hashable, Sendable {
        /// A font family or PostScript name; nil for the system font.
        public var name: String?
        /// Points; nil follows `style`.
        public var size: Double?
        /// A weight such as `semibold`.
        public var weight: String?
        /// A Dynamic Type style such as `body`.
        public var style: String?

        /// A font as decoded; every part is optional.
        public init(name: String? = nil, size: Double? = nil, weight: String? = nil, style: String? = nil) {
            self.name = name
            self.size = size
            self.weight = weight
            self.style = style
        }
    }

    /// The name states list the text by.
    public var name: Located<String>
    /// `text:`, a template: `{title}` is the value of property `title`.
    public var text: Located<String>
    /// How the text is set.
    public var font: Font
    /// The text color; nil for the label color.
    public var color: Located<ColorValue>?
    /// `natural`, `left`, `center` or `right`.
    public var alignment: String?
    /// The most lines shown; 0 for as many as needed.
    public var lines: Int?
    /// How far the text may shrink to fit its width, as a fraction of its size.
    public var minimumScale: Double?
    /// The layout slot the text is placed in; nil fills the content rectangle.
    public var slot: Located<String>?
    /// Where the entry starts.
    public var location: SourceLocation

    /// A text as decoded.
    public init(
        name: Located<String>, text: Located<String>, font: Font, color: Located<ColorValue>? = nil,
        alignment: String? = nil, lines: Int? = nil, minimumScale: Double? = nil,
        slot: Located<String>? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lines = lines
        self.minimumScale = minimumScale
        self.slot = slot
        self.location = location
    }
}

/// One entry of a state's `values:`: an animatable property of a target set to a number or to a
/// `double` property mapped linearly from `from` to `to`.
@_spi(Stages) public struct LookBinding: Hashable, Sendable {
    /// Where the number comes from: a constant, or a property mapped from `from` to `to`.
    public enum Source: Hashable, Sendable {
        case constant(Double)
        case property(Located<String>, from: Double, to: Double)
    }

    /// What the value is set on.
    public var target: Located<Track.Target>
    /// Which animatable property of the target.
    public var property: Located<Track.Property>
    /// The constant or property the number comes from.
    public var source: Source
    /// What a translation's `from` and `to` count in: points, or fractions of the control's width
    /// (`0.5w`) or height (`0.5h`); a constant is points.
    public var unit: Track.Unit
    /// Where the entry starts.
    public var location: SourceLocation

    /// A value as decoded.
    public init(
        target: Located<Track.Target>, property: Located<Track.Property>, source: Source,
        unit: Track.Unit = .points, location: SourceLocation
    ) {
        self.target = target
        self.property = property
        self.source = source
        self.unit = unit
        self.location = location
    }
}
