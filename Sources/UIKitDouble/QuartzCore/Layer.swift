import CoreGraphics

/// A layer: model values, sublayers, and the animations added to it. `presentation()` shows the
/// values the animations have reached on the double's clock (linear progress, no curve), read in the
/// layer's own time space (`CAMediaTiming`: `beginTime`, `speed`, `timeOffset` of it and its
/// superlayers).
open class CALayer {
    /// A change that animated implicitly: a property of a layer in a tree written outside a
    /// transaction that disables actions. Views' own layers (with a delegate) never animate so.
    public struct ImplicitAnimation: Sendable {
        public var key: String
    }

    nonisolated(unsafe) public static var implicitAnimations: [ImplicitAnimation] = []

    public required init() {}

    /// A copy of `layer`'s model values (how Core Animation makes presentation layers).
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        opacity = other.opacity
        transform = other.transform
    }

    /// The view a view's backing layer belongs to; such a layer never animates implicitly.
    open weak var delegate: AnyObject?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    private var animations: [(key: String, animation: CAAnimation)] = []

    open var bounds: CGRect = .zero { didSet { changed("bounds") } }
    open var position: CGPoint = .zero { didSet { changed("position") } }
    open var opacity: Float = 1 { didSet { changed("opacity") } }
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var cornerRadius: CGFloat = 0
    /// The layer's begin time in its superlayer's time space (`CAMediaTiming`).
    open var beginTime: CFTimeInterval = 0
    /// How fast the layer's time runs against its superlayer's; 0 pauses it (`CAMediaTiming`).
    open var speed: Float = 1
    /// An offset added to the layer's local time (`CAMediaTiming`).
    open var timeOffset: CFTimeInterval = 0
    /// The affine part of the layer's transform (the double has no 3D transforms).
    var transform: CGAffineTransform = .identity { didSet { changed("transform") } }

    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
        }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open func affineTransform() -> CGAffineTransform { transform }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = m }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Adds a copy of `anim` (Core Animation copies it); an animation of the same key is replaced
    /// and told it did not finish.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(animations.count)"
        removeAnimation(forKey: key)
        if anim.beginTime == 0 { anim.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        animations.append((key, anim))
        CADoubleClock.track(self)
        anim.delegate?.animationDidStart(anim)
    }

    open func animation(forKey key: String) -> CAAnimation? {
        animations.first { $0.key == key }?.animation
    }

    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }

    open func removeAnimation(forKey key: String) {
        guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
        let removed = animations.remove(at: index).animation
        removed.delegate?.animationDidStop(removed, finished: false)
    }

    open func removeAllAnimations() {
        for key in animations.map(\.key) { removeAnimation(forKey: key) }
    }

    /// The layer as it appears now: each animated value where its animation has got to.
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        for (_, animation) in animations {
            if let keyframe = animation as? CAKeyframeAnimation, let keyPath = keyframe.keyPath {
                copy.setPresentationValue(of: keyPath, keyframe, model: self)
            }
            guard let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath else { continue }
            copy.setPresentationValue(of: keyPath, basic, model: self)
        }
        return copy
    }

    /// Converts `t` from `layer`'s time space (the global media time when `nil`) to this layer's.
    /// Each layer's local time is `(parent time - beginTime) * speed + timeOffset`.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's time space to `layer`'s (the global media time when `nil`).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer?.localTime(fromGlobal: global) ?? global
    }

    private func localTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromGlobal: time) ?? time
        return (parent - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// The inverse of `localTime(fromGlobal:)`; a paused layer (speed 0) maps every time to its begin.
    private func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (time - timeOffset) / CFTimeInterval(speed) + beginTime
        return superlayer?.globalTime(fromLocal: parent) ?? parent
    }

    /// Ends the animations that are over by the global media time `time` (they finished) unless
    /// they stay on the layer.
    func finishAnimations(at time: CFTimeInterval) {
        let local = convertTime(time, from: nil)
        let over = animations.filter { $0.animation.beginTime + $0.animation.activeDuration <= local }
        for (key, animation) in over where animation.isRemovedOnCompletion {
            animations.removeAll { $0.key == key }
            animation.delegate?.animationDidStop(animation, finished: true)
        }
    }

    /// Sets `keyPath` on this presentation copy to where `animation` has got to.
    open func setPresentationValue(of keyPath: String, _ animation: CABasicAnimation, model: CALayer) {
        let progress = model.progress(of: animation)
        switch keyPath {
        case "opacity":
            let from = animation.fromValue as? Float ?? model.opacity
            let to = animation.toValue as? Float ?? model.opacity
            opacity = from + (to - from) * Float(progress)
        case "transform":
            let from = Self.affineValue(animation.fromValue) ?? model.transform
            let to = Self.affineValue(animation.toValue) ?? model.transform
            transform = Self.mix(from, to, progress)
        case _ where Self.transformKeyPaths.contains(keyPath):
            let from = Self.numberValue(animation.fromValue) ?? model.transformNumber(keyPath)
            let to = Self.numberValue(animation.toValue) ?? model.transformNumber(keyPath)
            setTransformNumber(keyPath, to: from + (to - from) * progress)
        default: break
        }
    }

    /// How far `animation`, added to this layer, has run in the layer's time on the double's clock
    /// within its current play, 0...1 (linear; before its begin time 0): a repeat starts again at 0,
    /// an autoreversing play runs back to 0, and after its active duration it stays where its last
    /// play ended.
    public func progress(of animation: CAAnimation) -> Double {
        guard animation.duration > 0 else { return 1 }
        let elapsed = max(convertTime(CACurrentMediaTime(), from: nil) - animation.beginTime, 0)
        let period = animation.autoreverses ? 2 * animation.duration : animation.duration
        let within =
            elapsed >= animation.activeDuration ? period : elapsed.truncatingRemainder(dividingBy: period)
        let forward = animation.autoreverses && within > animation.duration ? period - within : within
        return min(max(forward / animation.duration, 0), 1)
    }

    static func mix(_ from: CGAffineTransform, _ to: CGAffineTransform, _ progress: Double)
        -> CGAffineTransform
    {
        func blend(_ start: CGFloat, _ end: CGFloat) -> CGFloat { start + (end - start) * CGFloat(progress) }
        return CGAffineTransform(
            a: blend(from.a, to.a), b: blend(from.b, to.b), c: blend(from.c, to.c), d: blend(from.d, to.d),
            tx: blend(from.tx, to.tx), ty: blend(from.ty, to.ty))
    }

    /// Records an implicit animation when the write would make one on a device.
    func changed(_ key: String) {
        guard delegate == nil, superlayer != nil, !CATransaction.disableActions() else { return }
        Self.implicitAnimations.append(ImplicitAnimation(key: key))
    }
}
