/// An entry of `animations:`.
@_spi(Stages) public struct SpecAnimation: Hashable, Sendable {
    /// How the animation runs over its duration.
    public enum Timing: Hashable, Sendable {
        case curve(Curve)
        /// `spring: { damping: 0…1, velocity: v }`
        case spring(damping: Double, velocity: Double)
    }

    /// A timing curve of `curve:`.
    public enum Curve: String, Hashable, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut
    }

    /// The name transitions refer to it by.
    public var name: Located<String>
    /// Seconds, > 0.
    public var duration: Located<Double>
    /// Seconds, >= 0.
    public var delay: Located<Double>?
    /// The timing; `easeInOut` when neither `curve` nor `spring` is given.
    public var timing: Timing
    /// What it animates, one property of one target each.
    public var tracks: [Track]
    /// Where its entry starts.
    public var location: SourceLocation

    /// An animation as decoded; it runs `easeInOut` unless `timing` says otherwise.
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
@_spi(Stages) public struct Track: Hashable, Sendable {
    /// What a track animates.
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

    /// The animatable properties of a target.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        case opacity, scale, scaleX, scaleY, rotation, translationX, translationY
        case strokeStart, strokeEnd
    }

    /// What the track animates.
    public var target: Located<Target>
    /// Which property of the target.
    public var property: Located<Property>
    /// Nil: animate from the current value.
    public var from: Located<Double>?
    /// The value it ends at.
    public var to: Located<Double>
    /// Where the track's mapping starts.
    public var location: SourceLocation

    /// A track as decoded; without `from` it starts at the current value.
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
