#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Shows a control's state looks and plays its transition animations in a host view.
    ///
    /// Images live in `canvas`, a view that covers the host below all its other content (a
    /// `UIButton`'s title and image stay on top) and ignores touches. `control` tracks move the
    /// host: their pose is composed with the transform and alpha the app gave the host, never
    /// written over them. A track that interrupts a running animation starts from the value on
    /// screen (the presentation value), and an animation's completion removes only the views no
    /// later animation took over, so an interruption never snaps and never removes too much.
    @MainActor
    public final class ControlPlayer {
        private struct ShownImage {
            var name: String
            var view: UIView
        }

        /// One view's change in an animation block.
        private struct Move {
            var view: UIView
            var alpha: CGFloat
            var transform: CGAffineTransform
        }

        /// The view that holds the state's images.
        public let canvas = UIView()
        /// Where images load from.
        public let images: ImageLoader
        private weak var host: UIView?
        private var shown: [ShownImage] = []
        /// Where each view's animations end (the host's entry is the pose of the `control` tracks).
        private var poses: [ObjectIdentifier: Pose] = [:]
        /// The animation each moving view belongs to; a later animation takes a view over.
        private var owners: [ObjectIdentifier: Int] = [:]
        /// Per running animation, the outgoing views it removes when it ends.
        private var leaving: [Int: [UIView]] = [:]
        private var serial = 0
        private var host_ = HostComposition()

        /// A player that loads images with `images`.
        public init(images: ImageLoader = ImageLoader()) {
            self.images = images
            canvas.isUserInteractionEnabled = false
            canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }

        /// Puts the canvas into `host`, below everything the host already shows.
        public func attach(to host: UIView) {
            self.host = host
            canvas.frame = host.bounds
            host.insertSubview(canvas, at: 0)
        }

        /// Shows `look` at once.
        public func show(_ look: StateLook) {
            for image in shown { forget(image.view) }
            shown = makeViews(for: look)
            apply(look)
        }

        /// Moves from `old` to `new`, playing `animations` (all start together); shows `new` at once
        /// when there is none.
        public func play(_ animations: [AnimationDescription], from old: StateLook, to new: StateLook) {
            guard !animations.isEmpty, let host else {
                show(new)
                return
            }
            let outgoing = shown
            shown = makeViews(for: new)
            apply(new)
            host_.sync(with: host)
            for animation in animations { play(animation, host: host, outgoing: outgoing) }
            for image in outgoing where !leaving.values.contains(where: { $0.contains { $0 === image.view } })
            {
                forget(image.view)
            }
        }

        private func play(_ animation: AnimationDescription, host: UIView, outgoing: [ShownImage]) {
            serial += 1
            let id = serial
            var moves: [Move] = []
            for target in Pose.targets(of: animation) {
                for view in views(of: target, host: host, outgoing: outgoing) {
                    let key = ObjectIdentifier(view)
                    let interrupts = owners[key] != nil
                    let current = interrupts ? onScreenPose(of: view, host: host) : poses[key] ?? Pose()
                    var (from, to) = Pose.poses(of: target, in: animation, current: current)
                    if interrupts {
                        from = Self.keepingStroke(of: from, current)
                    } else {
                        place(view, at: from, host: host)
                    }
                    playStroke(animation, of: target, on: view)
                    poses[key] = to
                    owners[key] = id
                    let change = move(view, to: to, host: host)
                    if view === host { host_.wrote(alpha: change.alpha, transform: change.transform) }
                    moves.append(change)
                    if outgoing.contains(where: { $0.view === view }) {
                        leaving[id, default: []].append(view)
                    }
                }
            }
            let options: UIView.AnimationOptions = [.beginFromCurrentState]
            let completion: @Sendable (Bool) -> Void = { [weak self] finished in
                MainActor.assumeIsolated { self?.ended(id, finished: finished) }
            }
            switch animation.timing {
            case .curve(let curve):
                UIView.animate(
                    withDuration: animation.duration, delay: animation.delay,
                    options: options.union(curve.viewOptions), animations: { Self.perform(moves) },
                    completion: completion)
            case .spring(let spring):
                UIView.animate(
                    withDuration: animation.duration, delay: animation.delay,
                    usingSpringWithDamping: CGFloat(min(spring.dampingRatio, 1)), initialSpringVelocity: 0,
                    options: options, animations: { Self.perform(moves) }, completion: completion)
            }
        }

        /// An animation ended: its outgoing views go unless a later animation took them over, and its
        /// views are at rest. An interrupted animation (`finished` false) thereby leaves alone what
        /// the interrupting one now moves.
        private func ended(_ id: Int, finished: Bool) {
            for view in leaving.removeValue(forKey: id) ?? [] where owners[ObjectIdentifier(view)] == id {
                forget(view)
            }
            for (key, owner) in owners where owner == id { owners[key] = nil }
        }

        private func forget(_ view: UIView) {
            let key = ObjectIdentifier(view)
            poses[key] = nil
            owners[key] = nil
            view.removeFromSuperview()
        }

        /// A stroke is not part of a view's `alpha`/`transform`: it keeps the pose's own value.
        private static func keepingStroke(of pose: Pose, _ current: Pose) -> Pose {
            var result = current
            result.strokeStart = pose.strokeStart
            result.strokeEnd = pose.strokeEnd
            return result
        }

        private static func perform(_ moves: [Move]) {
            for move in moves {
                move.view.alpha = move.alpha
                move.view.transform = move.transform
            }
        }

        private func move(_ view: UIView, to pose: Pose, host: UIView) -> Move {
            if view === host {
                return Move(view: view, alpha: host_.alpha(for: pose), transform: host_.transform(for: pose))
            }
            return Move(view: view, alpha: CGFloat(pose.opacity), transform: pose.affineTransform)
        }

        private func place(_ view: UIView, at pose: Pose, host: UIView) {
            let move = move(view, to: pose, host: host)
            view.alpha = move.alpha
            view.transform = move.transform
            if view === host { host_.wrote(alpha: move.alpha, transform: move.transform) }
        }

        /// Where `view` is on screen now, mid-animation.
        private func onScreenPose(of view: UIView, host: UIView) -> Pose {
            let layer = view.layer.presentation() ?? view.layer
            if view === host {
                return host_.pose(alpha: CGFloat(layer.opacity), transform: layer.affineTransform())
            }
            return Pose(opacity: Double(layer.opacity), transform: layer.affineTransform())
        }

        /// Plays the `strokeStart`/`strokeEnd` tracks of `target` on the shape layers of `view`; a
        /// stroke that interrupts another starts where that one has got to.
        private func playStroke(
            _ animation: AnimationDescription, of target: TrackDescription.Target, on view: UIView
        ) {
            guard let shapeView = view as? ShapeView else { return }
            for track in animation.tracks where track.target == target {
                guard track.property == .strokeStart || track.property == .strokeEnd else { continue }
                let keyPath = track.property == .strokeStart ? "strokeStart" : "strokeEnd"
                for shapeLayer in shapeView.shapeLayers {
                    let model = track.property == .strokeStart ? shapeLayer.strokeStart : shapeLayer.strokeEnd
                    var from = track.from.map { CGFloat($0) } ?? model
                    if shapeLayer.animation(forKey: keyPath) != nil, let screen = shapeLayer.presentation() {
                        from = track.property == .strokeStart ? screen.strokeStart : screen.strokeEnd
                    }
                    let stroke = CABasicAnimation(keyPath: keyPath)
                    stroke.fromValue = from
                    stroke.toValue = CGFloat(track.to)
                    stroke.duration = animation.duration
                    stroke.beginTime = CACurrentMediaTime() + animation.delay
                    stroke.fillMode = .backwards
                    if case .curve(let curve) = animation.timing {
                        stroke.timingFunction = curve.mediaTimingFunction
                    }
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    if track.property == .strokeStart {
                        shapeLayer.strokeStart = CGFloat(track.to)
                    } else {
                        shapeLayer.strokeEnd = CGFloat(track.to)
                    }
                    CATransaction.commit()
                    shapeLayer.add(stroke, forKey: keyPath)
                }
            }
        }

        private func views(
            of target: TrackDescription.Target, host: UIView, outgoing: [ShownImage]
        ) -> [UIView] {
            switch target {
            case .control: [host]
            case .incoming: shown.map(\.view)
            case .outgoing: outgoing.map(\.view)
            case .image(let name): (shown + outgoing).filter { $0.name == name }.map(\.view)
            }
        }

        private func makeViews(for look: StateLook) -> [ShownImage] {
            look.images.map { image in
                let view = images.view(for: image)
                view.frame = canvas.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                canvas.addSubview(view)
                return ShownImage(name: image.name, view: view)
            }
        }

        private func apply(_ look: StateLook) {
            guard let host else { return }
            if let alpha = look.alpha {
                host_.sync(with: host)
                host_.lookAlpha = CGFloat(alpha)
                let value = host_.alpha(for: poses[ObjectIdentifier(host)] ?? Pose())
                host.alpha = value
                host_.wrote(alpha: value, transform: host.transform)
            }
            switch look.tint {
            case nil: break
            case .inherited: host.tintColor = nil
            case .color(let color): host.tintColor = color.uiColor
            }
            if let control = host as? UIControl {
                if let selected = look.selected { control.isSelected = selected }
                if let highlighted = look.highlighted { control.isHighlighted = highlighted }
                if let enabled = look.enabled { control.isEnabled = enabled }
            }
            if let label = look.accessibilityLabel { host.accessibilityLabel = label }
            if let value = look.accessibilityValue { host.accessibilityValue = value }
        }
    }
#endif
