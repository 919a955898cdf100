extension TrackDescription {
    /// A track that passes through a list of values, as `CAKeyframeAnimation` does in its linear
    /// calculation mode: value `i` is reached at key time `i` (a fraction of the duration), and
    /// between two values the track moves along segment `i`'s curve.
    ///
    /// A keyframe track follows its own curves, never the animation's: its overall time runs
    /// linearly, as a `CAKeyframeAnimation` without a `timingFunction`.
    @_spi(Compiler) public struct Keyframes: Hashable, Sendable {
        /// The values passed through, at least 2.
        public let values: [Double]
        /// When each value is reached, fractions of the duration: as many as values, increasing,
        /// the first 0 and the last 1.
        public let keyTimes: [Double]
        /// The curve of each segment, one fewer than values.
        public let curves: [AnimationDescription.Curve]

        /// Keyframes through `values` at `keyTimes` (nil: evenly spaced, as `CAKeyframeAnimation`
        /// without `keyTimes`) along `curves` (nil: every segment linear); nil when they do not fit
        /// together: fewer than 2 values, key times not as many as values, not increasing, not from
        /// 0 to 1, or curves not one fewer than values.
        public init?(
            values: [Double], keyTimes: [Double]? = nil, curves: [AnimationDescription.Curve]? = nil
        ) {
            guard values.count >= 2 else { return nil }
            let last = Double(values.count - 1)
            let times = keyTimes ?? values.indices.map { Double($0) / last }
            guard times.count == values.count, times.first == 0, times.last == 1,
                zip(times, times.dropFirst()).allSatisfy({ $0 < $1 })
            else { return nil }
            let segmentCurves = curves ?? Array(repeating: .linear, count: values.count - 1)
            guard segmentCurves.count == values.count - 1 else { return nil }
            self.values = values
            self.keyTimes = times
            self.curves = segmentCurves
        }

        /// The value and its rate of change (per unit of fraction) when `fraction` (clamped to
        /// 0...1) of the duration has elapsed: within the segment from key time kᵢ to kᵢ₊₁,
        /// vᵢ + (vᵢ₊₁ − vᵢ) · curveᵢ((fraction − kᵢ) / (kᵢ₊₁ − kᵢ)).
        public func state(at fraction: Double) -> (value: Double, slope: Double) {
            let fraction = min(max(fraction, 0), 1)
            let segment = (keyTimes.indices.dropLast().last { keyTimes[$0] <= fraction }) ?? 0
            let start = keyTimes[segment]
            let span = keyTimes[segment + 1] - start
            let local = (fraction - start) / span
            let distance = values[segment + 1] - values[segment]
            let curve = curves[segment]
            return (
                values[segment] + distance * curve.progress(at: local),
                distance * curve.slope(at: local) / span
            )
        }
    }
}

extension TrackDescription {
    /// A keyframe track through `values` at `keyTimes` (nil: evenly spaced) along `curves` (nil:
    /// linear), which the compiler has checked fit together (``Keyframes/init(values:keyTimes:curves:)``):
    /// how generated code gives one.
    @_spi(Generated) public init(
        target: Target, property: Property, values: [Double], keyTimes: [Double]? = nil,
        curves: [AnimationDescription.Curve]? = nil, unit: Unit = .points
    ) {
        guard let keyframes = Keyframes(values: values, keyTimes: keyTimes, curves: curves) else {
            preconditionFailure("keyframes that do not fit together: \(values), \(keyTimes ?? [])")
        }
        self.init(target: target, property: property, keyframes: keyframes, unit: unit)
    }
}
