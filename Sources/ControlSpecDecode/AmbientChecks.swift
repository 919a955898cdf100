import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// Checks `ambient:` and `repeat: forever` against each other (`ambient-animation`): an ambient
/// animation names a declared animation and moves only the state's own images, and an animation
/// that repeats forever is played only as a state's ambient animation, never by a transition,
/// whose animation must end. An ambient animation loops its tracks together, so they are not
/// sequenced (`track-sequence`).
extension DecodeContext {
    mutating func checkAmbient(_ control: Control) {
        let names = control.animations.map(\.name.value)
        for region in control.regions {
            for state in region.states {
                guard let name = state.ambient else { continue }
                guard let animation = control.animations.first(where: { $0.name.value == name.value }) else {
                    undeclared("animation", name, among: names, otherwise: "declare it under 'animations:'")
                    continue
                }
                if let timed = animation.tracks.first(where: \.isSequenced) {
                    report(
                        .trackSequence,
                        "'\(animation.name.value)' is state '\(state.name.value)''s ambient animation, which loops"
                            + " its tracks together; time its tracks with keyframes ('values', 'keyTimes') instead"
                            + " of 'after', 'duration' or 'delay'",
                        at: timed.sequencingLocation)
                }
                for track in animation.tracks {
                    switch track.target.value {
                    case .control, .outgoing:
                        report(
                            .ambientAnimation,
                            "'\(animation.name.value)' is state '\(state.name.value)''s ambient animation, which moves"
                                + " the state's own images; target 'incoming' or an image instead of"
                                + " '\(track.target.value == .control ? "control" : "outgoing")'",
                            at: track.target.location)
                    case .incoming, .image: continue
                    }
                }
            }
            for transition in region.transitions {
                guard let name = transition.animation,
                    let animation = control.animations.first(where: { $0.name.value == name.value }),
                    animation.repetition.isForever
                else { continue }
                report(
                    .ambientAnimation,
                    "'\(name.value)' repeats forever, and a transition's animation must end; give 'repeat' a"
                        + " count, or play it with 'ambient: \(name.value)' in the state it runs in",
                    at: name.location)
            }
        }
    }
}
