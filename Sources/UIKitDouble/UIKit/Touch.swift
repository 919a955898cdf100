import QuartzCore

/// One finger on the screen, as a control's tracking methods receive it: its phase, its taps, and
/// where it is and was in any view's coordinates.
@MainActor
open class UITouch {
    /// What the finger is doing.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// What the finger is doing now.
    open internal(set) var phase: Phase
    /// The taps of the current series (2 for the second tap of a double tap).
    open internal(set) var tapCount: Int
    /// When the touch last changed, in media time.
    open internal(set) var timestamp: TimeInterval
    /// The view the touch began in.
    open private(set) weak var view: UIView?
    private var location: CGPoint
    private var previousLocation: CGPoint

    /// A touch in `view` at `location` (in `view`'s coordinates).
    init(in view: UIView, at location: CGPoint, phase: Phase, tapCount: Int, timestamp: TimeInterval) {
        self.view = view
        self.location = location
        previousLocation = location
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// Where the finger is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        self.view?.convert(location, to: view) ?? location
    }

    /// Where the finger was at the touch's previous change, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        self.view?.convert(previousLocation, to: view) ?? previousLocation
    }

    /// The finger moved to `point` (in the touch's view's coordinates) in `phase` at `time`.
    func update(to point: CGPoint, phase: Phase, at time: TimeInterval) {
        previousLocation = location
        location = point
        self.phase = phase
        timestamp = time
    }
}

/// The event a touch belongs to.
@MainActor
open class UIEvent {
    /// When the event happened, in media time.
    public let timestamp: TimeInterval

    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}
