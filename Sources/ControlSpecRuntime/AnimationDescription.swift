/// How a transition animates: timing and the tracks it plays together.
///
/// Every track of an animation starts `delay` seconds after the step and ends `delay + duration`
/// seconds after it, at its `to` value (a repeating animation plays longer and an autoreversing one
/// ends at its start: ``Repetition``), unless it is sequenced: it then starts its own
/// ``TrackDescription/begin`` seconds after the delay and lasts its own
/// ``TrackDescription/duration``. ``Timeline`` says where every track is in between.
public struct AnimationDescription: Hashable, Sendable {
    /// How progress runs over the duration.
    public enum Timing: Hashable, Sendable {
        /// Progress follows a cubic Bézier timing curve from 0 at the start to 1 at the end.
        case curve(Curve)
        /// Each track is a damped spring pulled to its `to` value; after `duration` it rests there.
        case spring(Spring)
    }

    /// The animation's name in the spec.
    public var name: String
    /// Seconds from the start of the motion to its end (for a spring, by default its
    /// ``Spring/settlingTime``). At the end every track is at its `to` value.
    public var duration: Double
    /// Seconds between the step and the start of the motion; tracks hold their start value
    /// meanwhile.
    public var delay: Double
    /// The curve or spring progress follows.
    public var timing: Timing
    /// The tracks, played together.
    public var tracks: [TrackDescription]
    /// How many times it plays and whether it plays back too (once, forward, by default).
    @_spi(Compiler) public var repetition: Repetition = .once

    /// An animation; `duration` nil means the spring's settling time (a curve needs a duration:
    /// nil gives 0, a jump to the end).
    public init(
        name: String, duration: Double? = nil, delay: Double = 0,
        timing: Timing = .curve(.easeInOut), tracks: [TrackDescription]
    ) {
        self.name = name
        switch (duration, timing) {
        case (let duration?, _): self.duration = duration
        case (nil, .spring(let spring)): self.duration = spring.settlingTime
        case (nil, .curve): self.duration = 0
        }
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
        /// Points, or fractions of the control's size (`TrackDescription.unit`).
        case translationX, translationY
        /// Shape images only.
        case strokeStart, strokeEnd

        /// The independent values this property moves: `scale` moves `scaleX` and `scaleY`
        /// together, every other property only itself.
        @_spi(Compiler) public var components: [Property] {
            self == .scale ? [.scaleX, .scaleY] : [self]
        }

        /// The properties that are each one independent value (all but `scale`).
        @_spi(Compiler) public static let independent: [Property] = allCases.filter { $0 != .scale }
    }

    /// What a translation's `from` and `to` count in.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// Points (every other property is in its own unit and always says `points`).
        case points
        /// Fractions of the control's width (`0.5w`).
        case width
        /// Fractions of the control's height (`0.5h`).
        case height

        /// `value`, counted in this unit, in points in a control of `size` (0 without a size
        /// for a fraction).
        @_spi(Compiler) public func points(_ value: Double, in size: LayoutSize?) -> Double {
            switch self {
            case .points: value
            case .width: value * (size?.width ?? 0)
            case .height: value * (size?.height ?? 0)
            }
        }
    }

    /// What the track animates.
    public var target: Target
    /// Which property of the target.
    public var property: Property
    /// Nil: from the current (presentation) value.
    public var from: Double?
    /// The value the track ends at.
    public var to: Double
    /// The unit of a translation's values.
    public var unit: Unit
    /// The values it passes through, for a keyframe track (whose `from` and `to` are then its first
    /// and last value); nil for a track from `from` to `to`.
    @_spi(Compiler) public var keyframes: Keyframes?
    /// Seconds after its animation's `delay` when the track starts (0 unless it is sequenced: it
    /// starts when the track it plays `after:` ends, plus its own `delay:`). It holds its start
    /// value until then.
    @_spi(Compiler) public var begin: Double = 0
    /// Seconds of one play of the track when it has its own `duration:`; nil: its animation's.
    @_spi(Compiler) public var duration: Double?

    /// When the track plays in `animation`: `begin`, seconds after the animation's `delay` when it
    /// starts (``begin``), and `duration`, seconds of one play (its own ``duration``, else the
    /// animation's). The one rule ``Timeline``, the UIKit player and
    /// ``AnimationDescription/activeDuration`` read.
    @_spi(Compiler) public func span(in animation: AnimationDescription) -> (begin: Double, duration: Double)
    {
        (begin, duration ?? animation.duration)
    }

    /// A track of `property` on `target` to `to` (in `unit`), from `from` or the current value.
    public init(target: Target, property: Property, from: Double? = nil, to: Double, unit: Unit = .points) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
        self.unit = unit
    }

    /// A keyframe track of `property` on `target` through `keyframes` (in `unit`).
    @_spi(Compiler) public init(
        target: Target, property: Property, keyframes: Keyframes, unit: Unit = .points
    ) {
        self.init(
            target: target, property: property, from: keyframes.values.first, to: keyframes.values.last ?? 0,
            unit: unit)
        self.keyframes = keyframes
    }

    /// This track starting `begin` seconds after its animation's delay and lasting `duration`
    /// seconds (nil: the animation's duration).
    @_spi(Compiler) public func sequenced(begin: Double, duration: Double?) -> TrackDescription {
        Self.sequenced(self, begin: begin, duration: duration)
    }

    /// `track` starting `begin` seconds after its animation's delay and lasting `duration` seconds
    /// (nil: the animation's duration): how generated code gives a sequenced track.
    @_spi(Generated) public static func sequenced(
        _ track: TrackDescription, begin: Double, duration: Double?
    ) -> TrackDescription {
        var track = track
        track.begin = begin
        track.duration = duration
        return track
    }

    /// `value` in the property's own unit (points for a translation) in a control of `size`.
    @_spi(Compiler) public func resolved(_ value: Double, in size: LayoutSize?) -> Double {
        unit.points(value, in: size)
    }

    /// This track of `target` with its values in the property's own unit in a control of `size`,
    /// without its `from` when `keepsFrom` is false (a track taking over a moving value); a
    /// keyframe track keeps all its values.
    @_spi(Compiler) public func resolved(
        in size: LayoutSize?, target: Target, keepsFrom: Bool = true
    ) -> TrackDescription {
        if let keyframes,
            let points = Keyframes(
                values: keyframes.values.map { resolved($0, in: size) }, keyTimes: keyframes.keyTimes,
                curves: keyframes.curves)
        {
            return TrackDescription(target: target, property: property, keyframes: points)
                .sequenced(begin: begin, duration: duration)
        }
        return TrackDescription(
            target: target, property: property, from: keepsFrom ? from.map { resolved($0, in: size) } : nil,
            to: resolved(to, in: size)
        ).sequenced(begin: begin, duration: duration)
    }
}
