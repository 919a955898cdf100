/// A decoded, name-checked control specification: the model every later stage reads.
///
/// Every name and value keeps the location it was written at, so later stages can point at it.
/// The model is plain values; stages never reach back into the YAML.
public struct Control: Hashable, Sendable {
    public var name: Located<String>
    public var summary: Located<String>?
    public var base: Located<ControlBase>
    public var properties: [Property]
    public var colors: [NamedColor]
    public var images: [Image]
    /// `texts:`, by name.
    public var texts: [TextItem] = []
    /// `layout:`; nil: every image fills the control.
    public var layout: Layout?
    /// Declared input events, built-in touch events and custom ones, in document order.
    public var events: [Located<String>]
    /// Declared custom output events (`outputs:`). The built-in outputs are not listed here.
    public var outputs: [Located<String>]
    /// The behaviour. A spec without `regions:` has exactly one region whose `name` is nil.
    public var regions: [Region]
    public var animations: [Animation]
    public var group: Group?
    /// How VoiceOver presents the control (`accessibilityLabel`, `accessibilityIncrement`,
    /// `accessibilityDecrement` at the top level).
    public var accessibility: ControlAccessibilitySpec
    /// Warning codes silenced for the whole control.
    public var suppress: [Located<String>]
    /// Where the top-level mapping starts.
    public var location: SourceLocation

    public init(
        name: Located<String>, summary: Located<String>? = nil,
        base: Located<ControlBase>, properties: [Property] = [], colors: [NamedColor] = [],
        images: [Image] = [], events: [Located<String>] = [], outputs: [Located<String>] = [],
        regions: [Region], animations: [Animation] = [], group: Group? = nil,
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
public enum ControlBase: String, Hashable, Sendable, CaseIterable {
    case control, button, view
}

/// The control-level accessibility keys of a spec.
public struct ControlAccessibilitySpec: Hashable, Sendable {
    /// The label VoiceOver reads for the control (the app may set its own).
    public var label: Located<String>?
    /// The events VoiceOver's swipe up and down send; either makes the control adjustable.
    public var increment: Located<String>?
    public var decrement: Located<String>?

    public init(
        label: Located<String>? = nil, increment: Located<String>? = nil, decrement: Located<String>? = nil
    ) {
        self.label = label
        self.increment = increment
        self.decrement = decrement
    }
}
