/// A point in unit coordinates (0...1 of the control's bounds).
public struct ShapePoint: Hashable, Sendable {
    /// The horizontal position, 0 at the left edge and 1 at the right.
    public var x: Double
    /// The vertical position, 0 at the top edge and 1 at the bottom.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One vector primitive of a shape image, drawn in unit coordinates.
public struct ShapePrimitive: Hashable, Sendable {
    /// What the primitive outlines.
    public enum Geometry: Hashable, Sendable {
        case circle(center: ShapePoint, radius: Double)
        case rect(origin: ShapePoint, size: ShapePoint, cornerRadius: Double)
        case path(points: [ShapePoint], closed: Bool)
    }

    /// How open stroke ends are drawn.
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    /// How stroke corners are drawn.
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

    /// The circle, rectangle or path.
    public var geometry: Geometry
    /// The fill color; nil draws no fill.
    public var fill: ColorDescription?
    /// The stroke color; nil draws no stroke.
    public var stroke: ColorDescription?
    /// The stroke width: in points, as a fraction of the image's width, or both.
    public var width: Length
    /// How open stroke ends are drawn.
    public var cap: LineCap
    /// How stroke corners are drawn.
    public var join: LineJoin

    /// A primitive; without `fill` and `stroke` it draws nothing.
    public init(
        geometry: Geometry, fill: ColorDescription? = nil, stroke: ColorDescription? = nil,
        width: Length = .fractionOfWidth(0.02), cap: LineCap = .butt, join: LineJoin = .miter
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
        /// The value of the control's `image` property of that name (`LookData.resolve` replaces
        /// it with the value).
        case property(String)
        /// No pixels: an `image` property the app has not set.
        case empty
        /// An image the app gave an `image` property (a `UIImage`: `.image(_:)` on UIKit).
        case app(AppProvided)
    }

    /// How the pixels are fitted into the image's frame (`UIView.ContentMode`).
    public enum ContentMode: String, Hashable, Sendable, CaseIterable {
        /// Scaled to fit inside, aspect kept (`scaleAspectFit`).
        case fit
        /// Scaled to cover, aspect kept, the overflow clipped (`scaleAspectFill`).
        case fill
        /// Scaled to the frame, aspect ignored (`scaleToFill`).
        case stretch
        /// Unscaled, centred (`center`).
        case center

        /// Where pixels of `imageSize` are drawn inside `frame`.
        @_spi(Compiler) public func rect(of imageSize: LayoutSize, in frame: LayoutRect) -> LayoutRect {
            guard imageSize.width > 0, imageSize.height > 0 else { return frame }
            let size: LayoutSize
            switch self {
            case .stretch: return frame
            case .center: size = imageSize
            case .fit, .fill:
                let across = frame.width / imageSize.width
                let down = frame.height / imageSize.height
                let scale = self == .fit ? min(across, down) : max(across, down)
                size = LayoutSize(width: imageSize.width * scale, height: imageSize.height * scale)
            }
            return LayoutRect(
                x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2,
                width: size.width, height: size.height)
        }
    }

    /// The image's name in the spec (a track may target it by this name).
    public var name: String
    /// Where the image comes from.
    public var source: Source
    /// How the image is fitted into its frame.
    public var contentMode: ContentMode
    /// The slot of the layout the image is placed in; nil fills the layout's content rectangle.
    public var slot: String?

    /// The image `name` drawn from `source`, fitted into `slot` (or the content rectangle).
    public init(name: String, source: Source, contentMode: ContentMode = .fit, slot: String? = nil) {
        self.name = name
        self.source = source
        self.contentMode = contentMode
        self.slot = slot
    }
}
