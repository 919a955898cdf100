import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// Reads `animations:`: duration, delay, curve or spring, and tracks.
extension DecodeContext {
    mutating func decodeAnimations(_ node: YAMLNode) -> [Animation] {
        namedEntries(node, what: "'animations'", nameKind: .animation).compactMap { name, value in
            decodeAnimation(name: name, node: value)
        }
    }

    private mutating func decodeAnimation(name: Located<String>, node: YAMLNode) -> Animation? {
        let what = "animation '\(name.value)'"
        guard let fields = fields(of: node, table: SpecKeys.animation, what: what) else { return nil }
        let duration = fields["duration"].flatMap { positiveDuration($0) }
        let delay = fields["delay"].flatMap {
            number(
                $0, what: "the delay", in: SpecKeys.animation.bounds("delay"),
                rule: "a delay is 0 or more seconds")
        }
        var timing: Animation.Timing?
        if let springNode = fields["spring"], !fields.has("curve") {
            timing = decodeSpring(springNode).map { .spring($0) }
        } else {
            timing = fields["curve"].map { decodeCurve($0).map { .curve($0) } } ?? .curve(.easeInOut)
        }
        let tracks = fields["tracks"].map { decodeTracks($0) } ?? []
        guard let timing else { return nil }
        // A bad duration was reported; a curve cannot do without one.
        if case .curve = timing, duration == nil { return nil }
        if fields.has("duration"), duration == nil { return nil }
        if case .spring = timing, tracks.contains(where: { $0.keyframes != nil }),
            let location = fields.keyLocation("spring")
        {
            report(
                .keyframeTiming,
                "a keyframe track plays over the animation's duration along its own curves; time"
                    + " \(what) with 'duration' and 'curve' instead of 'spring'", at: location)
            return nil
        }
        guard let repetition = decodeRepetition(fields) else { return nil }
        guard
            let sequenced = sequence(
                tracks, of: what,
                duration: AnimationDescription(
                    name: name.value, duration: duration?.value, timing: timing, tracks: []
                )
                .duration, repetition: repetition)
        else { return nil }
        var animation = Animation(
            name: name, duration: duration, delay: delay, timing: timing, tracks: sequenced,
            location: node.location)
        animation.repetition = repetition
        return animation
    }

    /// `repeat:` and `autoreverse:`; nil when one is malformed (and reported).
    private mutating func decodeRepetition(_ fields: Fields) -> AnimationDescription.Repetition? {
        var count = 1
        let autoreverse = fields["autoreverse"]
        if let node = fields["repeat"], node.scalar?.style == .plain,
            node.scalar?.value == SpecKeys.foreverWord
        {
            guard let autoreverse else { return .forever(autoreverses: false) }
            return bool(autoreverse, what: "'autoreverse'").map { .forever(autoreverses: $0.value) }
        }
        if let node = fields["repeat"] {
            guard
                let plays = number(
                    node, what: "the repeat count", in: SpecKeys.repeatBounds,
                    rule: "an animation plays 1 to 10000 times, or 'forever'")
            else { return nil }
            guard plays.value == plays.value.rounded() else {
                report(
                    .typeMismatch,
                    "'repeat' is a whole number of plays, not \(NumberText.shortest(plays.value))",
                    at: node.location)
                return nil
            }
            count = Int(plays.value)
        }
        var autoreverses = false
        if let autoreverse {
            guard let flag = bool(autoreverse, what: "'autoreverse'") else { return nil }
            autoreverses = flag.value
        }
        return AnimationDescription.Repetition(count: count, autoreverses: autoreverses)
    }

    mutating func positiveDuration(_ node: YAMLNode) -> Located<Double>? {
        guard let duration = number(node, what: "the duration") else { return nil }
        guard SpecKeys.animation.bounds("duration").contains(duration.value) else {
            report(
                .valueOutOfRange,
                "the duration \(NumberText.shortest(duration.value)) is not positive; give seconds > 0, such as 0.3",
                at: node.location)
            return nil
        }
        return duration
    }

