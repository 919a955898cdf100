/// A point in unit coordinates (0...1 of the control's bounds).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One vector primitive of a shape image, drawn in unit coordinates.
public struct ShapePrimitive: Hashable, Sendable {
    /// What the primitive outlines.
    public enum Geometry: Hashable, Sendable {
        case circle(center: UnitPoint, radius: Double)
        case rect(origin: UnitPoint, size: UnitPoint, cornerRadius: Double)
        case path(points: [UnitPoint], closed: Bool)
    }

    /// How open stroke ends are drawn.
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    /// How stroke corners are drawn.
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

    public var geometry: Geometry
    public var fill: ColorDescription?
    public var stroke: ColorDescription?
    /// Stroke width in unit coordinates (a fraction of the control's width).
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin

    public init(
        geometry: Geometry, fill: ColorDescription? = nil, stroke: ColorDescription? = nil,
        width: Double = 0.02, cap: LineCap = .butt, join: LineJoin = .miter
    ) {
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
        self.width = width
        self.cap = cap
        self.join = join
    }
}

/// A named image of a control: an asset, an SF Symbol or a drawn shape.
public struct ImageDescription: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// An asset-catalog image (`UIImage(named:)`).
        case asset(String)
        /// An SF Symbol (`UIImage(systemName:)`).
        case symbol(String)
        /// Vector primitives drawn bottom to top.
        case shape([ShapePrimitive])
    }

    /// The image's name in the spec (a track may target it by this name).
    public var name: String
    public var source: Source

    public init(name: String, source: Source) {
        self.name = name
        self.source = source
    }
}
