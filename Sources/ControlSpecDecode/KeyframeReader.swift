import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// Reads a keyframe track's `values`, `keyTimes` and `curves` (`SpecKeys.track`): the values in the
/// property's kind (a translation's all in one unit), key times as many as the values, increasing
/// from 0 to 1, and one curve per segment; each misfit is `keyframe-timing` where it is written.
extension DecodeContext {
    /// The keyframes of a track with `values:`, and the unit its values count in; nil when
    /// something did not fit (and was reported).
    mutating func keyframes(
        _ fields: Fields, values node: YAMLNode, property: Track.Property
    ) -> (keyframes: TrackDescription.Keyframes, unit: Track.Unit)? {
        guard let items = sequence(node, what: "'values'") else { return nil }
        guard items.count >= 2 else {
            report(
                .tooFewItems,
                "'values' has \(items.count) value\(items.count == 1 ? "" : "s"); a keyframe track passes"
                    + " through at least 2 (for one value, write 'to:')", at: node.location)
            return nil
        }
        var unit: Track.Unit?
        var values: [Double] = []
        for item in items {
            guard let value = keyframeValue(item, property: property, unit: &unit) else { return nil }
            values.append(value)
        }
        let keyTimes = fields["keyTimes"].flatMap { readKeyTimes($0, count: values.count) }
        let curves = fields["curves"].flatMap { readCurves($0, segments: values.count - 1) }
        if fields.has("keyTimes"), keyTimes == nil { return nil }
        if fields.has("curves"), curves == nil { return nil }
        guard let keyframes = TrackDescription.Keyframes(values: values, keyTimes: keyTimes, curves: curves)
        else { return nil }
        return (keyframes, unit ?? .points)
    }

    /// Reports `keyTimes` or `curves` written on a track without `values`.
    mutating func checkKeyframeKeys(_ fields: Fields) {
        guard !fields.has("values") else { return }
        for key in SpecKeys.keyframeKeys {
            guard let location = fields.keyLocation(key) else { continue }
            report(
                .conflictingKeys,
                "'\(key)' belongs to a keyframe track; give the values with 'values: […]' instead of"
                    + " 'from'/'to', or remove '\(key)'", at: location)
        }
    }

    private mutating func keyframeValue(
        _ node: YAMLNode, property: Track.Property, unit: inout Track.Unit?
    ) -> Double? {
        guard case .translation = SpecKeys.trackValueKind(of: property) else {
            return trackValue(node, property: property)?.value
        }
        guard let translation = translation(node, what: "the \(property.rawValue)") else { return nil }
        let (number, counted) = translation.value
        guard let kind = counted else { return number }
        if let earlier = unit, earlier != kind {
            report(
                .typeMismatch,
                "the values of a translation count in one unit; this one is in \(kind.rawValue), an"
                    + " earlier one in \(earlier.rawValue)", at: node.location)
            return nil
        }
        unit = kind
        return number
    }

    private mutating func readKeyTimes(_ node: YAMLNode, count: Int) -> [Double]? {
        guard let items = sequence(node, what: "'keyTimes'") else { return nil }
        guard items.count == count else {
            report(
                .keyframeTiming,
                "'keyTimes' has \(items.count) key times for \(count) values; give one per value (or leave"
                    + " 'keyTimes' out for evenly spaced values)", at: node.location)
            return nil
        }
        var times: [Double] = []
        for item in items {
            guard
                let time = number(
                    item, what: "the key time", in: .unit,
                    rule: "a key time is a fraction 0...1 of the duration")
            else { return nil }
            let index = times.count
            if index == 0, time.value != 0 {
                report(
                    .keyframeTiming,
                    "the first key time is \(NumberText.shortest(time.value)); a keyframe track starts at its"
                        + " first value, so write 0", at: item.location)
                return nil
            }
            if let previous = times.last, time.value <= previous {
                report(
                    .keyframeTiming,
                    "key time \(NumberText.shortest(time.value)) is not after the one before it"
                        + " (\(NumberText.shortest(previous))); key times increase", at: item.location)
                return nil
            }
            if index == count - 1, time.value != 1 {
                report(
                    .keyframeTiming,
                    "the last key time is \(NumberText.shortest(time.value)); a keyframe track ends at its"
                        + " last value when the duration is over, so write 1", at: item.location)
                return nil
            }
            times.append(time.value)
        }
        return times
    }

    private mutating func readCurves(_ node: YAMLNode, segments: Int) -> [AnimationDescription.Curve]? {
        guard let items = sequence(node, what: "'curves'") else { return nil }
        guard items.count == segments else {
            report(
                .keyframeTiming,
                "'curves' has \(items.count) curve\(items.count == 1 ? "" : "s") for \(segments)"
                    + " segment\(segments == 1 ? "" : "s") between \(segments + 1) values; give one per"
                    + " segment (or leave 'curves' out for linear segments)", at: node.location)
            return nil
        }
        var curves: [AnimationDescription.Curve] = []
        for item in items {
            guard let curve = decodeCurve(item) else { return nil }
            curves.append(curve)
        }
        return curves
    }
}
