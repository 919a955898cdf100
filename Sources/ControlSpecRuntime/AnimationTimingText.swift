extension AnimationDescription.Curve: CustomStringConvertible {
    /// `default (0.25, 0.1, 0.25, 1)`: the curve's name and its control points.
    public var description: String {
        let name =
            switch self {
            case .linear: "linear"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .easeInOut: "easeInOut"
            case .default: "default"
            case .cubicBezier: "cubicBezier"
            }
        let points = controlPoints
        let numbers = [points.x1, points.y1, points.x2, points.y2].map(AnimationDescription.shortNumber)
        return "\(name) (\(numbers.joined(separator: ", ")))"
    }
}

extension AnimationDescription.Spring: CustomStringConvertible {
    /// `spring stiffness 342.1006 damping 9.3817 mass 1 velocity 6 (ratio 0.2536)`.
    public var description: String {
        let parts = [
            ("stiffness", stiffness), ("damping", damping), ("mass", mass), ("velocity", velocity),
        ]
        let text = parts.map { "\($0.0) \(AnimationDescription.shortNumber($0.1))" }.joined(separator: " ")
        return "spring \(text) (ratio \(AnimationDescription.shortNumber(dampingRatio)))"
    }
}

extension AnimationDescription {
    /// `0.4 s default (0.25, 0.1, 0.25, 1)`, `1.4726 s spring stiffness 342.1006 …`, with
    /// ` after 0.2 s` for a delay, `, 2 times, reversing` for a repetition and `, tracks in sequence
    /// over 0.7 s` for sequenced tracks: the whole timing on one line.
    public var timingSummary: String {
        var text = "\(Self.shortNumber(duration)) s"
        if delay > 0 { text += " after \(Self.shortNumber(delay)) s" }
        switch timing {
        case .curve(let curve): text += " \(curve)"
        case .spring(let spring): text += " \(spring)"
        }
        if repetition.isForever {
            text += ", forever"
        } else if repetition.count > 1 {
            text += ", \(repetition.count) times"
        }
        if repetition.autoreverses { text += ", reversing" }
        if tracks.contains(where: { $0.begin != 0 || $0.duration != nil }) {
            text += ", tracks in sequence over \(Self.shortNumber(activeDuration)) s"
        }
        return text
    }

    /// `1` for 1.0, `0.95`, `342.1006` for 342.100588…: at most four decimals.
    static func shortNumber(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
