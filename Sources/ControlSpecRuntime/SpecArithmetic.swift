/// The number rules of a spec's `set:` on a `double` property, as the generated machine applies
/// them (every operation a call, so that long expressions lay out over several lines): `min`, `max` and `clamp` give NaN when an argument is NaN, `round` rounds halves away from
/// zero, and a result that is not finite (a division by zero, an overflow, NaN) leaves the
/// property unchanged. Nothing here traps.
@_spi(Generated) public enum SpecArithmetic {
    /// `a + b`.
    @inlinable @inline(__always)
    public static func add(_ a: Double, _ b: Double) -> Double { a + b }

    /// `a - b`.
    @inlinable @inline(__always)
    public static func subtract(_ a: Double, _ b: Double) -> Double { a - b }

    /// `a * b`.
    @inlinable @inline(__always)
    public static func multiply(_ a: Double, _ b: Double) -> Double { a * b }

    /// `a / b`: infinite or NaN for a zero `b`, which `finite(_:or:)` then discards.
    @inlinable @inline(__always)
    public static func divide(_ a: Double, _ b: Double) -> Double { a / b }

    /// `-x`.
    @inlinable @inline(__always)
    public static func negate(_ value: Double) -> Double { -value }

    /// `min(a, b)`: the lesser, NaN when either is NaN.
    @inlinable @inline(__always)
    public static func min(_ a: Double, _ b: Double) -> Double {
        a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
    }

    /// `max(a, b)`: the greater, NaN when either is NaN.
    @inlinable @inline(__always)
    public static func max(_ a: Double, _ b: Double) -> Double {
        a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }

    /// `clamp(value, lower, upper)`: `min(max(value, lower), upper)`.
    @inlinable @inline(__always)
    public static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        min(max(value, lower), upper)
    }

    /// `floor(x)`: the greatest integer not above `x`.
    @inlinable @inline(__always)
    public static func floor(_ value: Double) -> Double { value.rounded(.down) }

    /// `ceil(x)`: the least integer not below `x`.
    @inlinable @inline(__always)
    public static func ceil(_ value: Double) -> Double { value.rounded(.up) }

    /// `round(x)`: the nearest integer, halves away from zero.
    @inlinable @inline(__always)
    public static func round(_ value: Double) -> Double { value.rounded(.toNearestOrAwayFromZero) }

    /// `abs(x)`: the magnitude.
    @inlinable @inline(__always)
    public static func abs(_ value: Double) -> Double { Swift.abs(value) }

    /// The value a `set:` assigns: `value` when finite, otherwise the property's `old` value.
    @inlinable @inline(__always)
    public static func finite(_ value: Double, or old: Double) -> Double {
        value.isFinite ? value : old
    }
}
