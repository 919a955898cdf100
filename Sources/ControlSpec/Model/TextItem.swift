import ControlSpecRuntime

/// An entry of `texts:`: the runtime's own `TextDescription` of it, and where its parts are written.
@_spi(Stages) public struct TextItem: Hashable, Sendable {
    /// What the text shows and how it is drawn, as the runtime draws it; its `color` stays the
    /// label color here, because `color` below may name a `colors:` entry (`RuntimeLooks` resolves it).
    public var drawn: TextDescription
    /// The text color as written; nil for the label color.
    public var color: Located<ColorValue>?
    /// Where the name, the text and the slot are written.
    public var locations: Locations
    /// Where the entry starts.
    public var location: SourceLocation

    /// Where the parts of a text are written.
    public struct Locations: Hashable, Sendable {
        /// The name's.
        public var name: SourceLocation
        /// `text:`'s.
        public var text: SourceLocation
        /// `slot:`'s; nil without a slot.
        public var slot: SourceLocation?

        /// The locations of a text's name, template and slot.
        public init(name: SourceLocation, text: SourceLocation, slot: SourceLocation? = nil) {
            self.name = name
            self.text = text
            self.slot = slot
        }
    }

    /// A text as decoded.
    public init(
        _ drawn: TextDescription, color: Located<ColorValue>? = nil, locations: Locations,
        location: SourceLocation
    ) {
        self.drawn = drawn
        self.color = color
        self.locations = locations
        self.location = location
    }

    /// The name states list the text by.
    public var name: Located<String> { Located(drawn.name, at: locations.name) }
    /// `text:`, a template: `{title}` is the value of property `title`.
    public var text: Located<String> { Located(drawn.text, at: locations.text) }
    /// The layout slot the text is placed in; nil fills the content rectangle.
    public var slot: Located<String>? {
        guard let slot = drawn.slot, let location = locations.slot else { return nil }
        return Located(slot, at: location)
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
