/// Where a finger is on a control, as a machine's `set:` reads it (`touch.x`, `touch.fx`, …): in
/// points of the control's bounds (origin at the top left, before any transform), with the bounds'
/// size for the fractions and where the touch went down.
///
/// A fraction of an empty size is NaN (0 / 0) or infinite, and a `set:` whose result is not finite
/// leaves its property unchanged. Frozen: its fields are its meaning, and `send(_:at:)` builds and
/// reads it inline.
@frozen public struct TouchPoint: Hashable, Sendable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge.
    public var y: Double
    /// The control's width in points.
    public var width: Double
    /// The control's height in points.
    public var height: Double
    /// Where the touch went down, in points from the left edge.
    public var startX: Double
    /// Where the touch went down, in points from the top edge.
    public var startY: Double

    /// A point `(x, y)` in bounds of `width` × `height`, for a touch that went down at
    /// `(startX, startY)`.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double, startX: Double, startY: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.startX = startX
        self.startY = startY
    }

    /// Every coordinate and the size zero: what a machine reads when no position was given. Computed
    /// (not a stored global, whose lazy initialization `send(_:at:)` would call).
    @inlinable public static var zero: TouchPoint {
        TouchPoint(x: 0, y: 0, width: 0, height: 0, startX: 0, startY: 0)
    }

    /// `x / width`: 0 at the left edge, 1 at the right.
    @inlinable public var fx: Double { x / width }

    /// `y / height`: 0 at the top edge, 1 at the bottom.
    @inlinable public var fy: Double { y / height }
}
