import Foundation

extension AnimationDescription {
    /// A damped spring in physical terms: a mass on a spring with a dashpot, pulled to the track's
    /// `to` value. Each track of the animation moves by
    /// `mass · x'' + damping · x' + stiffness · x = 0`, where `x` is the distance from `to` in the
    /// property's own units (scale, points, degrees, opacity).
    ///
    /// This is `CASpringAnimation`'s model (mass, stiffness, damping) and POP's (mass, tension,
    /// friction); the other spellings convert to it with the initializers below.
    public struct Spring: Hashable, Sendable {
        /// The moving mass; > 0.
        public var mass: Double
        /// The spring constant (POP's tension); > 0.
        public var stiffness: Double
        /// The damping coefficient (POP's friction); > 0.
        public var damping: Double
        /// The velocity every track starts with, in the property's units per second (POP's
        /// `velocity`: 6 on a scale track is 6 scale units per second), added to any velocity the
        /// track already has (see ``Timeline``). Positive values increase the property.
        public var velocity: Double

        /// A spring from its physical constants.
        public init(mass: Double = 1, stiffness: Double, damping: Double, velocity: Double = 0) {
            self.mass = mass
            self.stiffness = stiffness
            self.damping = damping
            self.velocity = velocity
        }

        /// SwiftUI's perceptual form: `response` is the period in seconds of the undamped
        /// oscillation, `dampingRatio` the fraction of critical damping (1 does not overshoot).
        /// With mass 1: stiffness = (2π / response)², damping = 4π · dampingRatio / response.
        public init(response: Double, dampingRatio: Double, velocity: Double = 0) {
            let angularFrequency = 2 * Double.pi / response
            self.init(
                mass: 1, stiffness: angularFrequency * angularFrequency,
                damping: 2 * dampingRatio * angularFrequency, velocity: velocity)
        }

        /// POP's `springBounciness` and `springSpeed` (each 0...20 in POP's documentation; POP's
        /// defaults are bounciness 4, speed 12), converted exactly as POP's
        /// `+[POPSpringAnimation convertBounciness:speed:toTension:friction:mass:]` does
        /// (`POPAnimationExtras.mm`, `POPMath.mm`, `POPAnimationPrivate.h`).
        public init(popBounciness bounciness: Double, speed: Double, velocity: Double = 0) {
            let constants = PopSpringConversion.constants(bounciness: bounciness, speed: speed)
            self.init(
                mass: 1, stiffness: constants.tension, damping: constants.friction, velocity: velocity)
        }

        /// The fraction of critical damping: below 1 the spring overshoots and oscillates, at 1 it
        /// returns fastest without overshooting, above 1 it creeps.
        @_spi(Compiler) public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

        /// The undamped angular frequency √(stiffness / mass), radians per second.
        @_spi(Compiler) public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

        /// The fraction of a motion's amplitude within which the spring counts as settled: 1/1000.
        ///
        /// A tenth of a percent of the distance stays under one pixel of a 3× screen (⅓ point) for
        /// every motion up to 333 points, and under 0.001 in scale or opacity for motions of size
        /// 1 (one 8-bit opacity step is 0.004), so stopping there shows no jump.
        static let settledFraction = 0.001

        /// Seconds after which every motion of this spring stays within ``settledFraction`` of its
        /// amplitude, whatever its start distance and velocity.
        ///
        /// The amplitude is the bound of the motion's envelope: for an under-damped spring
        /// |x(t)| ≤ A·e^(−ζω₀t) with A = √(x₀² + ((v₀ + ζω₀x₀)/ω_d)²), so the time is
        /// ln(1000)/(ζω₀); an over-damped spring decays with its slower rate ω₀(ζ − √(ζ² − 1)); a
        /// critically damped one as (1 + ω₀t)·e^(−ω₀t), solved for 1/1000. Infinite without
        /// damping.
        @_spi(Compiler) public var settlingTime: Double {
            let ratio = dampingRatio
            let frequency = naturalFrequency
            guard ratio > 0, frequency > 0, ratio.isFinite, frequency.isFinite else { return .infinity }
            let logarithm = -log(Self.settledFraction)
            if ratio < 1 { return logarithm / (ratio * frequency) }
            if ratio > 1 { return logarithm / (frequency * (ratio - (ratio * ratio - 1).squareRoot())) }
            return Self.criticalSettlingProduct / frequency
        }

