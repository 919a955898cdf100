/// The animatable values of one animation target: where a track starts and ends.
public struct Pose: AnimatableValues, Hashable, Sendable {
    /// 0 (transparent) to 1 (opaque).
    public var opacity = 1.0
    /// The horizontal scale factor.
    public var scaleX = 1.0
    /// The vertical scale factor.
    public var scaleY = 1.0
    /// Degrees.
    public var rotation = 0.0
    /// Points.
    public var translationX = 0.0
    /// Points.
    public var translationY = 0.0
    /// Where a shape's stroke starts, 0…1 of its path.
    public var strokeStart = 0.0
    /// Where a shape's stroke ends, 0…1 of its path.
    public var strokeEnd = 1.0

    /// Fully opaque, unscaled, unrotated, untranslated, fully stroked.
    public init() {}

    /// The poses `animation` moves `target` between, starting from `current`: every track of the
    /// target sets its `from` (or keeps the current value) and its `to`; later tracks win.
    /// Translations written as fractions of the control's size count in points of `size`.
    public static func poses(
        of target: TrackDescription.Target, in animation: AnimationDescription, current: Pose = Pose(),
        size: LayoutSize? = nil
    ) -> (from: Pose, to: Pose) {
        var from = current
        var to = current
        for track in animation.tracks where track.target == target {
            from[track.property] = track.from.map { track.resolved($0, in: size) } ?? current[track.property]
            to[track.property] = track.resolved(track.to, in: size)
        }
        return (from, to)
    }

    /// The targets `animation` has tracks for, in order of first appearance.
    public static func targets(of animation: AnimationDescription) -> [TrackDescription.Target] {
        var targets: [TrackDescription.Target] = []
        for track in animation.tracks where !targets.contains(track.target) {
            targets.append(track.target)
        }
        return targets
    }
}
