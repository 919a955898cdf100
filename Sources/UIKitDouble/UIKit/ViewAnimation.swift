import QuartzCore

extension UIView {
    /// Animates the `alpha` and `transform` writes `animations` makes. Each change starts from the
    /// value on screen (the presentation value) and replaces an animation of the same property
    /// still running, whose completion then hears `false`. `completion` is `@Sendable`, as Swift
    /// 6.2 imports it (SE-0463: the method has an async twin).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
    ) {
        UIKitDouble.record(
            UIKitDouble.ViewAnimation(
                duration: duration, delay: delay, options: options, spring: nil, completion: completion),
            animations)
    }

    /// The same with a spring: `dampingRatio` 0...1 and the initial velocity in distances per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
    ) {
        UIKitDouble.record(
            UIKitDouble.ViewAnimation(
                duration: duration, delay: delay, options: options,
                spring: (damping: Double(dampingRatio), velocity: Double(velocity)), completion: completion),
            animations)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = UIKitDouble.currentAnimation
        UIKitDouble.currentAnimation = nil
        actionsWithoutAnimation()
        UIKitDouble.currentAnimation = saved
    }
}

extension UIKitDouble {
    /// One `UIView.animate` call: its parameters, the changes it animated and how it ended.
    @MainActor
    public final class ViewAnimation: CAAnimationDelegate {
        /// One animated property of one view.
        public struct Change {
            public weak var view: UIView?
            public var key: String
            public var from: Any
            public var to: Any
        }

        public let duration: TimeInterval
        public let delay: TimeInterval
        public let options: UIView.AnimationOptions
        /// Damping ratio and initial velocity of a spring animation.
        public let spring: (damping: Double, velocity: Double)?
        public private(set) var changes: [Change] = []
        /// Nil while running; then whether every change ran to its end.
        public private(set) var finished: Bool?
        private let completion: (@Sendable (Bool) -> Void)?
        private var running = 0
        private var allFinished = true

        init(
            duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
            spring: (damping: Double, velocity: Double)?, completion: (@Sendable (Bool) -> Void)?
        ) {
            self.duration = duration
            self.delay = delay
            self.options = options
            self.spring = spring
            self.completion = completion
        }

        func add(_ change: Change, to layer: CALayer) {
            changes.append(change)
            let animation = CABasicAnimation(keyPath: change.key)
            animation.fromValue = change.from
            animation.toValue = change.to
            animation.duration = duration
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.delegate = self
            running += 1
            layer.add(animation, forKey: change.key)
        }

        /// Ends an animation that changed nothing (UIKit still calls its completion).
        func endIfEmpty() {
            if changes.isEmpty { end() }
        }

        nonisolated public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            MainActor.assumeIsolated {
                allFinished = allFinished && flag
                running -= 1
                if running == 0 { end() }
            }
        }

        private func end() {
            finished = allFinished
            completion?(allFinished)
        }
    }

    /// Runs `animations` inside `record`.
    static func record(_ record: ViewAnimation, _ animations: () -> Void) {
        UIKitDouble.animations.append(record)
        let saved = currentAnimation
        currentAnimation = record
        animations()
        currentAnimation = saved
        record.endIfEmpty()
    }

    /// A view wrote an animatable property: inside an animation block the change animates from
    /// the value on screen, else it takes effect at once and stops an animation of it.
    static func viewPropertyChanged(_ view: UIView, key: String, from: Any, to: Any) {
        if let animation = currentAnimation {
            animation.add(ViewAnimation.Change(view: view, key: key, from: from, to: to), to: view.layer)
        } else {
            view.layer.removeAnimation(forKey: key)
        }
    }
}
