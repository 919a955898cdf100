/// Where every target of one step is at any time: the platform-neutral definition of how a control
/// moves, which the UIKit player follows and other front ends reproduce.
///
/// Semantics, for time t in seconds since the step:
/// - Every animation of the step starts at t = 0; each waits its own `delay`. A sequenced track
///   (``TrackDescription/begin``) waits `begin` seconds more and plays over its own
///   ``TrackDescription/duration`` when it has one: below, its `delay` is the animation's plus its
///   `begin`, and its `duration` its own.
/// - Each target starts at its ``Presentation`` in `startingFrom` (a target not given starts at
///   `Pose()`, at rest).
/// - A track moves the independent values of its property (`scale` moves `scaleX` and `scaleY`);
///   a later track (later animation, or later in the same animation) replaces an earlier one for
///   the same value of the same target. Values no track moves keep their starting value.
/// - A track starts at its `from`, or without one at the target's starting value. Until `delay` it
///   holds its start value; from `delay + duration` on it is at its `to` value; in between:
///   - with a curve, start + (to − start) · progress((t − delay) / duration);
///   - with a spring, to + x(t − delay) where x is the spring's closed-form motion
///     (``AnimationDescription/Spring/state(after:displacement:velocity:)``) from x₀ = start − to
///     with initial velocity v₀ = the spring's `velocity`, plus, for a track without `from`, the
///     value's starting velocity (so a spring that takes over a moving value keeps its speed).
/// - A keyframe track (``TrackDescription/Keyframes``) passes through its values instead: at
///   delay + f · duration it is at its keyframes' value for the fraction f, whatever the
///   animation's curve or spring.
/// - An animation that repeats (``AnimationDescription/Repetition``) plays that motion `count`
///   times, each time forward and, when it autoreverses, then backward (the forward motion at
///   the mirrored time, its velocity negated); after its active duration the value is where its
///   last cycle ends.
/// - The velocity of a value is the derivative of that motion (0 while it holds still).
///
/// Interruption: a step starting `t` seconds into another one begins from the old timeline's
/// presentations at `t` (``interrupted(at:by:)``, or ``presentations(at:)`` passed as
/// `startingFrom`): values without `from` continue without a jump, and springs keep their speed.
@_spi(Compiler) public struct Timeline: Hashable, Sendable {
    /// The motion of one value of one target.
    public struct Motion: Hashable, Sendable {
        /// The target that moves.
        public var target: TrackDescription.Target
        /// An independent property (never `scale`: that is two motions, `scaleX` and `scaleY`).
        public var property: TrackDescription.Property
        /// The value during the delay and where the motion starts.
        public var from: Double
        /// Where the motion ends.
        public var to: Double
        /// Units per second when the motion starts (springs; 0 with a curve).
        public var initialVelocity: Double
        /// Seconds after the step.
        public var delay: Double
        /// Seconds from the start of the motion to its end.
        public var duration: Double
        /// The curve or spring the motion follows.
        public var timing: AnimationDescription.Timing
        /// The values a keyframe track passes through (the timing is then not used); nil for a
        /// motion from `from` to `to`.
        public var keyframes: TrackDescription.Keyframes?
        /// How often the motion plays, and whether it plays back too.
        public var repetition: AnimationDescription.Repetition

        /// The value `time` seconds after the step.
        public func value(at time: Double) -> Double { state(at: time).value }

        /// The value's rate of change `time` seconds after the step, units per second.
        public func velocity(at time: Double) -> Double { state(at: time).velocity }

        private func state(at time: Double) -> (value: Double, velocity: Double) {
            if time <= delay { return (from, 0) }
            let active = repetition.activeDuration(of: duration)
            // Compared in the step's time, as the timeline's duration is: 0.2 + 0.5 is the end,
            // even where 0.7 − 0.2 rounds below 0.5.
            if time >= delay + active {
                return (
                    forwardState(at: repetition.forwardTime(at: active, duration: duration).time).value, 0
                )
            }
            let elapsed = time - delay
            let forward = repetition.forwardTime(at: elapsed, duration: duration)
            let state = forwardState(at: forward.time)
            return (state.value, state.velocity * forward.direction)
        }

