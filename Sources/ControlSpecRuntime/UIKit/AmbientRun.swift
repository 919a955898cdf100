#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// A state's ambient animation playing on one of its views: Core Animation animations of the
    /// view's opacity, transform and shape strokes under their own keys (`ambient.…`), so a
    /// transition's animations of the same view add to them rather than replace them, repeated as
    /// the animation says (forever: for as long as the state is active). It follows the same
    /// ``Timeline`` as a transition's animation, from the view's pose when the state was entered.
    @MainActor
    struct AmbientRun {
        /// The keys its layer animations are added under.
        static let keys =
            ["ambient.opacity", "ambient.strokeStart", "ambient.strokeEnd"]
            + LayerMotion.transformKeyPaths.map { "ambient." + $0 }

        let view: UIView
        /// The view's motion (its target is `control`), on the host layer's clock.
        let motion: AmbientMotion

        /// Plays `tracks` of `animation` on `view` (their values in points of a control of `size`)
        /// as if started at `start`, from `pose`.
        init(
            _ animation: AnimationDescription, tracks: [TrackDescription], on view: UIView, from pose: Pose,
            start: CFTimeInterval, size: LayoutSize
        ) {
            self.view = view
            var own = animation
            own.tracks = tracks.map { $0.resolved(in: size, target: .control) }
            motion = AmbientMotion(own, startingFrom: [.control: pose], start: start)
            var once = own
            once.repetition = .once
            let forward = Timeline(animations: [once], startingFrom: [.control: pose])
            let frames = LayerKeyframes(
                forward: forward, delay: animation.delay, duration: animation.duration)
            let begin = start + animation.delay
            func add(_ keyPath: String, _ motions: [Timeline.Motion], value: (Pose) -> Any) {
                guard !motions.isEmpty else { return }
                let layerAnimation: CAAnimation
                if let schedule = LayerKeyframes.Schedule(of: motions) {
                    layerAnimation = frames.animation(
                        keyPath: keyPath, schedule: schedule, repetition: animation.repetition,
                        beginTime: begin,
                        value: value)
                } else {
                    layerAnimation = LayerMotion.animation(
                        keyPath: keyPath, from: value(forward.pose(of: .control, at: 0)),
                        to: value(forward.pose(of: .control, at: forward.duration)), timing: animation.timing,
                        duration: animation.duration, repetition: animation.repetition, beginTime: begin,
                        velocity: 0)
                }
                if keyPath == "strokeStart" || keyPath == "strokeEnd" {
                    for layer in (view as? ShapeView)?.shapeLayers ?? [] {
                        layer.add(layerAnimation, forKey: "ambient." + keyPath)
                    }
                } else {
                    view.layer.add(layerAnimation, forKey: "ambient." + keyPath)
                }
            }
            let timeline = motion.timeline
            add("opacity", timeline.motions.filter { $0.property == .opacity }) { Float($0.opacity) }
            let turns = timeline.motions.filter { LayerMotion.transformProperties.contains($0.property) }
            if LayerMotion.playsNumbers(turns) {
                // A turn plays as the angle, each transform number under its own key path.
                for number in LayerMotion.numberAnimations(
                    of: turns, forward: forward, animation: animation, start: start)
                {
                    view.layer.add(number.animation, forKey: "ambient." + number.keyPath)
                }
            } else {
                add("transform", turns) { CATransform3DMakeAffineTransform($0.affineTransform) }
            }
            add("strokeStart", timeline.motions.filter { $0.property == .strokeStart }) {
                CGFloat($0.strokeStart)
            }
            add("strokeEnd", timeline.motions.filter { $0.property == .strokeEnd }) { CGFloat($0.strokeEnd) }
        }

        /// Stops where the view is at `now` (host layer time): that presentation becomes the view's
        /// model value, so it stays there without a jump, and the ambient animations go. Returns
        /// the view's pose there.
        func stop(at now: CFTimeInterval) -> Pose {
            let pose = motion.pose(of: .control, at: now)
            let moved = motion.moves(.control)
            if moved.contains(.opacity) { view.alpha = CGFloat(pose.opacity) }
            if !moved.isDisjoint(with: LayerMotion.transformProperties) {
                view.transform = pose.affineTransform
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for layer in (view as? ShapeView)?.shapeLayers ?? [] {
                if moved.contains(.strokeStart) { layer.strokeStart = CGFloat(pose.strokeStart) }
                if moved.contains(.strokeEnd) { layer.strokeEnd = CGFloat(pose.strokeEnd) }
                for key in Self.keys { layer.removeAnimation(forKey: key) }
            }
            CATransaction.commit()
            for key in Self.keys { view.layer.removeAnimation(forKey: key) }
            return pose
        }
    }
#endif
