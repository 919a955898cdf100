@_spi(Compiler) import ControlSpecRuntime

/// An entry of `animations:`.
package struct SpecAnimation: Hashable, Sendable {
    /// The timing, in the runtime's terms: a curve, or a spring already converted to mass,
    /// stiffness, damping and velocity whichever form the spec wrote it in.
    public typealias Timing = AnimationDescription.Timing

    /// The curves a spec may name.
    public enum CurveName: String, Hashable, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut, `default`

        /// The runtime's curve of this name.
        public var curve: AnimationDescription.Curve {
            switch self {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInOut: .easeInOut
            case .default: .default
            }
        }
    }

    /// The name transitions refer to it by.
    public var name: Located<String>
    /// Seconds, > 0; nil for a spring that runs until it settles.
    public var duration: Located<Double>?
    /// Seconds, >= 0.
    public var delay: Located<Double>?
    /// The timing; `easeInOut` when neither `curve` nor `spring` is given.
    public var timing: Timing
    /// What it animates, one property of one target each.
    public var tracks: [Track]
    /// How many times it plays (`repeat:`) and whether each play runs back too (`autoreverse:`).
    public var repetition: AnimationDescription.Repetition = .once
    /// Where its entry starts.
    public var location: SourceLocation

    /// An animation as decoded; it runs `easeInOut` unless `timing` says otherwise.
    public init(
        name: Located<String>, duration: Located<Double>?, delay: Located<Double>? = nil,
        timing: Timing = .curve(.easeInOut), tracks: [Track], location: SourceLocation
    ) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.tracks = tracks
        self.location = location
    }

    /// The animation as the runtime plays it, tracks included: what `Timeline` takes.
    public var played: AnimationDescription {
        var description = playedTiming
        description.tracks = tracks.map { track in
            if let keyframes = track.keyframes {
                return TrackDescription(
                    target: track.target.value, property: track.property.value, keyframes: keyframes,
                    unit: track.unit
                ).sequenced(begin: track.begin, duration: track.duration?.value)
            }
            return TrackDescription(
                target: track.target.value, property: track.property.value, from: track.from?.value,
                to: track.to.value, unit: track.unit
            ).sequenced(begin: track.begin, duration: track.duration?.value)
        }
        return description
    }

    /// The timing as the runtime plays it (without the tracks): the duration is the one given or
    /// the spring's settling time.
    public var playedTiming: AnimationDescription {
        var played = AnimationDescription(
            name: name.value, duration: duration?.value, delay: delay?.value ?? 0, timing: timing, tracks: [])
        played.repetition = repetition
        return played
    }
}

/// One animated property of one target.
package struct Track: Hashable, Sendable {
    /// What a track animates: the runtime's own targets.
    public typealias Target = TrackDescription.Target

    /// The targets a track names by a word instead of an image name, by that word.
    package static let targetWords: [String: Target] = [
        "incoming": .incoming, "outgoing": .outgoing, "control": .control,
    ]
    /// The animatable properties of a target: the runtime's own.
    public typealias Property = TrackDescription.Property

    /// What the track animates.
    public var target: Located<Target>
    /// Which property of the target.
    public var property: Located<Property>
    /// Nil: animate from the current value.
    public var from: Located<Double>?
    /// The value it ends at.
    public var to: Located<Double>
    /// What a translation's `from` and `to` count in: points (`40`), or fractions of the control's
    /// width (`0.5w`) or height (`0.5h`). Every other property is in its own unit (`points`).
    public var unit: Unit = .points
    /// The values a keyframe track (`values:`) passes through, when and along which curves; its
    /// `from` and `to` are then its first and last value. Nil for a track from `from` to `to`.
    public var keyframes: TrackDescription.Keyframes?
    /// Its name (`name:`), which another track of its animation plays `after:`.
    public var name: Located<String>?
    /// The track of its animation it starts after (`after:`): it starts when that one ends.
    public var after: Located<String>?
    /// Its own seconds of motion (`duration:`), > 0; nil: its animation's duration.
    public var duration: Located<Double>?
    /// Its own seconds of waiting (`delay:`), >= 0, after its animation's delay, or after the end of
    /// the track it plays `after:`.
    public var delay: Located<Double>?
    /// Seconds after its animation's delay when it starts: its `delay`, plus the end of the track it
    /// plays `after:` (the decoder works it out once every track is read).
    public var begin: Double = 0
    /// Where the track's mapping starts.
    public var location: SourceLocation

    /// Whether it has a timing of its own: `after:`, `duration:` or `delay:`.
    public var isSequenced: Bool { after != nil || duration != nil || delay != nil }

    /// Where a diagnostic about its own timing points: its `after:`, else its `duration:`, else its
    /// `delay:`, else the track itself.
    public var sequencingLocation: SourceLocation {
        after?.location ?? duration?.location ?? delay?.location ?? location
    }

    /// The unit of a translation's values: the runtime's own.
    public typealias Unit = TrackDescription.Unit

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

extension Track.Property {
    /// Whether the property moves a shape image's stroke (`strokeStart`, `strokeEnd`), so only a
    /// shape image has it.
    package var isStroke: Bool { self == .strokeStart || self == .strokeEnd }
}
