#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// The `CAKeyframeAnimation`s that play a view's keyframe motions: the view's whole value
    /// (its alpha, or its transform composed of all its transform motions) at each key time of one
    /// forward play, each segment timed by its keyframe curve's `CAMediaTimingFunction`, repeated
    /// and reversed as the animation says. Where several keyframe motions of one view have
    /// different key times, the view is sampled at all of them.
    struct LayerKeyframes {
        /// When the values are taken and how each segment between them runs.
        struct Schedule {
            /// Fractions of the duration, increasing from 0 to 1.
            var keyTimes: [Double]
            /// One per segment.
            var curves: [AnimationDescription.Curve]

            /// The key times of the keyframe motions among `motions` (nil when none has keyframes);
            /// a segment takes the curve of a motion that has it as one of its own segments, else
            /// it runs linearly.
            init?(of motions: [Timeline.Motion]) {
                let keyframes = motions.compactMap(\.keyframes)
                guard !keyframes.isEmpty else { return nil }
                keyTimes = Set(keyframes.flatMap(\.keyTimes)).sorted()
                curves = zip(keyTimes, keyTimes.dropFirst()).map { start, end in
                    for frames in keyframes {
                        if let index = frames.keyTimes.firstIndex(of: start),
                            index + 1 < frames.keyTimes.count, frames.keyTimes[index + 1] == end
                        {
                            return frames.curves[index]
                        }
                    }
                    return .linear
                }
            }
        }

        /// One forward play of the view's motions.
        let forward: Timeline
        /// Seconds before the motion starts.
        let delay: Double
        /// Seconds of one forward play.
        let duration: Double

        /// The keyframe animation of `keyPath` through `value(pose)` at each key time of
        /// `schedule`, starting at `beginTime` and showing its first value during the delay.
        func animation(
            keyPath: String, schedule: Schedule, repetition: AnimationDescription.Repetition,
            beginTime: CFTimeInterval, value: (Pose) -> Any
        ) -> CAKeyframeAnimation {
            Self.animation(
                keyPath: keyPath,
                values: schedule.keyTimes.map {
                    value(forward.pose(of: .control, at: delay + $0 * duration))
                },
                keyTimes: schedule.keyTimes, curves: schedule.curves, duration: duration,
                repetition: repetition, beginTime: beginTime)
        }

        /// The keyframe animation of `keyPath` through `values` at `keyTimes` along `curves`, one
        /// play lasting `duration`, repeated as `repetition` says, starting at `beginTime` and
        /// showing its first value before.
        static func animation(
            keyPath: String, values: [Any], keyTimes: [Double], curves: [AnimationDescription.Curve],
            duration: Double, repetition: AnimationDescription.Repetition, beginTime: CFTimeInterval
        ) -> CAKeyframeAnimation {
            let result = CAKeyframeAnimation(keyPath: keyPath)
            result.values = values
            result.keyTimes = keyTimes.map { NSNumber(value: $0) }
            result.timingFunctions = curves.map(\.mediaTimingFunction)
            result.calculationMode = .linear
            result.duration = duration
            result.repeatCount = repetition.mediaRepeatCount
            result.autoreverses = repetition.autoreverses
            result.beginTime = beginTime
            result.fillMode = .backwards
            return result
        }
    }

    extension LayerKeyframes {
        /// The keyframes of `forward` timed as `motion`: from its delay, over its duration.
        init(forward: Timeline, timedAs motion: Timeline.Motion) {
            self.init(forward: forward, delay: motion.delay, duration: motion.duration)
        }
    }
#endif
