#if canImport(UIKit)
    import UIKit

    /// The host's transform and alpha as the app set them, and the pose `control` tracks add on
    /// top: the player writes `pose ∘ app`, so the app's own transform and alpha survive every
    /// animation, and a value the app writes between animations is picked up as its new one.
    @MainActor
    struct HostComposition {
        private var appTransform = CGAffineTransform.identity
        private var appAlpha: CGFloat = 1
        /// The alpha the state's look gives the control (nil: the app's).
        var lookAlpha: CGFloat?
        private var written: (alpha: CGFloat, transform: CGAffineTransform)?

        /// Takes what the app wrote since the player last wrote the host as the app's values.
        mutating func sync(with host: UIView) {
            if written?.transform != host.transform { appTransform = host.transform }
            if written?.alpha != host.alpha { appAlpha = host.alpha }
            written = (host.alpha, host.transform)
        }

        mutating func wrote(alpha: CGFloat, transform: CGAffineTransform) { written = (alpha, transform) }

        func transform(for pose: Pose) -> CGAffineTransform {
            pose.affineTransform.concatenating(appTransform)
        }

        /// Whether the app gave the host no transform of its own, so the host shows the pose's
        /// transform alone.
        var showsPoseAlone: Bool { appTransform == .identity }

        func alpha(for pose: Pose) -> CGFloat { (lookAlpha ?? appAlpha) * CGFloat(pose.opacity) }

        /// The pose of the `control` tracks that shows as `alpha` and `transform`.
        func pose(alpha: CGFloat, transform: CGAffineTransform) -> Pose {
            let base = lookAlpha ?? appAlpha
            return Pose(
                opacity: base > 0 ? Double(alpha / base) : 1,
                transform: transform.concatenating(appTransform.inverted()))
        }
    }
#endif
