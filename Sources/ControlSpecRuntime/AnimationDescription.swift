/// How a transition animates: timing and the tracks it plays together.
public struct AnimationDescription: Hashable, Sendable {
    /// A timing curve.
    public enum Curve: String, Hashable, Sendable, CaseIterable { case linear, easeIn, easeOut, easeInOut }

    /// How progress runs over the duration.
    public enum Timing: Hashable, Sendable {
        case curve(Curve)
        /// A spring: damping ratio 0...1 and initial velocity (UIKit's `usingSpringWithDamping:`
        /// and `initialSpringVelocity:`).
        case spring(damping: Double, velocity: Double)
    }

    /// The animation's name in the spec.
    public var name: String
    /// Seconds.
    public var duration: Double
    /// Seconds before the animation starts.
    public var delay: Double
    /// The curve or spring progress follows.
    public var timing: Timing
    /// The tracks, played together.
    public var tracks: [TrackDescription]

    /// An animation of `duration` seconds after `delay`, `easeInOut` unless `timing` says otherwise.
    public init(
        name: String, duration: Double, delay: Double = 0, timing: Timing = .curve(.easeInOut),
        tracks: [TrackDescription]
    ) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.tracks = tracks
    }
}

/// One animated property of one target.
public struct TrackDescription: Hashable, Sendable {
    /// What a track animates.
    public enum Target: Hashable, Sendable {
        /// The new state's images.
        case incoming
        /// The old state's images.
        case outgoing
        /// The whole control.
        case control
        /// The image of that name.
        case image(String)
    }

    /// The animatable properties.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        case opacity, scale, scaleX, scaleY
        /// Degrees.
        case rotation
        /// Points.
        case translationX, translationY
        /// Shape images only.
        case strokeStart, strokeEnd
    }

    /// What the track animates.
    public var target: Target
    /// Which property of the target.
    public var property: Property
    /// Nil: from the current value.
    public var from: Double?
    /// The value the track ends at.
    public var to: Double

    /// A track of `property` on `target` to `to`, from `from` or the current value.
    public init(target: Target, property: Property, from: Double? = nil, to: Double) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
    }
}
