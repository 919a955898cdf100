import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// The pictures of a state's ambient animations (`ambient:`), drawn over one loop: the first play
/// of each (forward, and back too when it autoreverses; later plays repeat it), as the runtime's
/// `AmbientMotion` runs it from the state's look.
extension StillDrawing {
    /// For the look of `states`, when it plays ambient animations, `<stem>.ambient.filmstrip.svg`
    /// (frames at the loop's keyframes and turns) and `<stem>.ambient.plot.svg` (each moving
    /// value over the loop); none otherwise.
    func ambientPictures(of states: [String], stem: String, frames: Int, title: String) -> [GeneratedFile] {
        let look = look(states)
        guard !look.ambient.isEmpty else { return [] }
        let loop = AmbientLoop.timeline(of: look, in: size(of: look))
        let caption = "\(title) while active (\(look.ambient.map(\.name).joined(separator: ", ")), one loop)"
        return [
            GeneratedFile(
                name: stem + ".ambient.plot.svg",
                contents: MotionPlot.svg(loop, title: caption + ", value over time")
            ),
            GeneratedFile(
                name: stem + ".ambient.filmstrip.svg",
                contents: filmstrip(of: look, outgoing: nil, timeline: loop, frames: frames, title: caption)),
        ]
    }
}

/// One loop of a look's ambient animations.
enum AmbientLoop {
    /// The ambient animations of `look` in a control of `size`, each played once (a cycle: forward,
    /// and back when it autoreverses), from the poses the look's values give its images.
    static func timeline(of look: StateLook, in size: LayoutSize) -> Timeline {
        let animations = look.ambient.map { animation in
            var once = animation
            once.tracks = animation.tracks.map { $0.resolved(in: size, target: $0.target) }
            once.repetition = .init(count: 1, autoreverses: animation.repetition.autoreverses)
            return once
        }
        var start: [TrackDescription.Target: Pose] = [:]
        for value in look.values {
            guard case .image = value.target else { continue }
            var pose = start[value.target] ?? Pose()
            for property in value.property.components {
                pose[property] = value.unit.points(value.value(with: LookData()), in: size)
            }
            start[value.target] = pose
        }
        return Timeline(animations: animations, startingFrom: start)
    }
}
