extension Timeline {
    /// What a target shows at one instant of a ``Timeline``: its values and how fast they change. A
    /// new timeline started from it continues without a jump.
    public struct Presentation: Hashable, Sendable {
        public var pose: Pose
        public var velocity: Pose.Velocity

        /// A target showing `pose`, moving at `velocity` (at rest by default).
        public init(pose: Pose = Pose(), velocity: Pose.Velocity = Pose.Velocity()) {
            self.pose = pose
            self.velocity = velocity
        }
    }
}
