import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// Reads a track's own timing (`name:`, `after:`, `duration:`, `delay:`) and works out when each
/// track of an animation starts: a track without `after:` starts its `delay` after its animation's
/// delay; one with `after: b` starts its `delay` after track `b` ends, which is `b`'s start plus
/// its duration (its own, else the animation's). Names are unique in their animation
/// (`duplicate-name`), `after:` names one of them (`undefined-reference`), and the tracks that wait
/// for each other have a first one and play once (`track-sequence`).
extension DecodeContext {
    /// A track's own timing as written.
    struct TrackTiming {
        var name: Located<String>?
        var after: Located<String>?
        var duration: Located<Double>?
        var delay: Located<Double>?

        /// `track` with this timing.
        func timed(_ track: Track) -> Track {
            var timed = track
            timed.name = name
            timed.after = after
            timed.duration = duration
            timed.delay = delay
            return timed
        }
    }

    /// The timing keys of a track; nil when one is malformed (and reported).
    mutating func trackTiming(_ fields: Fields) -> TrackTiming? {
        var timing = TrackTiming()
        var valid = true
        if let node = fields["name"] {
            timing.name = name(node, kind: .track)
            valid = valid && timing.name != nil
        }
        if let node = fields["after"] {
            timing.after = name(node, kind: .track)
            valid = valid && timing.after != nil
        }
        if let node = fields["duration"] {
            timing.duration = positiveDuration(node)
            valid = valid && timing.duration != nil
        }
        if let node = fields["delay"] {
            timing.delay = number(
                node, what: "the delay", in: SpecKeys.track.bounds("delay"),
                rule: "a delay is 0 or more seconds")
            valid = valid && timing.delay != nil
        }
        return valid ? timing : nil
    }

    /// `tracks` of the animation `what` (lasting `duration` unless a track has its own, played as
    /// `repetition` says) with each one's `begin` worked out; nil when the sequence cannot play
    /// (reported).
    mutating func sequence(
        _ tracks: [Track], of what: String, duration: Double, repetition: AnimationDescription.Repetition
    ) -> [Track]? {
        guard tracks.contains(where: \.isSequenced) || tracks.contains(where: { $0.name != nil }) else {
            return tracks
        }
        let names = uniqueNames(tracks.compactMap(\.name), what: "the track")
        guard names.count == tracks.compactMap(\.name).count else { return nil }
        if repetition != .once, let timed = tracks.first(where: \.isSequenced) {
            report(
                .trackSequence,
                "\(what) repeats or autoreverses, which loops its tracks together; play a sequence once, or"
                    + " time its tracks with keyframes ('values', 'keyTimes')",
                at: timed.sequencingLocation)
            return nil
        }
        let index = Dictionary(
            uniqueKeysWithValues: tracks.indices.compactMap { i in
                tracks[i].name.map { ($0.value, i) }
            })
        for track in tracks {
            guard let after = track.after, index[after.value] == nil else { continue }
            undeclared(
                "the track", after, among: names.map(\.value),
                otherwise: "give the track it follows 'name: \(after.value)' in \(what)")
            return nil
        }
        var begins: [Int: Double] = [:]
        func begin(of i: Int, waiting: [Int]) -> Double? {
            if let known = begins[i] { return known }
            let track = tracks[i]
            var start = track.delay?.value ?? 0
            if let after = track.after, let before = index[after.value] {
                if waiting.contains(before) || before == i { return nil }
                guard let beforeStart = begin(of: before, waiting: waiting + [i]) else { return nil }
                start += beforeStart + (tracks[before].duration?.value ?? duration)
            }
            begins[i] = start
            return start
        }
        var sequenced = tracks
        for i in tracks.indices {
            guard let start = begin(of: i, waiting: []) else {
                let after = tracks[i].after
                report(
                    .trackSequence,
                    "the tracks of \(what) wait for each other in a circle (this one after"
                        + " '\(after?.value ?? "")' …), so none starts; let the first one start with the"
                        + " animation (no 'after')", at: after?.location ?? tracks[i].location)
                return nil
            }
            sequenced[i].begin = start
        }
        return sequenced
    }
}
