#if canImport(UIKit)
    import UIKit

    extension Pose {
        /// The view transform of the pose: scale, then rotate, then translate.
        var affineTransform: CGAffineTransform {
            CGAffineTransform(translationX: CGFloat(translationX), y: CGFloat(translationY))
                .rotated(by: CGFloat(rotation * Double.pi / 180))
                .scaledBy(x: CGFloat(scaleX), y: CGFloat(scaleY))
        }

        /// The pose a view shows with `opacity` and `transform` (an `affineTransform` taken apart;
        /// strokes at rest).
        init(opacity: Double, transform: CGAffineTransform) {
            self.init()
            self.opacity = opacity
            let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
            self.scaleX = Double(scaleX)
            scaleY = scaleX > 0 ? Double((transform.a * transform.d - transform.b * transform.c) / scaleX) : 0
            rotation = Double(atan2(transform.b, transform.a)) * 180 / Double.pi
            translationX = Double(transform.tx)
            translationY = Double(transform.ty)
        }
    }
#endif
