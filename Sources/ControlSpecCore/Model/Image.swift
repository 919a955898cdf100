import ControlSpecRuntime

/// An entry of `images:`.
package struct SpecImage: Hashable, Sendable {
    /// Where the image comes from.
    public enum Source: Hashable, Sendable {
        /// `asset: name`, an asset-catalog image.
        case asset(String)
        /// `symbol: name`, an SF Symbol.
        case symbol(String)
        /// `shape: [...]`, vector primitives in unit coordinates drawn in order.
        case shape([SpecShape])
        /// `property: name`, the value of an `image` property the app sets.
        case property(Located<String>)
    }

    /// How pixels fit the image's frame (`contentMode:`): the runtime's own enum.
    public typealias ContentMode = ImageDescription.ContentMode

    /// The name states and animation tracks refer to it by.
    public var name: Located<String>
    /// The asset, symbol or shapes it draws.
    public var source: Source
    /// Nil: `fit`.
    public var contentMode: ContentMode?
    /// The layout slot the image is placed in (`slot:`); nil fills the content rectangle.
    public var slot: Located<String>?
    /// Where its entry starts.
    public var location: SourceLocation

    /// An image as decoded.
    public init(
        name: Located<String>, source: Source, contentMode: ContentMode? = nil, slot: Located<String>? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.source = source
        self.contentMode = contentMode
        self.slot = slot
        self.location = location
    }
}

/// A point in unit coordinates (0...1 of the control's bounds): the runtime's own.
package typealias Point = ShapePoint

/// One vector primitive of a shape image: the runtime's own `ShapePrimitive`, and its colors as
/// written.
package struct SpecShape: Hashable, Sendable {
    /// The geometry, stroke width, cap and join as the runtime draws them; its `fill` and `stroke`
    /// stay nil here, because the colors below may name `colors:` entries (`RuntimeLooks` resolves
    /// them into it).
    public var drawn: ShapePrimitive
    /// The fill color as written, if the primitive is filled.
    public var fill: Located<ColorValue>?
    /// The stroke color as written, if the primitive is stroked.
    public var stroke: Located<ColorValue>?
    /// Where the primitive's mapping starts.
    public var location: SourceLocation

    /// A primitive as decoded; the colors are optional.
    public init(
        _ drawn: ShapePrimitive, fill: Located<ColorValue>? = nil, stroke: Located<ColorValue>? = nil,
        location: SourceLocation
    ) {
        self.drawn = drawn
        self.fill = fill
        self.stroke = stroke
        self.location = location
    }
}
