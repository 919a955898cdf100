/// A decoded, name-checked control specification: the model every later stage reads.
///
/// Every name and value keeps the location it was written at, so later stages can point at it.
/// The model is plain values; stages never reach back into the YAML.
package struct Control: Hashable, Sendable {
    /// The control's name: the adapter class is called this, the machine `<name>Machine`.
    public var name: Located<String>
    /// One sentence about the control, used as the adapter's documentation.
    public var summary: Located<String>?
    /// The UIKit superclass of the adapter (`base:`, `control` by default).
    public var base: Located<ControlBase>
    /// The typed values of `properties:`, in document order.
    public var properties: [Property]
    /// The named colors of `colors:`.
    public var colors: [NamedColor]
    /// The images of `images:`.
    public var images: [SpecImage]
    /// `texts:`, by name.
    public var texts: [TextItem] = []
    /// The numbers its texts compute (`{double(count) + 1}`), each field once (`ComputedText`).
    package var computedTexts: [ComputedText] = []
    /// `layout:`; nil: every image fills the control.
    public var layout: Layout?
    /// `backdrop:`, the color the control is used on (a hex or system color); nil: white. Not part
    /// of the control: previews and pictures draw it behind the control, and `low-contrast`
    /// measures texts and shapes against it.
    public var backdrop: Located<ColorValue>?
    /// Declared input events, built-in touch events and custom ones, in document order; then the
    /// events of inputs' `changes:` (`Property.changes`), in property order.
    public var events: [Located<String>]
    /// Declared custom output events (`outputs:`). The built-in outputs are not listed here.
    public var outputs: [Located<String>]
    /// The behaviour. A spec without `regions:` has exactly one region whose `name` is nil.
    public var regions: [Region]
    /// The animations of `animations:`.
    public var animations: [SpecAnimation]
    /// The exclusive-group rule (`group:`), if any.
    public var group: SpecGroup?
    /// How VoiceOver presents the control (`accessibilityLabel`, `accessibilityIncrement`,
    /// `accessibilityDecrement` at the top level).
    public var accessibility: ControlAccessibilitySpec
    /// Warning codes silenced for the whole control.
    public var suppress: [Located<String>]
    /// Where the top-level mapping starts.
    public var location: SourceLocation

    /// A control as decoded; only the name, base, regions and location are required.
    public init(
        name: Located<String>, summary: Located<String>? = nil,
        base: Located<ControlBase>, properties: [Property] = [], colors: [NamedColor] = [],
        images: [SpecImage] = [], events: [Located<String>] = [], outputs: [Located<String>] = [],
        regions: [Region], animations: [SpecAnimation] = [], group: SpecGroup? = nil,
        accessibility: ControlAccessibilitySpec = ControlAccessibilitySpec(),
        suppress: [Located<String>] = [], location: SourceLocation
    ) {
        self.name = name
        self.summary = summary
        self.base = base
        self.properties = properties
        self.colors = colors
        self.images = images
        self.events = events
        self.outputs = outputs
        self.regions = regions
        self.animations = animations
        self.group = group
        self.accessibility = accessibility
        self.suppress = suppress
        self.location = location
    }

    /// Whether the spec declared `regions:` (rather than top-level states and transitions).
    public var hasRegions: Bool { regions.first?.name != nil }
}

/// The UIKit superclass of the generated adapter.
package enum ControlBase: String, Hashable, Sendable, CaseIterable {
    case control, button, view
}

/// The control-level accessibility keys of a spec.
package struct ControlAccessibilitySpec: Hashable, Sendable {
    /// The label VoiceOver reads for the control (the app may set its own).
    public var label: Located<String>?
    /// The events VoiceOver's swipe up and down send; either makes the control adjustable.
    public var increment: Located<String>?
    /// The event VoiceOver's swipe down sends.
    public var decrement: Located<String>?

    /// The accessibility keys as decoded, each optional.
    public init(
        label: Located<String>? = nil, increment: Located<String>? = nil, decrement: Located<String>? = nil
    ) {
        self.label = label
        self.increment = increment
        self.decrement = decrement
    }
}
