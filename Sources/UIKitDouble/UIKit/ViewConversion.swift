import QuartzCore

extension UIView {
    /// `point`, in this view's coordinates, in `view`'s coordinates; nil means the window's, which
    /// in the double are the coordinates of the hierarchy's topmost view. As UIKit does, each view
    /// on the way maps its bounds into its superview through its `center` and its `transform`
    /// (about the centre: the double's anchor point).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = windowPoint(of: point)
        return view?.boundsPoint(fromWindow: inRoot) ?? inRoot
    }

    /// `point`, in `view`'s coordinates (nil: the window's), in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        boundsPoint(fromWindow: view?.windowPoint(of: point) ?? point)
    }

    /// A point of the bounds in the superview's coordinates.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let t = transform
        let x = point.x - bounds.midX
        let y = point.y - bounds.midY
        return CGPoint(x: center.x + t.a * x + t.c * y + t.tx, y: center.y + t.b * x + t.d * y + t.ty)
    }

    /// A point of the superview's coordinates in the bounds (the transform inverted).
    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let t = transform.inverted()
        let x = point.x - center.x
        let y = point.y - center.y
        return CGPoint(x: bounds.midX + t.a * x + t.c * y + t.tx, y: bounds.midY + t.b * x + t.d * y + t.ty)
    }

    private func windowPoint(of point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        return superview.windowPoint(of: pointInSuperview(point))
    }

    private func boundsPoint(fromWindow point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        return pointFromSuperview(superview.boundsPoint(fromWindow: point))
    }
}
