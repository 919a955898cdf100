import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

extension Animation {
    /// The animation as the runtime plays it in a control of `size`: translations written as
    /// fractions of the size in points, as the UIKit player resolves them before its `Timeline`.
    func played(in size: LayoutSize) -> AnimationDescription {
        var description = played
        description.tracks = description.tracks.map { $0.resolved(in: size, target: $0.target) }
        return description
    }
}

/// Where a transition's animation starts: the control rests where the animation that entered the
/// source state left it (FlatButton's release starts shrunk), images at rest. The page starts
/// from wherever the last step left the targets instead.
enum AnimationStart {
    /// The starting poses of the targets for a transition leaving `source` in `region`.
    static func poses(
        leaving source: String, region: Region, animations: [Animation]
    ) -> [TrackDescription.Target: Pose] {
        let entering = region.transitions.first { transition in
            transition.to.value == source && transition.animation != nil
        }
        guard let name = entering?.animation?.value,
            let animation = animations.first(where: { $0.name.value == name })
        else { return [:] }
        let timeline = Timeline(
            animations: [animation.played], startingFrom: [TrackDescription.Target: Pose]())
        return [.control: timeline.pose(of: .control, at: timeline.duration)]
    }
}
