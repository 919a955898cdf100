/// An entry of `texts:`: what a text shows and how it is drawn.
public struct TextItem: Hashable, Sendable {
    /// `font:`: the system font or a named one, at a size or following a Dynamic Type style.
    public struct Font: Hashable, Sendable {
        public var name: String?
        public var size: Double?
        public var weight: String?
        public var style: String?

        public init(name: String? = nil, size: Double? = nil, weight: String? = nil, style: String? = nil) {
            self.name = name
            self.size = size
            self.weight = weight
            self.style = style
        }
    }

    public var name: Located<String>
    /// `text:`, a template: `{title}` is the value of property `title`.
    public var text: Located<String>
    public var font: Font
    public var color: Located<ColorValue>?
    public var alignment: String?
    public var lines: Int?
    public var minimumScale: Double?
    public var slot: Located<String>?
    public var location: SourceLocation

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
public struct LookBinding: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        case constant(Double)
        case property(Located<String>, from: Double, to: Double)
    }

    public var target: Located<Track.Target>
    public var property: Located<Track.Property>
    public var source: Source
    public var location: SourceLocation

    public init(
        target: Located<Track.Target>, property: Located<Track.Property>, source: Source,
        location: SourceLocation
    ) {
        self.target = target
        self.property = property
        self.source = source
        self.location = location
    }
}
