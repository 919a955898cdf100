import Foundation

extension Timeline.Motion {
    /// The instants, in seconds after the step, where the value turns: its local maxima and minima
    /// strictly between the start of the motion (`delay`) and its end (`delay` plus its active
    /// duration), in increasing order. A spring's peak and first undershoot are the first two of an
    /// overshooting spring; a curve turns only where its control points leave 0...1; a keyframe
    /// track at each of its inner keyframes (where it turns or changes pace) and where a segment's
    /// curve overshoots. A repeating motion turns in every play, again where a play starts over,
    /// and, when it autoreverses, where it turns back.
    ///
    /// Found in closed form (where the velocity crosses zero), not by sampling: see
    /// ``AnimationDescription/Spring/turningTimes(displacement:velocity:until:)`` and
    /// ``AnimationDescription/Curve/turningFractions``.
    @_spi(Compiler) public var turningTimes: [Double] { turningTimes(plays: repetition.count) }

    /// The turning times (``turningTimes``) of the first `plays` plays of the motion.
    @_spi(Compiler) public func turningTimes(plays: Int) -> [Double] {
        guard duration > 0 else { return [] }
        let forward = forwardTurningTimes
        let period = repetition.autoreverses ? 2 * duration : duration
        var times: [Double] = []
        for play in 0..<min(max(plays, 1), repetition.count) {
            let start = Double(play) * period
            if play > 0 { times.append(start) }
            times += forward.map { start + $0 }
            if repetition.autoreverses {
                times.append(start + duration)
                times += forward.reversed().map { start + period - $0 }
            }
        }
        return times.map { delay + $0 }
    }

    /// The turning times of one forward play, in seconds into it, strictly inside it.
    private var forwardTurningTimes: [Double] {
        let elapsed: [Double]
        if let keyframes {
            elapsed = keyframes.turningFractions.map { $0 * duration }
        } else {
            switch timing {
            case .curve(let curve):
                guard from != to else { return [] }
                elapsed = curve.turningFractions.map { $0 * duration }
            case .spring(let spring):
                elapsed = spring.turningTimes(
                    displacement: from - to, velocity: initialVelocity, until: duration)
            }
        }
        return elapsed.filter { $0 > 0 && $0 < duration }
    }
}

extension TrackDescription.Keyframes {
    /// The fractions of the duration in (0, 1) a filmstrip shows: every inner key time, and where
    /// a segment's curve overshoots (``AnimationDescription/Curve/turningFractions`` within the
    /// segment), in increasing order.
    @_spi(Compiler) public var turningFractions: [Double] {
        var fractions = keyTimes.dropFirst().dropLast().map { $0 }
        for segment in curves.indices where values[segment] != values[segment + 1] {
            let start = keyTimes[segment]
            let span = keyTimes[segment + 1] - start
            fractions += curves[segment].turningFractions.map { start + $0 * span }
        }
        return fractions.sorted()
    }
}

extension AnimationDescription.Spring {
    /// The times in (0, `limit`) at which a spring started `displacement` from its rest point with
    /// `velocity` comes to a momentary stop (its turning points), in increasing order.
    ///
    /// With B = ζω₀·v₀ + ω₀²·x₀ the velocity is v₀·C(t) − B·S(t) (see
    /// ``state(after:displacement:velocity:)``), zero where
    /// - under-damped: tan(ω_d t) = v₀·ω_d / B, every π/ω_d from the first root;
    /// - over-damped: tanh(ω_d t) = v₀·ω_d / B, once if that ratio lies in (0, 1);
    /// - critically damped: t = v₀ / B, once if positive.
    @_spi(Compiler) public func turningTimes(displacement: Double, velocity: Double, until limit: Double)
        -> [Double]
    {
        let decay = damping / (2 * mass)
        let frequencySquared = stiffness / mass
        let pull = decay * velocity + frequencySquared * displacement
        guard velocity != 0 || pull != 0, limit > 0, limit.isFinite else { return [] }
        let discriminant = decay * decay - frequencySquared
        if discriminant < 0 {
            let damped = (-discriminant).squareRoot()
            // The phase θ in [0, π) with v₀·cos θ = (B/ω_d)·sin θ; a zero phase is the start itself.
            var phase = atan2(velocity * damped, pull)
            if phase < 0 { phase += .pi }
            if phase >= .pi { phase -= .pi }
            var times: [Double] = []
            var turn = phase == 0 ? 1.0 : 0.0
            while true {
                let time = (phase + turn * .pi) / damped
                if time >= limit { break }
                times.append(time)
                turn += 1
            }
            return times
        }
        guard pull != 0 else { return [] }
        if discriminant > 0 {
            let spread = discriminant.squareRoot()
            let ratio = velocity * spread / pull
            guard ratio > 0, ratio < 1 else { return [] }
            let time = atanh(ratio) / spread
            return time < limit ? [time] : []
        }
        let time = velocity / pull
        return time > 0 && time < limit ? [time] : []
    }
}

extension AnimationDescription.Curve {
    /// The fractions of the duration in (0, 1) where the progress turns (a maximum above 1 or a
    /// minimum below 0): the roots of y′(s), a quadratic in the Bézier parameter s, where y′
    /// changes sign, mapped to x(s). Empty for every curve whose control points keep y in 0...1.
    @_spi(Compiler) public var turningFractions: [Double] {
        let points = controlPoints
        // y′(s)/3 = a·s² + b·s + c for B(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³.
        let a = 3 * points.y1 - 3 * points.y2 + 1
        let b = 2 * points.y2 - 4 * points.y1
        let c = points.y1
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            // A double root touches zero without changing sign: no turn.
            if discriminant > 0 {
                let root = discriminant.squareRoot()
                roots = [(-b - root) / (2 * a), (-b + root) / (2 * a)]
            }
        }
        let bezier = UnitBezier(points)
        // A root at an end (a control point level with it) is where the motion starts or stops.
        return roots.filter { $0 > 1e-9 && $0 < 1 - 1e-9 }.map { bezier.x($0) }.sorted()
    }
}
