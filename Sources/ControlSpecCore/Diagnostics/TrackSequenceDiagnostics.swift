/// The language's code for tracks sequenced in a way that cannot play.
extension DiagnosticCode {
    /// The code `track-sequence`, described by its descriptor below.
    package static let trackSequence = DiagnosticCode(
        DiagnosticDescriptor(
            name: "track-sequence", severity: .error, stage: .decode,
            summary:
                "Tracks that start after each other in a circle, or a sequence in an animation that loops.",
            explanation:
                "A track with `after: <name>` starts when the track of that name in the same animation ends,"
                + " so the tracks of an animation that wait for each other must have a first one: `a` after"
                + " `b` and `b` after `a` never start. A track's own timing (`after`, `duration`, `delay`)"
                + " goes only in an animation played once: one that repeats or autoreverses, or that a state"
                + " plays as its `ambient:` animation, loops its tracks together.",
            fix:
                "Let the first track of the sequence start with its animation (no `after`), and each other"
                + " track start after one before it; play a sequence once, or time a looping animation's"
                + " tracks with keyframes (`values`, `keyTimes`) over its one duration.",
            example: DiagnosticExample(
                at: SourceLocation(line: 11, column: 30),
                spec: #"""
                    control: TickView
                    events: [tap]
                    initial: off
                    states: { off: {}, on: {} }
                    transitions:
                      - { from: off, on: tap, to: on, animation: check }
                    animations:
                      check:
                        duration: 0.3
                        tracks:
                          - { name: draw, after: bounce, target: control, property: opacity, from: 0, to: 1 }
                          - { name: bounce, after: draw, target: control, property: scale, values: [1, 1.2, 1] }
                    """#),
            passing: [
                #"""
                control: TickView
                events: [tap]
                initial: off
                states: { off: {}, on: {} }
                transitions:
                  - { from: off, on: tap, to: on, animation: check }
                animations:
                  check:
                    duration: 0.3
                    tracks:
                      - { name: draw, target: control, property: opacity, from: 0, to: 1 }
                      - { name: bounce, after: draw, duration: 0.2, target: control, property: scale, values: [1, 1.2, 1] }
                """#
            ]))
}
