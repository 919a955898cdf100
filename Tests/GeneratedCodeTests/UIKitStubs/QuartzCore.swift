// Test-only stand-in for the QuartzCore API the runtime uses (signatures from Apple's
// documentation), so the UIKit player type-checks on Linux.
@_exported import CoreGraphics

public typealias CFTimeInterval = Double

public func CACurrentMediaTime() -> CFTimeInterval { 0 }

open class CALayer {
    public init() {}
    open var frame: CGRect = .zero
    open func addSublayer(_ layer: CALayer) {}
    open func add(_ anim: CAAnimation, forKey key: String?) {}
}

public struct CAShapeLayerLineCap: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

public struct CAMediaTimingFillMode: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
}

public struct CAMediaTimingFunctionName: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
}

open class CAMediaTimingFunction {
    public init(name: CAMediaTimingFunctionName) {}
}

open class CAAnimation {
    public init() {}
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var fillMode: CAMediaTimingFillMode = .forwards
    open var timingFunction: CAMediaTimingFunction?
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}
