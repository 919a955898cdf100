extension Pose {
    /// How fast each animatable value of one target changes, in its units per second (scale and
    /// opacity units, degrees, points per second); zero at rest.
    public struct Velocity: AnimatableValues, Hashable, Sendable {
        /// Opacity per second.
        public var opacity = 0.0
        /// Horizontal scale per second.
        public var scaleX = 0.0
        /// Vertical scale per second.
        public var scaleY = 0.0
        /// Degrees per second.
        public var rotation = 0.0
        /// Points per second.
        public var translationX = 0.0
        /// Points per second.
        public var translationY = 0.0
        /// Stroke start (fraction of the path) per second.
        public var strokeStart = 0.0
        /// Stroke end (fraction of the path) per second.
        public var strokeEnd = 0.0

        /// At rest.
        public init() {}
    }
}
