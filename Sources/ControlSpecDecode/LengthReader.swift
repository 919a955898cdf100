import ControlSpecCore

/// Reads lengths: a number, or a sum of terms such as `h + 24`, `w - h - 24`, `0.5w` or `1pt`.
extension DecodeContext {
    /// What a number without a unit means where the length stands.
    enum BareNumber {
        /// Placement and sizes: points.
        case points
        /// Shape stroke widths (the language's first meaning): a fraction of the width.
        case fractionOfWidth
    }

    /// A length. `bare` says what a number without a unit is.
    mutating func length(_ node: YAMLNode, what: String, bare: BareNumber) -> Located<LengthValue>? {
        guard let text = scalarText(node, expected: "\(what) as a length") else { return nil }
        if node.scalar?.style == .plain, let number = Self.parseNumber(text.value) {
            return Located(Self.bareLength(number, bare), at: node.location)
        }
        guard let value = Self.parseLength(text.value, bare: bare) else {
            let unit = bare == .points ? "points" : "a fraction of the width"
            report(
                .typeMismatch,
                "expected \(what) as a length such as 24, 1pt, 0.5w or h + 24 (a plain number is \(unit)),"
                    + " found \(node.shownForMessage)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A translation (`ValueKind.translation`): points (`40`, `40pt`) or one fraction of the width
    /// (`0.5w`) or of the height (`0.5h`), with the unit it counts in (nil for 0, which is 0 in
    /// every unit); a sum is refused.
    mutating func translation(_ node: YAMLNode, what: String) -> Located<(Double, Track.Unit?)>? {
        guard let length = length(node, what: what, bare: .points) else { return nil }
        let text = node.scalar?.value ?? ""
        guard node.scalar?.style == .plain && Self.parseNumber(text) != nil || Self.isOneTerm(text) else {
            report(
                .typeMismatch,
                "a translation is points (40), or a fraction of the width (0.5w) or of the height (0.5h),"
                    + " not a sum", at: node.location)
            return nil
        }
        let value = length.value
        if value.width != 0 { return Located((value.width, .width), at: node.location) }
        if value.height != 0 { return Located((value.height, .height), at: node.location) }
        return Located((value.points, value.points != 0 ? .points : nil), at: node.location)
    }

    /// Whether a length's text is one term, with at most a leading minus sign.
    private static func isOneTerm(_ text: String) -> Bool {
        let body = text.drop { $0 == " " }
        return !(body.first == "-" ? body.dropFirst() : body).contains { $0 == "+" || $0 == "-" }
    }

    private static func bareLength(_ number: Double, _ bare: BareNumber) -> LengthValue {
        bare == .points ? LengthValue(points: number) : LengthValue(width: number)
    }

    /// `term (± term)*`, a term being a number with an optional unit `pt`, `w` or `h`, or `w`/`h`
    /// alone; nil when the text is not of that form.
    static func parseLength(_ text: String, bare: BareNumber) -> LengthValue? {
        var result = LengthValue()
        var sign = 1.0
        var expectsTerm = true
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            guard let first = rest.first else { break }
            if !expectsTerm {
                guard first == "+" || first == "-" else { return nil }
                sign = first == "-" ? -1 : 1
                rest = rest.dropFirst()
                expectsTerm = true
                continue
            }
            if first == "-", result == LengthValue(), sign == 1 {
                sign = -1
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isNumber || $0 == "." }
            rest = rest.dropFirst(digits.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            let factor: Double
            if digits.isEmpty {
                factor = 1
                guard unit == "w" || unit == "h" else { return nil }
            } else {
                guard let number = Double(digits), number.isFinite else { return nil }
                factor = number
            }
            switch unit {
            case "": result = result + bareLength(sign * factor, bare)
            case "pt": result.points += sign * factor
            case "w": result.width += sign * factor
            case "h": result.height += sign * factor
            default: return nil
            }
            expectsTerm = false
        }
        return expectsTerm ? nil : result
    }
}
