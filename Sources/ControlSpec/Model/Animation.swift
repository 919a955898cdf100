/// An entry of `animations:`.
public struct Animation: Hashable, Sendable {
    public enum Timing: Hashable, Sendable {
        case curve(Curve)
        /// `spring: { damping: 0…1, velocity: v }`
        case spring(damping: Double, velocity: Double)
    }

    public enum Curve: String, Hashable, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut
    }

    public var name: Located<String>
    /// Seconds, > 0.
    public var duration: Located<Double>
    /// Seconds, >= 0.
    public var delay: Located<Double>?
    /// The timing; `easeInOut` when neither `curve` nor `spring` is given.
    public var timing: Timing
    public var tracks: [Track]
    public var location: SourceLocation

    public init(
        name: Located<String>, duration: Located<Double>, delay: Located<Double>? = nil,
        timing: Timing = .curve(.easeInOut), tracks: [Track], location: SourceLocation
    ) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.tracks = tracks
        self.location = location
    }
}

/// One animated property of one target.
public struct Track: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// The new state's image(s).
        case incoming
        /// The old state's image(s).
        case outgoing
        /// The whole control.
        case control
        /// A named image of `images:`.
        case image(String)
    }

    public enum Property: String, Hashable, Sendable, CaseIterable {
        case opacity, scale, scaleX, scaleY, rotation, translationX, translationY
        case strokeStart, strokeEnd
    }

    public var target: Located<Target>
    public var property: Located<Property>
    /// Nil: animate from the current value.
    public var from: Located<Double>?
    public var to: Located<Double>
    public var location: SourceLocation

    public init(
        target: Located<Target>, property: Located<Property>, from: Located<Double>? = nil,
        to: Located<Double>, location: SourceLocation
    ) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
        self.location = location
    }
}
