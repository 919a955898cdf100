import Foundation

extension Timeline.Motion {
    /// The instants, in seconds after the step, where the value turns: its local maxima and minima
    /// strictly between the start of the motion (`delay`) and its end (`delay + duration`), in
    /// increasing order. A spring's peak and first undershoot are the first two of an overshooting
    /// spring; a curve turns only where its control points leave 0...1.
    ///
    /// Found in closed form (where the velocity crosses zero), not by sampling: see
    /// ``AnimationDescription/Spring/turningTimes(displacement:velocity:until:)`` and
    /// ``AnimationDescription/Curve/turningFractions``.
    @_spi(Compiler) public var turningTimes: [Double] {
        guard duration > 0 else { return [] }
        let elapsed: [Double]
        switch timing {
        case .curve(let curve):
            guard from != to else { return [] }
            elapsed = curve.turningFractions.map { $0 * duration }
        case .spring(let spring):
            elapsed = spring.turningTimes(displacement: from - to, velocity: initialVelocity, until: duration)
        }
        return elapsed.filter { $0 > 0 && $0 < duration }.map { delay + $0 }
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
