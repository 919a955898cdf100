/// The language's code for keyframe tracks that do not fit together.
extension DiagnosticCode {
    /// The code `keyframe-timing`, described by its descriptor below.
    package static let keyframeTiming = DiagnosticCode(
        DiagnosticDescriptor(
            name: "keyframe-timing", severity: .error, stage: .decode,
            summary: "A keyframe track whose key times or curves do not fit its values.",
            explanation:
                "A keyframe track (`values:`) reaches value i at key time i and moves between two values"
                + " along that segment's curve, as `CAKeyframeAnimation` does. Its `keyTimes` are as many as"
                + " its values, increasing, from 0 to 1; its `curves` are one per segment, one fewer than"
                + " its values; and it plays over its animation's `duration` along its own curves, so its"
                + " animation is not a spring.",
            fix:
                "Give one key time per value, each later than the one before, the first 0 and the last 1"
                + " (or leave `keyTimes` out for evenly spaced values); give one curve per segment (or leave"
                + " `curves` out for linear segments); time a keyframe track's animation with `duration`"
                + " and `curve`, not `spring`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 16, column: 28),
                spec: #"""
                    control: PinField
                    events: [wrong]
                    initial: idle
                    states:
                      idle: {}
                    transitions:
                      - { from: idle, on: wrong, to: idle, animation: shake }
                    animations:
                      shake:
                        duration: 0.4
                        curve: linear
                        tracks:
                          - target: control
                            property: translationX
                            values: [0, -10, 10, 0]
                            keyTimes: [0, 0.5, 0.4, 1]
                    """#),
            passing: [
                #"""
                control: PinField
                events: [wrong]
                initial: idle
                states:
                  idle: {}
                transitions:
                  - { from: idle, on: wrong, to: idle, animation: shake }
                animations:
                  shake:
                    duration: 0.4
                    curve: linear
                    tracks:
                      - target: control
                        property: translationX
                        values: [0, -10, 10, 0]
                        keyTimes: [0, 0.4, 0.5, 1]
                """#
            ]))

    /// The code `ambient-animation`, described by its descriptor below.
    package static let ambientAnimation = DiagnosticCode(
        DiagnosticDescriptor(
            name: "ambient-animation", severity: .error, stage: .decode,
            summary:
                "An ambient animation that moves more than its state's images, or a transition's animation"
                + " that never ends.",
            explanation:
                "A state's `ambient:` animation plays on the state's own images while the state is active and"
                + " stops where it is when the state is left, so its tracks target `incoming` or an image,"
                + " not `control` or `outgoing`. An animation with `repeat: forever` never ends, so only a"
                + " state plays it, as its `ambient:` animation; a transition's animation must end.",
            fix:
                "Target `incoming` or an image in an ambient animation; give a transition's animation a"
                + " `repeat` count, or play a `repeat: forever` animation with `ambient:` in the state it runs"
                + " in.",
            example: DiagnosticExample(
                at: SourceLocation(line: 9, column: 53),
                spec: #"""
                    control: Loader
                    events: [start, stop]
                    images:
                      arc: { shape: [ { path: { points: [[0.5, 0], [1, 0.5]], stroke: systemBlue } } ] }
                    initial: idle
                    states: { idle: {}, waiting: { image: arc } }
                    transitions:
                      - { from: idle, on: start, to: waiting }
                      - { from: waiting, on: stop, to: idle, animation: spin }
                    animations:
                      spin:
                        duration: 1
                        curve: linear
                        repeat: forever
                        tracks:
                          - { target: arc, property: rotation, values: [0, 90, 180, 270, 360] }
                    """#),
            passing: [
                #"""
                control: Loader
                events: [start, stop]
                images:
                  arc: { shape: [ { path: { points: [[0.5, 0], [1, 0.5]], stroke: systemBlue } } ] }
                initial: idle
                states: { idle: {}, waiting: { image: arc, ambient: spin } }
                transitions:
                  - { from: idle, on: start, to: waiting }
                  - { from: waiting, on: stop, to: idle }
                animations:
                  spin:
                    duration: 1
                    curve: linear
                    repeat: forever
                    tracks:
                      - { target: arc, property: rotation, values: [0, 90, 180, 270, 360] }
                """#
            ]))
}
