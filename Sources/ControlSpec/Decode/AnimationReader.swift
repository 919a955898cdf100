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
        var timing = Animation.Timing.curve(.easeInOut)
        if let curveNode = fields["curve"] {
            if let curve = keyword(curveNode, Animation.Curve.self, what: "curve") {
                timing = .curve(curve.value)
            }
        } else if let springNode = fields["spring"], let spring = decodeSpring(springNode) {
            timing = spring
        }
        let tracks = fields["tracks"].map { decodeTracks($0) } ?? []
        guard let duration else { return nil }
        return Animation(
            name: name, duration: duration, delay: delay, timing: timing, tracks: tracks,
            location: node.location)
    }

    private mutating func positiveDuration(_ node: YAMLNode) -> Located<Double>? {
        guard let duration = number(node, what: "the duration") else { return nil }
        guard SpecKeys.animation.bounds("duration").contains(duration.value) else {
            report(
                .valueOutOfRange,
                "the duration \(Self.format(duration.value)) is not positive; give seconds > 0, such as 0.3",
                at: node.location)
            return nil
        }
        return duration
    }

    private mutating func decodeSpring(_ node: YAMLNode) -> Animation.Timing? {
        guard let fields = fields(of: node, table: SpecKeys.spring, what: "'spring'") else { return nil }
        let damping = fields["damping"].flatMap { node -> Located<Double>? in
            guard let value = number(node, what: "the damping") else { return nil }
            guard SpecKeys.spring.bounds("damping").contains(value.value) else {
                report(
                    .valueOutOfRange,
                    "the damping \(Self.format(value.value)) is out of range; use more than 0 and at most 1"
                        + " (lower bounces more, 1 does not bounce)",
                    at: node.location)
                return nil
            }
            return value
        }
        let velocity = fields["velocity"].flatMap { number($0, what: "the velocity") }
        guard let damping else { return nil }
        return .spring(damping: damping.value, velocity: velocity?.value ?? 0)
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
        let from = fields["from"].flatMap { trackValue($0, property: property.value) }
        let to = fields["to"].flatMap { trackValue($0, property: property.value) }
        if target.value == .control, [.strokeStart, .strokeEnd].contains(property.value) {
            report(
                .typeMismatch,
                "'\(property.value.rawValue)' animates a shape image; target 'incoming', 'outgoing'"
                    + " or a shape"
                    + " image, not 'control'",
                at: property.location)
            return nil
        }
        guard let to else { return nil }
        return Track(target: target, property: property, from: from, to: to, location: node.location)
    }

    /// `incoming`, `outgoing`, `control` or an image name.
    mutating func decodeTarget(_ node: YAMLNode) -> Located<Track.Target>? {
        guard let text = name(node, kind: .image) else { return nil }
        switch text.value {
        case "incoming": return Located(.incoming, at: text.location)
        case "outgoing": return Located(.outgoing, at: text.location)
        case "control": return Located(.control, at: text.location)
        default: return Located(.image(text.value), at: text.location)
        }
    }

    /// A track value; opacity and stroke ends are fractions 0...1.
    private mutating func trackValue(_ node: YAMLNode, property: Track.Property) -> Located<Double>? {
        switch property {
        case .opacity:
            number(node, what: "opacity", in: .unit, rule: "opacity runs from 0 (transparent) to 1 (opaque)")
        case .strokeStart, .strokeEnd:
            number(
                node, what: property.rawValue, in: .unit, rule: "a stroke end is a fraction 0...1 of the path"
            )
        default:
            number(node, what: property.rawValue)
        }
    }
}
