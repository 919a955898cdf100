/// An entry of `images:`.
public struct Image: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `asset: name`, an asset-catalog image.
        case asset(String)
        /// `symbol: name`, an SF Symbol.
        case symbol(String)
        /// `shape: [...]`, vector primitives in unit coordinates drawn in order.
        case shape([Shape])
        /// `property: name`, the value of an `image` property the app sets.
        case property(Located<String>)
    }

    /// How pixels fit the image's frame (`contentMode:`).
    public enum ContentMode: String, Hashable, Sendable, CaseIterable { case fit, fill, stretch, center }

    public var name: Located<String>
    public var source: Source
    /// Nil: `fit`.
    public var contentMode: ContentMode?
    /// The layout slot the image is placed in (`slot:`); nil fills the content rectangle.
    public var slot: Located<String>?
    public var location: SourceLocation

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

/// A point in unit coordinates (0...1 of the control's bounds).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One vector primitive of a shape image.
public struct Shape: Hashable, Sendable {
    public enum Geometry: Hashable, Sendable {
        case circle(center: Point, radius: Double)
        case rect(origin: Point, size: Point, cornerRadius: Double)
        case path(points: [Point], closed: Bool)
    }

    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

    public var geometry: Geometry
    public var fill: Located<ColorValue>?
    public var stroke: Located<ColorValue>?
    /// The stroke width (a plain number is a fraction of the width; `1pt` is points).
    public var width: LengthValue?
    public var cap: LineCap?
    public var join: LineJoin?
    public var location: SourceLocation

    public init(
        geometry: Geometry, fill: Located<ColorValue>? = nil, stroke: Located<ColorValue>? = nil,
        width: LengthValue? = nil, cap: LineCap? = nil, join: LineJoin? = nil, location: SourceLocation
    ) {
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
        self.width = width
        self.cap = cap
        self.join = join
        self.location = location
    }
}
