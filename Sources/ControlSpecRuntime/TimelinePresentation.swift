extension Timeline {
    /// What a target shows at one instant of a ``Timeline``: its values and how fast they change. A
    /// new timeline started from it continues without a jump.
    @_spi(Compiler) public struct Presentation: Hashable, Sendable {
        /// The values the target shows.
        public var pose: Pose
        /// How fast they change.
        public var velocity: Pose.Velocity

        /// A target showing `pose`, moving at `velocity` (at rest by default).
        public init(pose: Pose = Pose(), velocity: Pose.Velocity = Pose.Velocity()) {
            self.pose = pose
            self.velocity = velocity
        }
    }
}