        /// The u > 1 with (1 + u)·e^(−u) = ``settledFraction``, by bisection (the left side falls
        /// from 2/e at u = 1 to 0).
        private static let criticalSettlingProduct: Double = {
            var low = 1.0
            var high = 100.0
            while high - low > 1e-12 {
                let middle = (low + high) / 2
                if (1 + middle) * exp(-middle) > settledFraction { low = middle } else { high = middle }
            }
            return low
        }()

        /// Where the spring is `time` seconds after it starts `displacement` away from its rest
        /// point moving at `velocity` (both in the property's units): the distance from the rest
        /// point and the velocity, in closed form.
        ///
        /// With ζω₀ = damping / (2·mass) and ω₀² = stiffness / mass, x(t) = x₀·C(t) + (v₀ + ζω₀x₀)·S(t)
        /// and v(t) = v₀·C(t) − (ζω₀v₀ + ω₀²x₀)·S(t), where under-damped
        /// C = e^(−ζω₀t)·cos(ω_d t), S = e^(−ζω₀t)·sin(ω_d t)/ω_d with ω_d = ω₀√(1 − ζ²);
        /// over-damped the same with cosh and sinh and ω_d = ω₀√(ζ² − 1); critically damped
        /// C = e^(−ω₀t), S = t·e^(−ω₀t).
        @_spi(Compiler) public func state(after time: Double, displacement: Double, velocity: Double) -> (
            displacement: Double, velocity: Double
        ) {
            let decay = damping / (2 * mass)
            let frequencySquared = stiffness / mass
            let (c, s) = Self.basis(decay: decay, frequencySquared: frequencySquared, time: time)
            return (
                displacement * c + (velocity + decay * displacement) * s,
                velocity * c - (decay * velocity + frequencySquared * displacement) * s
            )
        }

        /// C(t) and S(t) of ``state(after:displacement:velocity:)``.
        private static func basis(decay: Double, frequencySquared: Double, time: Double) -> (Double, Double) {
            let discriminant = decay * decay - frequencySquared
            if discriminant < 0 {
                let damped = (-discriminant).squareRoot()
                let envelope = exp(-decay * time)
                return (envelope * cos(damped * time), envelope * sin(damped * time) / damped)
            }
            if discriminant > 0 {
                // e^(−ζω₀t)·cosh(ω_d t) and e^(−ζω₀t)·sinh(ω_d t)/ω_d as sums of the two decaying
                // exponentials; expm1 keeps the difference exact when ω_d·t is small.
                let spread = discriminant.squareRoot()
                let slow = exp((-decay + spread) * time)
                let fast = exp((-decay - spread) * time)
                return ((slow + fast) / 2, fast * expm1(2 * spread * time) / (2 * spread))
            }
            let envelope = exp(-decay * time)
            return (envelope, time * envelope)
        }
    }
}

/// POP's bounciness/speed to tension/friction conversion, step by step as POP performs it.
enum PopSpringConversion {
    /// Tension and friction for POP's `springBounciness` and `springSpeed`.
    static func constants(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        // Both inputs are divided by 1.7 and normalized over 0...20.
        let normalizedBounciness = bounciness / 1.7 / 20
        let normalizedSpeed = speed / 1.7 / 20
        // Bounciness is projected onto 0...0.8, speed onto the Quartz Composer tension 0.5...200.
        let projectedBounciness = normalizedBounciness * 0.8
        let qcTension = 0.5 + normalizedSpeed * (200 - 0.5)
        // Friction runs from the no-bounce friction of that tension towards 0.01, quadratically
        // (ease-out) in the projected bounciness.
        let easedBounciness = 2 * projectedBounciness - projectedBounciness * projectedBounciness
        let qcFriction = easedBounciness * 0.01 + (1 - easedBounciness) * noBounceFriction(qcTension)
        // Quartz Composer units to POP's.
        let tension = 194 + (qcTension - 30) / 50 * (375 - 194)
        let friction = 25 + (qcFriction - 8) / 2 * (25 - 19)
        return (tension, friction)
    }

    /// POP's `POPBouncy3NoBounce`: the friction that stops a Quartz Composer tension from bouncing,
    /// a cubic fit in three pieces.
    static func noBounceFriction(_ tension: Double) -> Double {
        let t = tension
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }
}
