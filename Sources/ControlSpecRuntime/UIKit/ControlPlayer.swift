#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Shows a control's state looks and plays its transition animations in a host view.
    ///
    /// Images and texts live in `canvas`, a view that covers the host below all its other content (a
    /// `UIButton`'s title and image stay on top) and ignores touches; their frames are the look's
    /// platform-neutral layout (`StateLook.layout(in:measure:)`) for the canvas's size, applied again
    /// whenever the canvas is laid out. The layout's border and background go on the host. `control` tracks and
    /// the look's `control` values move the host: their pose is composed with the transform and alpha
    /// the app gave the host, never written over them. Every view follows a `Timeline` of the tracks that move it, played as
    /// Core Animation animations (`CASpringAnimation` for springs, the curve's
    /// `CAMediaTimingFunction` otherwise). A track that interrupts a running animation starts from
    /// where that view's timeline has it, with its velocity, and an animation's completion removes
    /// only the views no later animation took over, so an interruption never snaps and never
    /// removes too much.
    @MainActor
    public final class ControlPlayer {
        private struct ShownImage {
            var name: String
            var isText: Bool
            var view: UIView
        }

        /// A view's timeline and the time it started at, in the host layer's time space.
        private struct RunningMotion {
            var timeline: Timeline
            var start: CFTimeInterval

            func presentation(at time: CFTimeInterval) -> Timeline.Presentation {
                timeline.presentation(of: .control, at: time - start)
            }
        }

        /// One view's alpha and transform.
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
        let images: ImageLoader
        /// The order the control's views stack in across states (`ControlMachine.stackingOrder`).
        var stackingOrder: [String] = []
        private weak var host: UIView?
        private var shown: [ShownImage] = []
        /// The shown views the last move brought (`incoming`); the others stayed.
        private var arriving: [UIView] = []
        /// Where each view's animations end (the host's entry is the pose of the `control` tracks).
        private var poses: [ObjectIdentifier: Pose] = [:]
        /// The animation each moving view belongs to; a later animation takes a view over.
        private var owners: [ObjectIdentifier: Int] = [:]
        /// Each moving view's timeline.
        private var motions: [ObjectIdentifier: RunningMotion] = [:]
        /// Per running animation, the outgoing views it removes when it ends.
        private var leaving: [Int: [UIView]] = [:]
        /// The shown look's ambient animations, one per view they move.
        private var ambientRuns: [AmbientRun] = []
        private var serial = 0
        private var host_ = HostComposition()
        /// The accessibility label the player last wrote; nil before the first.
        private var writtenLabel: String?
        /// The border the player last wrote; nil before the first.
        private var writtenBorder: BorderDescription?

        /// A player that loads images with `images`.
        init(images: ImageLoader = ImageLoader()) {
            self.images = images
            canvas.isUserInteractionEnabled = false
            canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            layoutCanvas.onLayout = { [weak self] in self?.layOutShown() }
            layoutCanvas.onAppearanceChange = { [weak self] in self?.resolveBorderColor() }
            layoutCanvas.onContentSizeChange = { [weak self] in self?.followContentSize() }
        }

        /// Measures a text as UIKit does under the canvas's traits (its Dynamic Type size).
        private var measure: TextMeasure {
            let traits = layoutCanvas.traitCollection
            return { LookViews.measure($0, traits: traits) }
        }

        /// The user's text size changed: the shown texts take their fonts at the new size, the look is
        /// laid out again, and Auto Layout hears that the intrinsic size changed.
        private func followContentSize() {
            guard let current else { return }
            for item in shown {
                guard let label = item.view as? UILabel,
                    let text = current.texts.first(where: { $0.name == item.name })
                else { continue }
                label.font = LookViews.font(text.font, traits: layoutCanvas.traitCollection)
            }
            layOutShown()
            host?.invalidateIntrinsicContentSize()
        }

        /// The size the shown look's content asks for (`StateLook.intrinsicSize`), nil when it has
        /// none; generated adapters return it as `intrinsicContentSize`.
        public var intrinsicContentSize: CGSize? {
            current?.intrinsicSize(measure: measure).map {
                CGSize(width: $0.width, height: $0.height)
            }
        }

        /// Puts the canvas into `host`, below everything the host already shows.
        func attach(to host: UIView) {
            self.host = host
            canvas.frame = host.bounds
            host.insertSubview(canvas, at: 0)
        }

        /// Shows `look` at once; the views of what it shows alike keep their identity.
        func show(_ look: StateLook) {
            for image in moveViews(from: current, to: look) { forget(image.view) }
            apply(look)
            playAmbient(of: look)
        }

        /// Moves the shown views from `old`'s look to `look` as `LookStack` says: the views of what
        /// both show alike stay, the others are made (`arriving`), all stacked in the stack's order.
        /// Returns the views that leave, still in the canvas, below or among the new ones.
        private func moveViews(from old: StateLook?, to look: StateLook) -> [ShownImage] {
            let stack = LookStack(from: old, to: look, order: stackingOrder)
            let kept = shown.filter { Self.stays($0, in: stack) }
            let isKept = { (image: ShownImage) in kept.contains { $0.view === image.view } }
            let outgoing = shown.filter { !isKept($0) }
            shown = makeViews(for: look, keeping: kept)
            arriving = shown.filter { !isKept($0) }.map(\.view)
            restack(stack, outgoing: outgoing)
            return outgoing
        }

        /// Whether `image`'s view stays through the move `stack` (`LookStack`: shown alike by both looks).
        private static func stays(_ image: ShownImage, in stack: LookStack) -> Bool {
            stack.layers.contains {
                $0.role == .staying && $0.name == image.name && $0.isText == image.isText
            }
        }

        /// Puts the canvas's views in the stack's order, bottom to top: a staying or arriving layer's
        /// view is the shown one, a leaving layer's the outgoing one.
        private func restack(_ stack: LookStack, outgoing: [ShownImage]) {
            for layer in stack.layers {
                let candidates = layer.role == .leaving ? outgoing : shown
                guard
                    let item = candidates.first(where: { $0.name == layer.name && $0.isText == layer.isText })
                else { continue }
                canvas.bringSubviewToFront(item.view)
            }
        }

        /// Moves from `old` to `new`, playing `animations` (all start together); shows `new` at once
        /// when there is none.
        func play(_ animations: [AnimationDescription], from old: StateLook, to new: StateLook) {
            guard !animations.isEmpty, let host else {
                show(new)
                return
            }
            let outgoing = moveViews(from: old, to: new)
            apply(new)
            host_.sync(with: host)
            playAmbient(of: new)
            for animation in animations { play(animation, host: host, outgoing: outgoing) }
            for image in outgoing where !leaving.values.contains(where: { $0.contains { $0 === image.view } })
            {
                forget(image.view)
            }
        }

        private func play(_ animation: AnimationDescription, host: UIView, outgoing: [ShownImage]) {
            serial += 1
            let id = serial
            // The control's views share the host layer's time space (`CAMediaTiming`); times there
            // follow a slowed or paused superlayer as Core Animation reads animations' begin times.
            let now = host.layer.convertTime(CACurrentMediaTime(), from: nil)
            let completion = LayerMotionCompletion { [weak self] finished in
                self?.ended(id, finished: finished)
            }
            var moved: [UIView] = []
            for target in Pose.targets(of: animation) {
                for view in views(of: target, host: host, outgoing: outgoing)
                where !moved.contains(where: { $0 === view }) {
                    moved.append(view)
                }
            }
            for view in moved {
                let key = ObjectIdentifier(view)
                // A view still moving starts where its timeline has it, even where a track gives
                // `from`: an interruption never snaps.
                let running = owners[key] != nil ? motions[key] : nil
                let start =
                    running?.presentation(at: now) ?? Timeline.Presentation(pose: poses[key] ?? Pose())
                let tracks = animation.tracks.filter {
                    views(of: $0.target, host: host, outgoing: outgoing).contains { $0 === view }
                }
                var own = animation
                let size = LayoutSize(width: Double(host.bounds.width), height: Double(host.bounds.height))
                own.tracks = tracks.map { $0.resolved(in: size, target: .control, keepsFrom: running == nil) }
                let timeline = Timeline(animations: [own], startingFrom: [.control: start])
                // Core Animation is given one forward play and repeats it; the view ends where the
                // last play ends (back at the start when it autoreverses).
                var once = own
                once.repetition = .once
                let forward = Timeline(animations: [once], startingFrom: [.control: start])
                let from = forward.pose(of: .control, at: 0)
                let to = timeline.pose(of: .control, at: timeline.duration)
                playStroke(animation, of: tracks, on: view, from: from, completion: completion)
                let fromMove = move(view, to: from, host: host)
                let forwardMove = move(view, to: forward.pose(of: .control, at: forward.duration), host: host)
                let toMove = move(view, to: to, host: host)
                Self.perform([toMove])
                if view === host { host_.wrote(alpha: toMove.alpha, transform: toMove.transform) }
                // Keyframe motions play as `CAKeyframeAnimation`s through the view's values at
                // their key times. Each motion begins at its own delay (a sequenced track's `begin`
                // later) and holds its start value before (`fillMode` `.backwards`).
                for motion in timeline.motions where motion.property == .opacity {
                    let begin = now + motion.delay
                    if let schedule = LayerKeyframes.Schedule(of: [motion]) {
                        let opacity = LayerKeyframes(forward: forward, timedAs: motion).animation(
                            keyPath: "opacity", schedule: schedule, repetition: animation.repetition,
                            beginTime: begin
                        ) { Float(move(view, to: $0, host: host).alpha) }
                        completion.watch(opacity)
                        view.layer.add(opacity, forKey: "opacity")
                        continue
                    }
                    let opacity = LayerMotion.animation(
                        keyPath: "opacity", from: Float(fromMove.alpha), to: Float(forwardMove.alpha),
                        timing: animation.timing, duration: motion.duration,
                        repetition: animation.repetition, beginTime: begin,
                        velocity: LayerMotion.normalizedVelocity(of: motion))
                    completion.watch(opacity)
                    view.layer.add(opacity, forKey: "opacity")
                }
                let turns = timeline.motions.filter { LayerMotion.transformProperties.contains($0.property) }
                if !turns.isEmpty {
                    for keyPath in LayerMotion.transformKeyPaths {
                        view.layer.removeAnimation(forKey: keyPath)
                    }
                }
                // The transform motions share their delay and duration unless the tracks are
                // sequenced; all but one of them start with it otherwise.
                let first = turns.first
                let keyframes = first.map { LayerKeyframes(forward: forward, timedAs: $0) }
                let begin = now + (first?.delay ?? animation.delay)
                if LayerMotion.playsNumbers(turns) && (view !== host || host_.showsPoseAlone) {
                    // A turn plays as the angle, and sequenced motions each at their own time: each
                    // transform number under its own key path.
                    for number in LayerMotion.numberAnimations(
                        of: turns, forward: forward, animation: animation, start: now)
                    {
                        completion.watch(number.animation)
                        view.layer.add(number.animation, forKey: number.keyPath)
                    }
                } else if let keyframes, let schedule = LayerKeyframes.Schedule(of: turns) {
                    let transform = keyframes.animation(
                        keyPath: "transform", schedule: schedule, repetition: animation.repetition,
                        beginTime: begin
                    ) { CATransform3DMakeAffineTransform(move(view, to: $0, host: host).transform) }
                    completion.watch(transform)
                    view.layer.add(transform, forKey: "transform")
                } else if let motion = turns.first(where: { $0.to != $0.from }) ?? turns.first {
                    let transform = LayerMotion.animation(
                        keyPath: "transform", from: CATransform3DMakeAffineTransform(fromMove.transform),
                        to: CATransform3DMakeAffineTransform(forwardMove.transform), timing: animation.timing,
                        duration: motion.duration, repetition: animation.repetition, beginTime: begin,
                        velocity: LayerMotion.normalizedVelocity(of: motion))
                    completion.watch(transform)
                    view.layer.add(transform, forKey: "transform")
                }
                poses[key] = to
                owners[key] = id
                motions[key] = RunningMotion(timeline: timeline, start: now)
                if outgoing.contains(where: { $0.view === view }) {
                    leaving[id, default: []].append(view)
                }
            }
            if moved.isEmpty || !completion.isWaiting { ended(id, finished: true) }
        }

        /// Stops the ambient animations of the look shown before where their views are (the
        /// transition's tracks without `from` move on from there), and starts those of `look` on
        /// its views; an animation both looks play continues from when it started.
        private func playAmbient(of look: StateLook) {
            guard let host, !(ambientRuns.isEmpty && look.ambient.isEmpty) else { return }
            let now = host.layer.convertTime(CACurrentMediaTime(), from: nil)
            let running = ambientRuns.map(\.motion)
            for run in ambientRuns {
                let pose = run.stop(at: now)
                if run.view.superview != nil { poses[ObjectIdentifier(run.view)] = pose }
            }
            ambientRuns = []
            let size = LayoutSize(width: Double(host.bounds.width), height: Double(host.bounds.height))
            for animation in look.ambient {
                var moved: [UIView] = []
                // An ambient animation's `incoming` is every view of the state's look.
                for target in Pose.targets(of: animation) {
                    for view in views(of: target, host: host, outgoing: [], incoming: shown.map(\.view))
                    where !moved.contains(where: { $0 === view }) {
                        moved.append(view)
                    }
                }
                for view in moved {
                    let tracks = animation.tracks.filter {
                        views(of: $0.target, host: host, outgoing: [], incoming: shown.map(\.view)).contains {
                            $0 === view
                        }
                    }
                    ambientRuns.append(
                        AmbientRun(
                            animation, tracks: tracks, on: view,
                            from: poses[ObjectIdentifier(view)] ?? Pose(),
                            start: AmbientMotion.start(of: animation.name, continuing: running, at: now),
                            size: size))
                }
            }
        }

        /// An animation ended: its outgoing views go unless a later animation took them over, and its
        /// views are at rest. An interrupted animation (`finished` false) thereby leaves alone what
        /// the interrupting one now moves.
        private func ended(_ id: Int, finished: Bool) {
            for view in leaving.removeValue(forKey: id) ?? [] where owners[ObjectIdentifier(view)] == id {
                forget(view)
            }
            for (key, owner) in owners where owner == id {
                owners[key] = nil
                motions[key] = nil
            }
        }

        private func forget(_ view: UIView) {
            let key = ObjectIdentifier(view)
            poses[key] = nil
            owners[key] = nil
            motions[key] = nil
            view.removeFromSuperview()
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

        /// Plays the `strokeStart`/`strokeEnd` tracks among `tracks` on the shape layers of `view`,
        /// from the stroke values of `from` (where the view's timeline starts). `completion` waits
        /// for them too, so an outgoing view that is only stroked away stays until the stroke ends.
        private func playStroke(
            _ animation: AnimationDescription, of tracks: [TrackDescription], on view: UIView, from: Pose,
            completion: LayerMotionCompletion
        ) {
            guard let shapeView = view as? ShapeView else { return }
            for track in tracks where track.property == .strokeStart || track.property == .strokeEnd {
                let keyPath = track.property == .strokeStart ? "strokeStart" : "strokeEnd"
                let start = from[track.property]
                let span = track.span(in: animation)
                var velocity = 0.0
                if case .spring(let spring) = animation.timing, track.to != start {
                    velocity = spring.velocity / (track.to - start)
                }
                for shapeLayer in shapeView.shapeLayers {
                    let stroke: CAAnimation
                    let begin =
                        shapeLayer.convertTime(CACurrentMediaTime(), from: nil) + animation.delay + span.begin
                    if let keyframes = track.keyframes {
                        stroke = LayerKeyframes.animation(
                            keyPath: keyPath, values: keyframes.values.map { CGFloat($0) },
                            keyTimes: keyframes.keyTimes, curves: keyframes.curves,
                            duration: span.duration,
                            repetition: animation.repetition, beginTime: begin)
                    } else {
                        stroke = LayerMotion.animation(
                            keyPath: keyPath, from: CGFloat(start), to: CGFloat(track.to),
                            timing: animation.timing, duration: span.duration,
                            repetition: animation.repetition, beginTime: begin, velocity: velocity)
                    }
                    let end =
                        animation.repetition.autoreverses ? (track.keyframes?.values[0] ?? start) : track.to
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    if track.property == .strokeStart {
                        shapeLayer.strokeStart = CGFloat(end)
                    } else {
                        shapeLayer.strokeEnd = CGFloat(end)
                    }
                    CATransaction.commit()
                    completion.watch(stroke)
                    shapeLayer.add(stroke, forKey: keyPath)
                }
            }
        }

        /// The views `target` moves: `incoming` the views the move brought (`LookStack`'s arriving
        /// layers; a view that stays is moved by its own tracks only), `outgoing` the leaving ones.
        private func views(
            of target: TrackDescription.Target, host: UIView, outgoing: [ShownImage],
            incoming: [UIView]? = nil
        ) -> [UIView] {
            switch target {
            case .control: [host]
            case .incoming: incoming ?? arriving
            case .outgoing: outgoing.map(\.view)
            case .image(let name): (shown + outgoing).filter { $0.name == name }.map(\.view)
            }
        }

        /// The views of the look's images and texts, in layout order, placed by the layout: the
        /// `kept` ones as they are, the others made and added.
        private func makeViews(for look: StateLook, keeping kept: [ShownImage]) -> [ShownImage] {
            let measure = self.measure
            let old = current.map { $0.intrinsicSize(measure: measure) }
            current = look
            func keptView(_ name: String, isText: Bool) -> ShownImage? {
                kept.first { $0.name == name && $0.isText == isText }
            }
            var made = look.images.map { image in
                if let view = keptView(image.name, isText: false) { return view }
                let view = images.view(for: image)
                if let imageView = view as? UIImageView {
                    imageView.contentMode = image.contentMode.viewContentMode
                }
                return ShownImage(name: image.name, isText: false, view: view)
            }
            made += look.texts.map {
                keptView($0.name, isText: true)
                    ?? ShownImage(
                        name: $0.name, isText: true,
                        view: LookViews.label(for: $0, traits: layoutCanvas.traitCollection))
            }
            for item in made where item.view.superview !== canvas { canvas.addSubview(item.view) }
            layOut(made, look: look)
            if let host, old != look.intrinsicSize(measure: measure) {
                host.invalidateIntrinsicContentSize()
            }
            return made
        }

        /// Lays the shown look out again for the canvas's new size, and the host's `control` values
        /// with it (a translation may count in fractions of the size).
        private func layOutShown() {
            guard let current else { return }
            layOut(shown, look: current)
            if let host, current.values.contains(where: { $0.target == .control }) {
                applyAlphaAndValues(of: current, to: host)
            }
        }

        /// Puts each view at its layout frame (through `bounds` and `center`, so a pose's transform
        /// stays), then gives image views the look's values.
        private func layOut(_ views: [ShownImage], look: StateLook) {
            let size = canvas.bounds.size
            let layout = look.layout(
                in: LayoutSize(width: Double(size.width), height: Double(size.height)),
                measure: measure)
            for (item, placed) in zip(views, layout.items) {
                let frame = placed.frame.cgRect
                item.view.bounds = CGRect(origin: .zero, size: frame.size)
                item.view.center = CGPoint(x: frame.midX, y: frame.midY)
            }
            let canvasSize = LayoutSize(width: Double(size.width), height: Double(size.height))
            for value in look.values {
                guard case .image(let name) = value.target, case .constant(let number) = value.source else {
                    continue
                }
                let points = value.unit.points(number, in: canvasSize)
                for item in views where item.name == name { set(value.property, to: points, on: item.view) }
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

        /// The look's alpha and its `control` values on the host, at once: the values (translations
        /// in points of the host's size) go into the host's pose, composed with the app's transform
        /// and alpha like a `control` track's pose (`alpha` × opacity, then the pose's transform on top
        /// of the app's). An animation played with the look starts from that pose.
        private func applyAlphaAndValues(of look: StateLook, to host: UIView) {
            let size = LayoutSize(width: Double(host.bounds.width), height: Double(host.bounds.height))
            let values: [(TrackDescription.Property, Double)] = look.values.compactMap { value in
                guard value.target == .control, case .constant(let number) = value.source else { return nil }
                return (value.property, value.unit.points(number, in: size))
            }
            guard look.alpha != nil || !values.isEmpty else { return }
            host_.sync(with: host)
            if let alpha = look.alpha { host_.lookAlpha = CGFloat(alpha) }
            let key = ObjectIdentifier(host)
            var pose = poses[key] ?? Pose()
            for (property, number) in values { pose[property] = number }
            poses[key] = pose
            let placed = move(host, to: pose, host: host)
            host.alpha = placed.alpha
            if !values.isEmpty { host.transform = placed.transform }
            host_.wrote(alpha: host.alpha, transform: host.transform)
        }

        /// The border's color as the host shows it now, like every other color of the look: again
        /// whenever the traits or the tint change.
        private func resolveBorderColor() {
            guard let host, let border = writtenBorder else { return }
            host.layer.borderColor = border.color.cgColor(in: host)
        }

        private func apply(_ look: StateLook) {
            guard let host else { return }
            // Every state shares the layout's border: written when it changes (the first look), so
            // a corner radius or border the app sets afterwards stays the app's.
            if let border = look.layout.border, border != writtenBorder {
                host.layer.borderWidth = CGFloat(border.width)
                host.layer.cornerRadius = CGFloat(border.cornerRadius)
                writtenBorder = border
                resolveBorderColor()
            }
            if let background = look.layout.background { host.backgroundColor = background.uiColor }
            applyAlphaAndValues(of: look, to: host)
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
            // The label is the app's once it differs from the one last written (set in Interface
            // Builder, or by the app after a state change): the look never writes over it. An empty
            // label is none, so a `UIButton` titled with `setTitle(_:for:)` reads that title.
            if let label = look.accessibilityLabel, host.accessibilityLabel == writtenLabel {
                let written = label.isEmpty ? nil : label
                host.accessibilityLabel = written
                writtenLabel = written
            }
            if let value = look.accessibilityValue { host.accessibilityValue = value }
        }
    }
#endif