    private mutating func decodeTracks(_ node: YAMLNode) -> [Track] {
        guard let items = sequence(node, what: "'tracks'") else { return [] }
        if items.isEmpty {
            report(.tooFewItems, "'tracks' is empty; give at least one track", at: node.location)
        }
        return items.compactMap { track($0) }
    }

    private mutating func track(_ node: YAMLNode) -> Track? {
        guard let fields = fields(of: node, table: SpecKeys.track, what: "a track") else { return nil }
        let target = fields["target"].flatMap { decodeTarget($0) }
        let property = fields["property"].flatMap { keyword($0, Track.Property.self, what: "track property") }
        guard let target, let property else { return nil }
        checkKeyframeKeys(fields)
        let timing = trackTiming(fields)
        let values = trackValues(fields, property: property.value)
        if target.value == .control, property.value.isStroke {
            report(
                .typeMismatch,
                "'\(property.value.rawValue)' animates a shape image; target 'incoming', 'outgoing'"
                    + " or a shape"
                    + " image, not 'control'",
                at: property.location)
            return nil
        }
        if let valuesNode = fields["values"] {
            guard let read = keyframes(fields, values: valuesNode, property: property.value) else {
                return nil
            }
            let first = Located(read.keyframes.values[0], at: valuesNode.location)
            let last = Located(
                read.keyframes.values[read.keyframes.values.count - 1], at: valuesNode.location)
            var track = Track(
                target: target, property: property, from: first, to: last, location: node.location)
            track.unit = read.unit
            track.keyframes = read.keyframes
            return timing.map { $0.timed(track) }
        }
        guard let to = values.to else { return nil }
        var track = Track(
            target: target, property: property, from: values.from, to: to, location: node.location)
        track.unit = values.unit
        return timing.map { $0.timed(track) }
    }

    /// The `from` and `to` of a track or a look value, and the unit they count in.
    struct TrackValues {
        var from: Located<Double>?
        var to: Located<Double>?
        var unit: Track.Unit
    }

    /// Reads `from` and `to` as `SpecKeys.trackValueKind` says for `property`: a translation in
    /// points, or both in fractions of the control's width (`0.5w`) or height (`0.5h`) (a 0 goes
    /// with either); opacity and stroke ends 0...1; anything else a number.
    mutating func trackValues(_ fields: Fields, property: Track.Property) -> TrackValues {
        guard case .translation = SpecKeys.trackValueKind(of: property) else {
            return TrackValues(
                from: fields["from"].flatMap { trackValue($0, property: property) },
                to: fields["to"].flatMap { trackValue($0, property: property) }, unit: .points)
        }
        var unit: Track.Unit?
        func value(_ key: String) -> Located<Double>? {
            guard let node = fields[key],
                let translation = translation(node, what: "the \(property.rawValue)")
            else { return nil }
            let (number, counted) = translation.value
            guard let kind = counted else { return Located(number, at: node.location) }
            if let earlier = unit, earlier != kind {
                report(
                    .typeMismatch,
                    "'from' and 'to' of a translation count in one unit; this one is in \(kind.rawValue), the"
                        + " other in \(earlier.rawValue)", at: node.location)
                return nil
            }
            unit = kind
            return Located(number, at: node.location)
        }
        let from = value("from")
        let to = value("to")
        return TrackValues(from: from, to: to, unit: unit ?? .points)
    }

    /// `incoming`, `outgoing`, `control` or an image name.
    mutating func decodeTarget(_ node: YAMLNode) -> Located<Track.Target>? {
        guard let text = name(node, kind: .image) else { return nil }
        return Located(Track.targetWords[text.value] ?? .image(text.value), at: text.location)
    }

    /// A track value of a property that is a plain number (`SpecKeys.trackValueKind`): opacity and
    /// stroke ends within their bounds, scales and rotations any number.
    mutating func trackValue(_ node: YAMLNode, property: Track.Property) -> Located<Double>? {
        guard case .number(let bounds) = SpecKeys.trackValueKind(of: property), bounds != .any else {
            return number(node, what: property.rawValue)
        }
        let rule =
            property == .opacity
            ? "opacity runs from 0 (transparent) to 1 (opaque)"
            : "a stroke end is a fraction 0...1 of the path"
        return number(node, what: property.rawValue, in: bounds, rule: rule)
    }
}
