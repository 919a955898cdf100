/// A size in points.
public struct LayoutSize: Hashable, Sendable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// The size `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size at all.
    public static let zero = LayoutSize(width: 0, height: 0)
}

/// A rectangle in points, origin at the top left (UIKit's coordinates).
@_spi(Compiler) public struct LayoutRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// The rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at the origin with `size`.
    public init(size: LayoutSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The rectangle's width and height.
    public var size: LayoutSize { LayoutSize(width: width, height: height) }

    /// The rectangle shrunk by `insets` (never to a negative size).
    func inset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(
            x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// Whether every point of `other` lies in this rectangle.
    public func contains(_ other: LayoutRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width
            && other.y + other.height <= y + height
    }
}

/// Distances in points from each edge (UIKit's `UIEdgeInsets` order: top, left, bottom, right).
public struct LayoutInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets of the given points, 0 where not given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = LayoutInsets()
}

/// A length that may depend on the size it is measured in: `points + width × w + height × h`,
/// where `w` and `h` are the width and height of the rectangle it is placed in.
///
/// The spec writes it `24`, `h`, `h + 24`, `w - h - 24`, `0.5w` or `1pt`.
public struct Length: Hashable, Sendable {
    /// Fixed points.
    public var points: Double
    /// The fraction of the width added.
    public var width: Double
    /// The fraction of the height added.
    public var height: Double

    /// The length `points + width × w + height × h`.
    public init(points: Double = 0, width: Double = 0, height: Double = 0) {
        self.points = points
        self.width = width
        self.height = height
    }

    /// A fixed number of points.
    public static func points(_ value: Double) -> Length { Length(points: value) }

    /// A fraction of the width.
    public static func fractionOfWidth(_ value: Double) -> Length { Length(width: value) }

    /// The length in points inside a rectangle of `size`.
    @_spi(Compiler) public func value(in size: LayoutSize) -> Double {
        points + width * size.width + height * size.height
    }
}
