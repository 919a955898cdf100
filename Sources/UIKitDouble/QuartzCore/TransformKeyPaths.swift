import CoreGraphics
import Foundation

/// Core Animation's key paths into one number of a layer's transform (Core Animation Programming
/// Guide, "Key-Value Coding Extensions", table C-2): `transform.rotation.z` is the rotation in
/// radians about the z axis, `transform.scale.x`/`.y` the scale factors, `transform.translation.x`
/// /`.y` the translation, each an `NSNumber`. An animation of one of them interpolates that number,
/// so `transform.rotation.z` from 0 to 2π turns a full turn, where an animation of the whole
/// `transform` between the same two matrices does not move. The double takes the transform apart
/// as translation · rotation · scale (the scale applied first), sets the one number and puts it back
/// together; the other numbers stay as they are.
extension CALayer {
    /// The transform key paths the double animates as one number each.
    static let transformKeyPaths: Set<String> = [
        "transform.rotation.z", "transform.rotation", "transform.scale.x", "transform.scale.y",
        "transform.translation.x", "transform.translation.y",
    ]

    /// A number an animation gives a key path: an `NSNumber`, or a Swift number.
    static func numberValue(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let number as CGFloat: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        default: nil
        }
    }

    /// The number `keyPath` reads in this layer's transform.
    func transformNumber(_ keyPath: String) -> Double {
        let parts = TransformParts(transform)
        switch keyPath {
        case "transform.rotation.z", "transform.rotation": return parts.rotation
        case "transform.scale.x": return parts.scaleX
        case "transform.scale.y": return parts.scaleY
        case "transform.translation.x": return parts.translationX
        default: return parts.translationY
        }
    }

    /// Sets the number `keyPath` reads in this layer's transform, keeping the others.
    func setTransformNumber(_ keyPath: String, to value: Double) {
        var parts = TransformParts(transform)
        switch keyPath {
        case "transform.rotation.z", "transform.rotation": parts.rotation = value
        case "transform.scale.x": parts.scaleX = value
        case "transform.scale.y": parts.scaleY = value
        case "transform.translation.x": parts.translationX = value
        default: parts.translationY = value
        }
        transform = parts.transform
    }
}

/// An affine transform taken apart as translation · rotation · scale.
private struct TransformParts {
    var translationX: Double
    var translationY: Double
    /// Radians.
    var rotation: Double
    var scaleX: Double
    var scaleY: Double

    init(_ transform: CGAffineTransform) {
        let scaleX = (Double(transform.a * transform.a + transform.b * transform.b)).squareRoot()
        self.scaleX = scaleX
        scaleY = scaleX > 0 ? Double(transform.a * transform.d - transform.b * transform.c) / scaleX : 0
        rotation = atan2(Double(transform.b), Double(transform.a))
        translationX = Double(transform.tx)
        translationY = Double(transform.ty)
    }

    var transform: CGAffineTransform {
        CGAffineTransform(translationX: CGFloat(translationX), y: CGFloat(translationY))
            .rotated(by: CGFloat(rotation))
            .scaledBy(x: CGFloat(scaleX), y: CGFloat(scaleY))
    }
}
