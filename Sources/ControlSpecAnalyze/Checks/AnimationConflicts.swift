import ControlSpecCore

/// Two tracks of one animation drive the same property of the
/// same target.
///
/// Both tracks would set, say, `opacity` of `incoming` over the same time; only one can win.
/// Sequenced tracks (`after:`, a track's own `duration:` or `delay:`) are no exception: the
/// later track replaces the earlier one for the whole step, so the earlier never plays.
/// Reported at the later track with a note at the earlier one.
enum AnimationConflicts: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "animation-conflict", severity: .warning, stage: .analyze,
            summary: "Two tracks of one animation drive the same property of the same target.",
            proof:
                "two tracks of one animation with the same target and property, sequenced or not (the later"
                + " replaces the earlier).",
            fix:
                "Merge the two tracks into one, or animate another property or target; for a value that"
                + " moves in turns (sequenced tracks), one keyframe track (`values`, `keyTimes`) plays them all.",
            example: DiagnosticExample(
                at: SourceLocation(line: 21, column: 9),
                spec: #"""
                    control: LikeButton
                    images:
                      unliked: { asset: like_no }
                      liked: { asset: like_yes }
                    events: [tap]
                    initial: no
                    states:
                      no: { image: unliked }
                      yes: { image: liked }
                    transitions:
                      - { from: no, on: tap, to: yes, animation: pop }
                      - { from: yes, on: tap, to: no, animation: pop }
                    animations:
                      pop:
                        duration: 0.3
                        curve: easeOut
                        tracks:
                          - { target: incoming, property: scale, from: 0.1, to: 1 }
                          - { target: incoming, property: opacity, from: 0, to: 1 }
                          - { target: outgoing, property: scale, to: 2 }
                          - { target: incoming, property: opacity, to: 0 }
                    """#),
            passing: [
                #"""
                    control: LikeButton
                    images:
                      unliked: { asset: like_no }
                      liked: { asset: like_yes }
                    events: [tap]
                    initial: no
                    states:
                      no: { image: unliked }
                      yes: { image: liked }
                    transitions:
                      - { from: no, on: tap, to: yes, animation: pop }
                      - { from: yes, on: tap, to: no, animation: pop }
                    animations:
                      pop:
                        duration: 0.3
                        curve: easeOut
                        tracks:
                          - { target: incoming, property: scale, from: 0.1, to: 1 }
                          - { target: incoming, property: opacity, from: 0, to: 1 }
                          - { target: outgoing, property: scale, to: 2 }
                          - { target: outgoing, property: opacity, to: 0 }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for animation in analysis.control.animations {
            for (offset, track) in animation.tracks.enumerated() {
                guard
                    let earlier = animation.tracks[..<offset].first(where: {
                        $0.target.value == track.target.value && $0.property.value == track.property.value
                    })
                else { continue }
                let value = "`\(track.property.value.rawValue)` of `\(describe(track.target.value))`"
                let message =
                    track.isSequenced || earlier.isSequenced
                    ? "animation `\(animation.name.value)` has two tracks driving \(value); sequenced, the later"
                        + " still replaces the earlier, which never plays: write one keyframe track ('values', 'keyTimes')"
                    : "animation `\(animation.name.value)` has two tracks driving \(value); merge them into one track"
                reporter.report(
                    .animationConflict, message,
                    at: track.location,
                    notes: [Diagnostic.Note("the earlier track", at: earlier.location)])
            }
        }
    }

    private static func describe(_ target: Track.Target) -> String {
        switch target {
        case .incoming: "incoming"
        case .outgoing: "outgoing"
        case .control: "control"
        case .image(let name): name
        }
    }
}

extension DiagnosticCode {
    /// `animation-conflict`, reported by `AnimationConflicts`.
    package static var animationConflict: DiagnosticCode { AnimationConflicts.code }
}
