import ControlSpecRuntime

/// An entry of `texts:`: the runtime's own `TextDescription` of it, and where its parts are written.
package struct TextItem: Hashable, Sendable {
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
