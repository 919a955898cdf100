#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Shows a control's state looks and plays its transition animations in a host view.
    ///
    /// Images live in a canvas view that covers the host and ignores touches; `control` tracks move
    /// the host itself.
    @MainActor
    public final class ControlPlayer {
        private struct ShownImage {
            var name: String
            var view: UIView
        }

        private weak var host: UIView?
        private let canvas = UIView()
        private var shown: [ShownImage] = []
        /// Where the last animation left each view (the host and the shown images): a track without
        /// `from` starts there.
        private var poses: [ObjectIdentifier: Pose] = [:]

        public init() {
            canvas.isUserInteractionEnabled = false
            canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }

        /// Puts the canvas into `host`.
        public func attach(to host: UIView) {
            self.host = host
            canvas.frame = host.bounds
            host.addSubview(canvas)
        }

        /// Shows `look` at once.
        public func show(_ look: StateLook) {
            Self.remove(shown)
            forgetPoses(of: shown)
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
            var keepsOutgoing = false
            for animation in animations {
                keepsOutgoing = keepsOutgoing || animation.tracks.contains { $0.target == .outgoing }
                play(animation, host: host, outgoing: outgoing)
            }
            if !keepsOutgoing { Self.remove(outgoing) }
            forgetPoses(of: outgoing)
        }

        private func play(_ animation: AnimationDescription, host: UIView, outgoing: [ShownImage]) {
            var moves: [(view: UIView, to: Pose)] = []
            for target in Pose.targets(of: animation) {
                for view in views(of: target, host: host, outgoing: outgoing) {
                    let key = ObjectIdentifier(view)
                    let (from, to) = Pose.poses(of: target, in: animation, current: poses[key] ?? Pose())
                    view.alpha = CGFloat(from.opacity)
                    view.transform = from.affineTransform
                    playStroke(animation, of: target, on: view)
                    poses[key] = to
                    moves.append((view, to))
                }
            }
            switch animation.timing {
            case .curve(let curve):
                UIView.animate(
                    withDuration: animation.duration, delay: animation.delay, options: curve.viewOptions,
                    animations: { Self.move(moves) }, completion: { _ in Self.remove(outgoing) })
            case .spring(let spring):
                UIView.animate(
                    withDuration: animation.duration, delay: animation.delay,
                    usingSpringWithDamping: CGFloat(min(spring.dampingRatio, 1)), initialSpringVelocity: 0,
                    options: [], animations: { Self.move(moves) }, completion: { _ in Self.remove(outgoing) })
            }
        }

        private static func move(_ moves: [(view: UIView, to: Pose)]) {
            for move in moves {
                move.view.alpha = CGFloat(move.to.opacity)
                move.view.transform = move.to.affineTransform
            }
        }

        private func forgetPoses(of images: [ShownImage]) {
            for image in images { poses[ObjectIdentifier(image.view)] = nil }
        }

        private static func remove(_ images: [ShownImage]) {
            for image in images { image.view.removeFromSuperview() }
        }

        /// Plays the `strokeStart`/`strokeEnd` tracks of `target` on the shape layers of `view`.
        private func playStroke(
            _ animation: AnimationDescription, of target: TrackDescription.Target, on view: UIView
        ) {
            guard let shapeView = view as? ShapeView else { return }
            for track in animation.tracks where track.target == target {
                let keyPath: String
                switch track.property {
                case .strokeStart: keyPath = "strokeStart"
                case .strokeEnd: keyPath = "strokeEnd"
                default: continue
                }
                for shapeLayer in shapeView.shapeLayers {
                    let stroke = CABasicAnimation(keyPath: keyPath)
                    stroke.fromValue = track.from ?? (track.property == .strokeStart ? 0 : 1)
                    stroke.toValue = track.to
                    stroke.duration = animation.duration
                    stroke.beginTime = CACurrentMediaTime() + animation.delay
                    stroke.fillMode = .backwards
                    if case .curve(let curve) = animation.timing {
                        stroke.timingFunction = curve.mediaTimingFunction
                    }
                    if track.property == .strokeStart {
                        shapeLayer.strokeStart = CGFloat(track.to)
                    } else {
                        shapeLayer.strokeEnd = CGFloat(track.to)
                    }
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
                let view: UIView
                switch image.source {
                case .asset(let name):
                    let imageView = UIImageView(image: UIImage(named: name))
                    imageView.contentMode = .scaleAspectFit
                    view = imageView
                case .symbol(let name):
                    let imageView = UIImageView(image: UIImage(systemName: name))
                    imageView.contentMode = .scaleAspectFit
                    view = imageView
                case .shape(let primitives):
                    view = ShapeView(primitives: primitives)
                case .property, .empty:
                    view = UIImageView(image: nil)
                }
                view.frame = canvas.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                canvas.addSubview(view)
                return ShownImage(name: image.name, view: view)
            }
        }

        private func apply(_ look: StateLook) {
            guard let host else { return }
            if let alpha = look.alpha { host.alpha = CGFloat(alpha) }
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
