import CoreGraphics

/// How a layer animation's time runs before and after it.
public struct CAMediaTimingFillMode: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CAMediaTimingFunctionName: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
open class CAMediaTimingFunction {
    /// The two inner control points, as the double records them.
    public let controlPoints: [Float]

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: controlPoints = [0, 0, 1, 1]
        case .easeIn: controlPoints = [0.42, 0, 1, 1]
        case .easeOut: controlPoints = [0, 0, 0.58, 1]
        case .easeInEaseOut: controlPoints = [0.42, 0, 0.58, 1]
        default: controlPoints = [0.25, 0.1, 0.25, 1]
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }
}

/// Told when a layer animation stops.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

open class CAAnimation {
    public init() {}
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    /// How many times the animation plays (`CAMediaTiming`'s `repeatCount`); 0 plays it once.
    open var repeatCount: Float = 0
    /// Whether each play runs forward and then backward (`CAMediaTiming`'s `autoreverses`).
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
}

open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

/// A spring: its duration is the settling duration of the physical parameters.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// When the spring comes to rest (within 0.1% of its distance), from its parameters.
    open var settlingDuration: CFTimeInterval {
        let omega = (Double(stiffness) / Double(mass)).squareRoot()
        let zeta = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        guard zeta > 0 else { return .infinity }
        return -log(0.001) / (zeta * omega)
    }
}

extension CAAnimation {
    /// Seconds the animation is active: its duration, times its repeat count (at least once), twice
    /// when it autoreverses.
    public var activeDuration: CFTimeInterval {
        duration * Double(max(repeatCount, 1)) * (autoreverses ? 2 : 1)
    }
}
