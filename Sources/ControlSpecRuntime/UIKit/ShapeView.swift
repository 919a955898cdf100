#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Draws a shape image: one `CAShapeLayer` per primitive, laid out in unit coordinates.
    ///
    /// Layout changes never animate implicitly; colors are resolved against the view's traits
    /// (dark mode, increased contrast) and its `tintColor` (the system color `tintColor`), and
    /// resolved again when either changes.
    @MainActor
    final class ShapeView: UIView {
        private let primitives: [ShapePrimitive]
        /// The layers, one per primitive, bottom to top.
        private(set) var shapeLayers: [CAShapeLayer] = []

        init(primitives: [ShapePrimitive]) {
            self.primitives = primitives
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            for primitive in primitives {
                let shapeLayer = CAShapeLayer()
                shapeLayer.lineCap = primitive.cap.layerCap
                shapeLayer.lineJoin = primitive.join.layerJoin
                layer.addSublayer(shapeLayer)
                shapeLayers.append(shapeLayer)
            }
            resolveColors()
        }

        required init?(coder: NSCoder) {
            primitives = []
            super.init(coder: coder)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let size = bounds.size
            Self.withoutActions {
                for (primitive, shapeLayer) in zip(primitives, shapeLayers) {
                    shapeLayer.frame = bounds
                    shapeLayer.path = Self.path(of: primitive.geometry, in: size).cgPath
                    shapeLayer.lineWidth = CGFloat(
                        primitive.width.value(
                            in: LayoutSize(width: Double(size.width), height: Double(size.height))))
                }
            }
        }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            resolveColors()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                resolveColors()
            }
        }

        /// Sets each layer's colors as they look under the current traits and tint.
        private func resolveColors() {
            Self.withoutActions {
                for (primitive, shapeLayer) in zip(primitives, shapeLayers) {
                    shapeLayer.fillColor = primitive.fill.map { $0.cgColor(in: self) }
                    shapeLayer.strokeColor = primitive.stroke.map { $0.cgColor(in: self) }
                }
            }
        }

        private static func withoutActions(_ changes: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            changes()
            CATransaction.commit()
        }

        /// The Bézier path of a primitive scaled to `size`; circles start at the top, clockwise.
        static func path(of geometry: ShapePrimitive.Geometry, in size: CGSize) -> UIBezierPath {
            func point(_ unit: ShapePoint) -> CGPoint {
                CGPoint(x: CGFloat(unit.x) * size.width, y: CGFloat(unit.y) * size.height)
            }
            switch geometry {
            case .circle(let center, let radius):
                return UIBezierPath(
                    arcCenter: point(center), radius: CGFloat(radius) * size.width,
                    startAngle: -CGFloat.pi / 2, endAngle: CGFloat.pi * 3 / 2, clockwise: true)
            case .rect(let origin, let extent, let cornerRadius):
                let rect = CGRect(
                    origin: point(origin),
                    size: CGSize(
                        width: CGFloat(extent.x) * size.width, height: CGFloat(extent.y) * size.height))
                return UIBezierPath(roundedRect: rect, cornerRadius: CGFloat(cornerRadius) * size.width)
            case .path(let points, let closed):
                let path = UIBezierPath()
                for (index, unit) in points.enumerated() {
                    if index == 0 { path.move(to: point(unit)) } else { path.addLine(to: point(unit)) }
                }
                if closed { path.close() }
                return path
            }
        }
    }

    extension ShapePrimitive.LineCap {
        var layerCap: CAShapeLayerLineCap {
            switch self {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        }
    }

    extension ShapePrimitive.LineJoin {
        var layerJoin: CAShapeLayerLineJoin {
            switch self {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        }
    }
#endif
