/// One finger on one control, turned into the control events UIKit's `UIControl` sends (the touch
/// events of `ControlEvent`): the one rule the UIKit double's `UIControl` and the preview page's
/// pointer handling both follow.
///
/// The control's bounds are `0…width` × `0…height` in its own coordinates. A touch begins only
/// inside the bounds (hit testing), and while it is tracked it counts as inside until it is more
/// than `trackingSlop` points outside them on any side:
///
/// - began: `touchDown`, and `touchDownRepeat` too when the touch is a repeated tap (its tap count
///   is above one: it began within `repeatInterval` of the previous touch's beginning);
/// - moved: `touchDragInside` or `touchDragOutside`; crossing the boundary sends `touchDragExit`
///   or `touchDragEnter` first, then the drag event of the side it is now on;
/// - ended: `touchUpInside` inside the boundary, `touchUpOutside` outside it;
/// - cancelled: `touchCancel`.
///
/// A second touch while one is tracked is ignored, as `UIControl` tracks one touch at a time.
/// Docs/Preview.md cites the figures.
public struct TouchTracker: Hashable, Sendable {
    /// How far outside its bounds, in points, a tracked touch still counts as inside. UIKit does
    /// not document it; `UIControl` is observed to keep a touch inside until it is about 70 points
    /// outside its bounds.
    public static let trackingSlop = 70.0

    /// The longest time, in seconds, from one touch's beginning to the next one's for the second
    /// to be a repeated tap (`UITouch.tapCount` above one). UIKit says only "within a predefined
    /// period of time"; this is the documented double-tap timeout of Flutter's gestures (300 ms,
    /// from the first tap's start to the second's).
    public static let repeatInterval = 0.3

    /// What happens to the finger.
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        case began, moved, ended, cancelled
    }

    /// The control's width in points.
    public var width: Double
    /// The control's height in points.
    public var height: Double
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is within the boundary (what `isHighlighted` follows).
    public private(set) var isTouchInside = false
    /// The taps of the current series: 1 for a single tap, 2 for a double tap, …
    public private(set) var tapCount = 0
    private var lastBeginning: Double?

    /// A tracker for a control of that size, with no touch.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Whether a point hits the control: inside its bounds, edges included.
    public func hits(x: Double, y: Double) -> Bool {
        x >= 0 && x <= width && y >= 0 && y <= height
    }

    /// Whether a point is inside the tracking boundary: the bounds grown by `trackingSlop` on every
    /// side, edges included.
    public func isWithinBoundary(x: Double, y: Double) -> Bool {
        let slop = Self.trackingSlop
        return x >= -slop && x <= width + slop && y >= -slop && y <= height + slop
    }

    /// The events one phase of the finger at `(x, y)` at `time` seconds sends, in order.
    public mutating func track(_ phase: Phase, x: Double, y: Double, time: Double) -> [ControlEvent] {
        switch phase {
        case .began:
            guard !isTracking, hits(x: x, y: y) else { return [] }
            let repeated = lastBeginning.map { time - $0 <= Self.repeatInterval } ?? false
            tapCount = repeated ? tapCount + 1 : 1
            lastBeginning = time
            isTracking = true
            isTouchInside = true
            return tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
        case .moved:
            guard isTracking else { return [] }
            let inside = isWithinBoundary(x: x, y: y)
            defer { isTouchInside = inside }
            switch (isTouchInside, inside) {
            case (true, true): return [.touchDragInside]
            case (true, false): return [.touchDragExit, .touchDragOutside]
            case (false, true): return [.touchDragEnter, .touchDragInside]
            case (false, false): return [.touchDragOutside]
            }
        case .ended:
            guard isTracking else { return [] }
            isTracking = false
            isTouchInside = false
            return [isWithinBoundary(x: x, y: y) ? .touchUpInside : .touchUpOutside]
        case .cancelled:
            guard isTracking else { return [] }
            isTracking = false
            isTouchInside = false
            return [.touchCancel]
        }
    }
}
