import CoreGraphics

/// Core Animation's 4×4 layer transform, as far as the double needs it: the affine part a view's
/// `transform` shows (`m11 m12 / m21 m22 / m41 m42`), the rest the identity's.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    public init() {}
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var transform = CATransform3D()
    transform.m11 = m.a
    transform.m12 = m.b
    transform.m21 = m.c
    transform.m22 = m.d
    transform.m41 = m.tx
    transform.m42 = m.ty
    return transform
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CALayer {
    /// An animation value of the `transform` key path as the double's affine transform: Core
    /// Animation's `CATransform3D`, or the affine transform `UIView.animate` records.
    static func affineValue(_ value: Any?) -> CGAffineTransform? {
        if let transform = value as? CATransform3D { return CATransform3DGetAffineTransform(transform) }
        return value as? CGAffineTransform
    }
}
