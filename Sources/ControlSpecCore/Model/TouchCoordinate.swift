/// What a `set:` on a `double` may read of the finger: `touch.x` and the other words, each in the
/// control's own coordinates (its bounds: origin at the top left, before any transform).
///
/// Only a transition whose every event has a finger (`BuiltinEvent.hasPosition`) may read one.
package enum TouchCoordinate: String, Hashable, Sendable, CaseIterable {
    /// Where the finger is, in points from the control's left edge.
    case x
    /// Where the finger is, in points from the control's top edge.
    case y
    /// `x` as a fraction of the control's width: 0 at the left edge, 1 at the right.
    case fx
    /// `y` as a fraction of the control's height: 0 at the top edge, 1 at the bottom.
    case fy
    /// Where the touch went down, in points from the left edge.
    case startX
    /// Where the touch went down, in points from the top edge.
    case startY

    /// The word before the coordinate: `touch.x`.
    package static let prefix = "touch"

    /// How it is written in a spec: `touch.fx`.
    package var word: String { Self.prefix + "." + rawValue }
}
