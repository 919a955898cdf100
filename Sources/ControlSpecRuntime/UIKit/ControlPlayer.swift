#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Shows a control's state looks and plays its transition animations in a host view.
    ///
    /// Images and texts live in `canvas`, a view that covers the host below all its other content (a
    /// `UIButton`'s title and image stay on top) and ignores touches; their frames are the look's
    /// platform-neutral layout (`StateLook.layout(in:measure:)`) for the canvas's size, applied again
    /// whenever the canvas is laid out. The layout's border and background go on the host. `control` tracks move the
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

        /// The view that holds the state's images and texts.
        public var canvas: UIView { layoutCanvas }
        private let layoutCanvas = LayoutCanvas()
        /// The look shown now, with the app's data filled in.
        private var current: StateLook?
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
            layoutCanvas.onLayout = { [weak self] in self?.layOutShown() }
        }

        /// The size the shown look's content asks for (`StateLook.intrinsicSize`), nil when it has
        /// none; generated adapters return it as `intrinsicContentSize`.
        public var intrinsicContentSize: CGSize? {
            current?.intrinsicSize(measure: LookViews.measure).map {
                CGSize(width: $0.width, height: $0.height)
            }
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

        /// The views of the look's images and texts, in layout order, placed by the layout.
        private func makeViews(for look: StateLook) -> [ShownImage] {
            let old = current.map { $0.intrinsicSize(measure: LookViews.measure) }
            current = look
            var made = look.images.map { image in
                let view = images.view(for: image)
                if let imageView = view as? UIImageView {
                    imageView.contentMode = image.contentMode.viewContentMode
                }
                return ShownImage(name: image.name, view: view)
            }
            made += look.texts.map { ShownImage(name: $0.name, view: LookViews.label(for: $0)) }
            for item in made { canvas.addSubview(item.view) }
            layOut(made, look: look)
            if let host, old != look.intrinsicSize(measure: LookViews.measure) {
                host.invalidateIntrinsicContentSize()
            }
            return made
        }

        private func layOutShown() {
            guard let current else { return }
            layOut(shown, look: current)
        }

        /// Puts each view at its layout frame (through `bounds` and `center`, so a pose's transform
        /// stays), then gives image views the look's values.
        private func layOut(_ views: [ShownImage], look: StateLook) {
            let size = canvas.bounds.size
            let layout = look.layout(
                in: LayoutSize(width: Double(size.width), height: Double(size.height)),
                measure: LookViews.measure)
            for (item, placed) in zip(views, layout.items) {
                let frame = placed.frame.cgRect
                item.view.bounds = CGRect(origin: .zero, size: frame.size)
                item.view.center = CGPoint(x: frame.midX, y: frame.midY)
            }
            for value in look.values {
                guard case .image(let name) = value.target, case .constant(let number) = value.source else {
                    continue
                }
                for item in views where item.name == name { set(value.property, to: number, on: item.view) }
            }
        }

        /// A look value on an image view: its alpha, its transform or its shapes' stroke.
        private func set(_ property: TrackDescription.Property, to value: Double, on view: UIView) {
            let key = ObjectIdentifier(view)
            var pose = poses[key] ?? Pose()
            pose[property] = value
            poses[key] = pose
            view.alpha = CGFloat(pose.opacity)
            view.transform = pose.affineTransform
            guard let shapeView = view as? ShapeView, property == .strokeStart || property == .strokeEnd
            else {
                return
            }
            for layer in shapeView.shapeLayers {
                if property == .strokeStart {
                    layer.strokeStart = CGFloat(value)
                } else {
                    layer.strokeEnd = CGFloat(value)
                }
            }
        }

        private func apply(_ look: StateLook) {
            guard let host else { return }
            if let border = look.layout.border {
                host.layer.borderWidth = CGFloat(border.width)
                host.layer.borderColor = border.color.uiColor.cgColor
                host.layer.cornerRadius = CGFloat(border.cornerRadius)
            }
            if let background = look.layout.background { host.backgroundColor = background.uiColor }
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
