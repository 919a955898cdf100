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
}
