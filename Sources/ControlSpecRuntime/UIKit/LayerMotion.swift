#if canImport(UIKit)
    import Foundation
    import QuartzCore
    import UIKit

    /// The Core Animation animations that play a ``Timeline``'s motions on a layer: a curve as a
    /// `CABasicAnimation` with the curve's `CAMediaTimingFunction`, a spring as a
    /// `CASpringAnimation` with the spring's mass, stiffness and damping, whose `initialVelocity`
    /// is the motion's velocity in distances per second, and whose duration is the animation's
    /// (the spring's settling time unless the spec gave one).
    enum LayerMotion {
        /// One layer animation of `keyPath` from `from` to `to` (layer values), timed like
        /// `animation`, starting at `beginTime` and showing `from` during the delay, played as often
        /// as `repetition` says (`repeatCount`, `autoreverses`).
        static func animation(
            keyPath: String, from: Any, to: Any, timing: AnimationDescription.Timing, duration: Double,
            repetition: AnimationDescription.Repetition, beginTime: CFTimeInterval,
            velocity normalizedVelocity: Double
        ) -> CABasicAnimation {
            let result: CABasicAnimation
            switch timing {
            case .curve(let curve):
                result = CABasicAnimation(keyPath: keyPath)
                result.timingFunction = curve.mediaTimingFunction
            case .spring(let spring):
                let springAnimation = CASpringAnimation(keyPath: keyPath)
                springAnimation.mass = CGFloat(spring.mass)
                springAnimation.stiffness = CGFloat(spring.stiffness)
                springAnimation.damping = CGFloat(spring.damping)
                springAnimation.initialVelocity = CGFloat(normalizedVelocity)
                result = springAnimation
            }
            result.fromValue = from
            result.toValue = to
            result.duration = duration
            result.repeatCount = repetition.mediaRepeatCount
            result.autoreverses = repetition.autoreverses
            result.beginTime = beginTime
            result.fillMode = .backwards
            return result
        }

        /// `CASpringAnimation.initialVelocity` for `motion`: its starting velocity in distances
        /// per second (0 for a motion that does not move).
        static func normalizedVelocity(of motion: Timeline.Motion) -> Double {
            let distance = motion.to - motion.from
            return distance == 0 ? 0 : motion.initialVelocity / distance
        }

        /// The properties a view's `transform` shows.
        static let transformProperties: Set<TrackDescription.Property> = [
            .scaleX, .scaleY, .rotation, .translationX, .translationY,
        ]

        /// Whether a view's transform `motions` play as one animation per number of the transform
        /// (``numberKeyPath(of:)``) rather than of the whole matrix: when one of them is a rotation,
        /// whose ends can be the same matrix (0° and 360°) while the angle between them is not, or
        /// when they do not all start and end together (sequenced tracks).
        static func playsNumbers(_ motions: [Timeline.Motion]) -> Bool {
            motions.contains { $0.property == .rotation }
                || motions.contains { $0.delay != motions[0].delay || $0.duration != motions[0].duration }
        }

        /// Core Animation's key path of one number of a layer's transform (its key-value coding
        /// extensions): `transform.rotation.z` in radians, `transform.scale.x`, … .
        static func numberKeyPath(of property: TrackDescription.Property) -> String {
            switch property {
            case .rotation: "transform.rotation.z"
            case .scaleY: "transform.scale.y"
            case .translationX: "transform.translation.x"
            case .translationY: "transform.translation.y"
            default: "transform.scale.x"
            }
        }

        /// Every key path a view's transform is animated under.
        static let transformKeyPaths =
            ["transform"]
            + [.scaleX, .scaleY, .rotation, .translationX, .translationY]
            .map(numberKeyPath(of:))

        /// `pose`'s value of `property` as its key path takes it (radians for the rotation).
        static func number(_ property: TrackDescription.Property, of pose: Pose) -> NSNumber {
            NSNumber(value: property == .rotation ? pose.rotation * Double.pi / 180 : pose[property])
        }

        /// One animation per transform number `motions` move, each under its key path: through
        /// the values of one forward play (`forward`) at a keyframe motion's key times, else from its
        /// start to its end as `animation` times it, each from `start` plus its motion's delay on.
        static func numberAnimations(
            of motions: [Timeline.Motion], forward: Timeline, animation: AnimationDescription,
            start: CFTimeInterval
        ) -> [(keyPath: String, animation: CAAnimation)] {
            motions.map { motion in
                let keyPath = numberKeyPath(of: motion.property)
                let frames = LayerKeyframes(forward: forward, timedAs: motion)
                let beginTime = start + motion.delay
                if let schedule = LayerKeyframes.Schedule(of: [motion]) {
                    return (
                        keyPath,
                        frames.animation(
                            keyPath: keyPath, schedule: schedule, repetition: animation.repetition,
                            beginTime: beginTime
                        ) { number(motion.property, of: $0) }
                    )
                }
                return (
                    keyPath,
                    Self.animation(
                        keyPath: keyPath,
                        from: number(motion.property, of: frames.forward.pose(of: .control, at: 0)),
                        to: number(
                            motion.property,
                            of: frames.forward.pose(of: .control, at: frames.forward.duration)),
                        timing: animation.timing, duration: motion.duration,
                        repetition: animation.repetition,
                        beginTime: beginTime, velocity: normalizedVelocity(of: motion))
                )
            }
        }
    }

    /// Calls `onEnd` once every layer animation it was made the delegate of has stopped, with
    /// whether all of them ran to their end.
    @MainActor
    final class LayerMotionCompletion: NSObject, CAAnimationDelegate {
        private var running = 0
        private var allFinished = true
        private let onEnd: @MainActor (Bool) -> Void

        init(onEnd: @escaping @MainActor (Bool) -> Void) {
            self.onEnd = onEnd
        }

        /// Whether some animation is still running.
        var isWaiting: Bool { running > 0 }

        /// Becomes `animation`'s delegate and waits for it too.
        func watch(_ animation: CAAnimation) {
            running += 1
            animation.delegate = self
        }

        nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            MainActor.assumeIsolated { stopped(finished: flag) }
        }

        private func stopped(finished: Bool) {
            running -= 1
            allFinished = allFinished && finished
            if running == 0 { onEnd(allFinished) }
        }
    }
#endif
