extension AnimationDescription {
    /// How an animation's cycles follow each other, as `CAMediaTiming`'s `repeatCount` and
    /// `autoreverses`: the motion plays `count` times, and with `autoreverses` each time forward
    /// and then backward (the backward half is the forward one mirrored in time), so the animation
    /// is active for `duration · count`, or twice that when it autoreverses. It ends where its last
    /// cycle ends: at the `to` value, or back at the start when it autoreverses.
    @_spi(Compiler) @_spi(Generated) public struct Repetition: Hashable, Sendable {
        /// How many times the motion plays, at least 1.
        public var count: Int
        /// Whether each time plays forward and then backward.
        public var autoreverses: Bool

        /// Played once, forward: no repetition.
        public static let once = Repetition(count: 1, autoreverses: false)

        /// Played until it is removed: a state's ambient animation plays for as long as its state
        /// is active (Core Animation's `repeatCount` of `greatestFiniteMagnitude`).
        public static func forever(autoreverses: Bool) -> Repetition {
            Repetition(count: .max, autoreverses: autoreverses)
        }

        /// Whether it plays until it is removed.
        public var isForever: Bool { count == .max }

        /// Core Animation's `repeatCount` for it.
        public var mediaRepeatCount: Float { isForever ? .greatestFiniteMagnitude : Float(count) }

        /// `count` cycles (at least 1 is played), each reversed too when `autoreverses`.
        public init(count: Int, autoreverses: Bool) {
            self.count = max(count, 1)
            self.autoreverses = autoreverses
        }

        /// Seconds the animation is active when one forward play lasts `duration`.
        public func activeDuration(of duration: Double) -> Double {
            duration * Double(count) * (autoreverses ? 2 : 1)
        }

        /// Where the forward play is `elapsed` seconds after the motion started (`elapsed` in
        /// 0...active duration): the seconds into the forward play, and the direction the value
        /// moves (1 forward, −1 backward). Cycle k (from 0) starts at k · period, where the period
        /// is the duration, or twice it when autoreversing; in its second half the forward time
        /// runs back from `duration` to 0. At the active duration's end it is the last cycle's end.
        public func forwardTime(at elapsed: Double, duration: Double) -> (time: Double, direction: Double) {
            guard duration > 0 else { return (autoreverses ? 0 : duration, 1) }
            let period = autoreverses ? 2 * duration : duration
            let active = period * Double(count)
            let within: Double
            if elapsed >= active {
                within = period
            } else {
                let cycle = (elapsed / period).rounded(.down)
                within = elapsed - cycle * period
            }
            if autoreverses && within > duration { return (period - within, -1) }
            return (within, 1)
        }
    }

    /// An animation played as `repetition` says (how generated code gives a repeating one).
    @_spi(Generated) public init(
        name: String, duration: Double? = nil, delay: Double = 0,
        timing: Timing = .curve(.easeInOut), tracks: [TrackDescription], repetition: Repetition
    ) {
        self.init(name: name, duration: duration, delay: delay, timing: timing, tracks: tracks)
        self.repetition = repetition
    }
}
