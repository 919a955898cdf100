import QuartzCore

/// A path built from lines and arcs; `cgPath` keeps the points.
public final class UIBezierPath {
    private var points: [CGPoint] = []

    public init() {}

    public init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        points = [center]
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        points = [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    public func move(to point: CGPoint) { points.append(point) }
    public func addLine(to point: CGPoint) { points.append(point) }
    public func close() {}
    public var cgPath: CGPath { CGPath(points: points) }
}
