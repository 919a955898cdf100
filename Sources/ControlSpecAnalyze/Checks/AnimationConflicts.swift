import ControlSpecCore

/// `animation-conflict` (warning): two tracks of one animation drive the same property of the
/// same target.
///
/// Both tracks would set, say, `opacity` of `incoming` over the same time; only one can win.
/// Reported at the later track with a note at the earlier one.
///
/// Fix: merge the two tracks into one, or animate another property or target.
enum AnimationConflicts: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for animation in analysis.control.animations {
            for (offset, track) in animation.tracks.enumerated() {
                guard
                    let earlier = animation.tracks[..<offset].first(where: {
                        $0.target.value == track.target.value && $0.property.value == track.property.value
                    })
                else { continue }
                reporter.report(
                    .animationConflict,
                    "animation `\(animation.name.value)` has two tracks driving `\(track.property.value.rawValue)` "
                        + "of `\(describe(track.target.value))`; merge them into one track",
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
