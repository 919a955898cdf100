import CoreGraphics

public struct CAShapeLayerLineCap: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path; `strokeStart`/`strokeEnd` animate in `presentation()`.
open class CAShapeLayer: CALayer {
    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    open var path: CGPath? { didSet { changed("path") } }
    open var fillColor: CGColor? { didSet { changed("fillColor") } }
    open var strokeColor: CGColor? { didSet { changed("strokeColor") } }
    open var lineWidth: CGFloat = 1 { didSet { changed("lineWidth") } }
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var strokeStart: CGFloat = 0 { didSet { changed("strokeStart") } }
    open var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd") } }

    open override func setPresentationValue(
        of keyPath: String, _ animation: CABasicAnimation, model: CALayer
    ) {
        guard keyPath == "strokeStart" || keyPath == "strokeEnd", let model = model as? CAShapeLayer else {
            return super.setPresentationValue(of: keyPath, animation, model: model)
        }
        let current = keyPath == "strokeStart" ? model.strokeStart : model.strokeEnd
        let from = Self.number(animation.fromValue) ?? current
        let to = Self.number(animation.toValue) ?? current
        let value = from + (to - from) * CGFloat(model.progress(of: animation))
        if keyPath == "strokeStart" { strokeStart = value } else { strokeEnd = value }
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }
}