        /// The value and velocity `elapsed` seconds into one forward play of the motion.
        private func forwardState(at elapsed: Double) -> (value: Double, velocity: Double) {
            if elapsed >= duration { return (to, 0) }
            if elapsed <= 0 { return (from, 0) }
            if let keyframes {
                let state = keyframes.state(at: elapsed / duration)
                return (state.value, state.slope / duration)
            }
            switch timing {
            case .curve(let curve):
                let fraction = elapsed / duration
                return (
                    from + (to - from) * curve.progress(at: fraction),
                    (to - from) * curve.slope(at: fraction) / duration
                )
            case .spring(let spring):
                let state = spring.state(after: elapsed, displacement: from - to, velocity: initialVelocity)
                return (to + state.displacement, state.velocity)
            }
        }
    }

    /// Where each target starts.
    public let start: [TrackDescription.Target: Presentation]
    /// The motion of every value some track moves, in the order of first appearance.
    public let motions: [Motion]
    /// Seconds from the step until every animation has ended (the latest `delay` plus
    /// ``AnimationDescription/activeDuration``, which is `duration` for an animation played once
    /// without sequenced tracks; 0 without animations).
    public let duration: Double

    /// The timeline of `animations` (one step's, all starting together) for targets that start at
    /// rest at `poses`.
    public init(
        animations: [AnimationDescription], startingFrom poses: [TrackDescription.Target: Pose] = [:]
    ) {
        self.init(animations: animations, startingFrom: poses.mapValues { Presentation(pose: $0) })
    }

    /// The timeline of `animations` (one step's, all starting together) for targets that start at
    /// `presentations`, with their velocities.
    public init(
        animations: [AnimationDescription],
        startingFrom presentations: [TrackDescription.Target: Presentation]
    ) {
        start = presentations
        var motions: [Motion] = []
        for animation in animations {
            for track in animation.tracks {
                let current = presentations[track.target] ?? Presentation()
                let span = track.span(in: animation)
                for property in track.property.components {
                    var initialVelocity = 0.0
                    if case .spring(let spring) = animation.timing, track.keyframes == nil {
                        initialVelocity =
                            spring.velocity + (track.from == nil ? current.velocity[property] : 0)
                    }
                    let motion = Motion(
                        target: track.target, property: property, from: track.from ?? current.pose[property],
                        to: track.to, initialVelocity: initialVelocity, delay: animation.delay + span.begin,
                        duration: span.duration, timing: animation.timing,
                        keyframes: track.keyframes,
                        repetition: animation.repetition)
                    if let index = motions.firstIndex(where: {
                        $0.target == track.target && $0.property == property
                    }) {
                        motions[index] = motion
                    } else {
                        motions.append(motion)
                    }
                }
            }
        }
        self.motions = motions
        duration =
            animations.map { $0.delay + $0.activeDuration }.max().map {
                max($0, 0)
            } ?? 0
    }

    /// The targets that have a starting presentation or a motion.
    public var targets: Set<TrackDescription.Target> {
        Set(start.keys).union(motions.map(\.target))
    }

    /// The values of `target` `time` seconds after the step.
    public func pose(of target: TrackDescription.Target, at time: Double) -> Pose {
        presentation(of: target, at: time).pose
    }

    /// The velocities of `target`'s values `time` seconds after the step.
    public func velocity(of target: TrackDescription.Target, at time: Double) -> Pose.Velocity {
        presentation(of: target, at: time).velocity
    }

    /// The values of `target` and their velocities `time` seconds after the step. A value no track
    /// moves keeps its starting value, at rest.
    public func presentation(of target: TrackDescription.Target, at time: Double) -> Presentation {
        var presentation = Presentation(pose: start[target]?.pose ?? Pose())
        for motion in motions where motion.target == target {
            presentation.pose[motion.property] = motion.value(at: time)
            presentation.velocity[motion.property] = motion.velocity(at: time)
        }
        return presentation
    }

    /// Every target's presentation `time` seconds after the step.
    public func presentations(at time: Double) -> [TrackDescription.Target: Presentation] {
        Dictionary(uniqueKeysWithValues: targets.map { ($0, presentation(of: $0, at: time)) })
    }

    /// The timeline of a step that starts `time` seconds into this one and plays `animations`:
    /// every target starts where this timeline has it at `time`, with its velocity.
    public func interrupted(at time: Double, by animations: [AnimationDescription]) -> Timeline {
        Timeline(animations: animations, startingFrom: presentations(at: time))
    }
}
