/// The animatable values of one animation target: where a track starts and ends. `Pose()` is
/// fully opaque, unscaled, unrotated, untranslated and fully stroked.
@_spi(Compiler) public typealias Pose = AnimatableValues<PoseMeasure>

extension Pose {
    /// How fast each animatable value of one target changes, in its units per second (scale and
    /// opacity units, degrees, points per second); `Velocity()` is at rest.
    @_spi(Compiler) public typealias Velocity = AnimatableValues<VelocityMeasure>

    /// The poses `animation` moves `target` between, starting from `current`: every track of the
    /// target sets its `from` (or keeps the current value) and its `to`; later tracks win.
    /// Translations written as fractions of the control's size count in points of `size`.
    @_spi(Compiler) public static func poses(
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
    @_spi(Compiler) public static func targets(of animation: AnimationDescription) -> [TrackDescription
        .Target]
    {
        var targets: [TrackDescription.Target] = []
        for track in animation.tracks where !targets.contains(track.target) {
            targets.append(track.target)
        }
        return targets
    }
}
