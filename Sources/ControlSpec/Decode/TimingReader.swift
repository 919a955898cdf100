import ControlSpecRuntime

/// Reads an animation's `curve:` and `spring:` into the runtime's timing: named curves, cubic
/// Béziers, and the three spring forms converted to mass, stiffness, damping and velocity.
extension DecodeContext {
    /// The named curves and the mapping `{ cubicBezier: [x1, y1, x2, y2] }`.
    mutating func decodeCurve(_ node: YAMLNode) -> AnimationDescription.Curve? {
        if node.mapping != nil {
            guard let fields = fields(of: node, table: SpecKeys.curve, what: "'curve'"),
                let pointsNode = fields["cubicBezier"]
            else { return nil }
            return cubicBezier(pointsNode)
        }
        return keyword(node, CurveName.self, what: "curve").map(\.value.curve)
    }

    private mutating func cubicBezier(_ node: YAMLNode) -> AnimationDescription.Curve? {
        guard let items = sequence(node, what: "'cubicBezier'") else { return nil }
        guard items.count == 4 else {
            report(
                .valueOutOfRange,
                "'cubicBezier' has \(items.count) numbers; give the two control points as [x1, y1, x2, y2]",
                at: node.location)
            return nil
        }
        let rule = "x1 and x2 are fractions of the duration, 0...1, so that time runs forward"
        let x1 = number(items[0], what: "x1", in: 0...1, rule: rule)
        let y1 = number(items[1], what: "y1")
        let x2 = number(items[2], what: "x2", in: 0...1, rule: rule)
        let y2 = number(items[3], what: "y2")
        guard let x1, let y1, let x2, let y2 else { return nil }
        return .cubicBezier(x1: x1.value, y1: y1.value, x2: x2.value, y2: y2.value)
    }

    /// One of the three spring forms, with its ranges checked, converted to the physical spring.
    mutating func decodeSpring(_ node: YAMLNode) -> AnimationDescription.Spring? {
        guard let fields = fields(of: node, table: SpecKeys.spring, what: "'spring'") else { return nil }
        let forms = SpringForm.allCases.filter { form in form.keys.contains { fields.has($0) } }
        if forms.count > 1, let second = forms.dropFirst().first,
            let key = second.keys.first(where: { fields.has($0) })
        {
            report(
                .conflictingKeys,
                "'spring' mixes \(forms[0].phrase) with \(second.phrase) ('\(key)'); keep one form: "
                    + SpringForm.choices,
                at: fields.keyLocation(key) ?? fields.location)
            return nil
        }
        let velocity = fields["velocity"].flatMap { number($0, what: "the velocity") }
        if fields.has("velocity"), velocity == nil { return nil }
        let initialVelocity = velocity?.value ?? 0
        switch forms.first {
        case .physical:
            return physicalSpring(fields, velocity: initialVelocity)
        case .perceptual:
            let response = springNumber(fields, "response", what: "the response", rule: "seconds > 0")
            let ratio = springNumber(fields, "dampingRatio", what: "the damping ratio", rule: "more than 0")
            guard let response, let ratio else { return nil }
            return AnimationDescription.Spring(
                response: response, dampingRatio: ratio, velocity: initialVelocity)
        case .pop:
            let rule = "POP normalizes it by 34 (1.7 × 20); give 0...34"
            let bounciness = fields["bounciness"].map {
                number($0, what: "the bounciness", in: 0...34, rule: rule)
            }
            let speed = fields["speed"].map { number($0, what: "the speed", in: 0...34, rule: rule) }
            if bounciness == .some(nil) || speed == .some(nil) { return nil }
            return AnimationDescription.Spring(
                popBounciness: bounciness??.value ?? 4, speed: speed??.value ?? 12, velocity: initialVelocity)
        case nil:
            report(
                .springForm, "'spring' gives no spring; write one form: " + SpringForm.choices,
                at: node.location)
            return nil
        }
    }

    /// `{ stiffness, damping, mass }`; `damping` alone is the old damping-ratio form.
    private mutating func physicalSpring(_ fields: Fields, velocity: Double) -> AnimationDescription.Spring? {
        if !fields.has("stiffness"), fields.has("damping") {
            report(
                .springForm,
                "'damping' without 'stiffness' is the old damping-ratio form; 'damping' is now the physical"
                    + " coefficient. Write the ratio as '{ response: 0.5, dampingRatio: …, velocity: … }'"
                    + " (or POP's '{ bounciness, speed }', or '{ stiffness, damping, mass }'), with the"
                    + " velocity in the property's units per second, no longer in distances per second",
                at: fields.keyLocation("damping") ?? fields.location)
            return nil
        }
        let stiffness = springNumber(fields, "stiffness", what: "the stiffness", rule: "more than 0")
        let damping = springNumber(
            fields, "damping", what: "the damping",
            rule: "more than 0 (without damping a spring never settles)")
        let mass =
            fields.has("mass") ? springNumber(fields, "mass", what: "the mass", rule: "more than 0") : 1
        guard let stiffness, let damping, let mass else { return nil }
        return AnimationDescription.Spring(
            mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    }

    /// The positive number under `key`, reporting it missing or out of range.
    private mutating func springNumber(_ fields: Fields, _ key: String, what: String, rule: String) -> Double?
    {
        guard let node = fields[key] else {
            report(
                .missingKey, "'spring' is missing the key '\(key)' of its form; add '\(key): …'",
                at: fields.location)
            return nil
        }
        guard let value = number(node, what: what) else { return nil }
        guard value.value > 0 else {
            report(
                .valueOutOfRange, "\(what) \(Self.format(value.value)) is out of range; give \(rule)",
                at: node.location)
            return nil
        }
        return value.value
    }
}

/// The named curves a spec may write.
enum CurveName: String, CaseIterable {
    case linear, easeIn, easeOut, easeInOut, `default`

    var curve: AnimationDescription.Curve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .default: .default
        }
    }
}

/// The ways to write a spring; each has its own keys (`velocity` belongs to all).
enum SpringForm: CaseIterable {
    case physical, perceptual, pop

    var keys: [String] {
        switch self {
        case .physical: ["stiffness", "damping", "mass"]
        case .perceptual: ["response", "dampingRatio"]
        case .pop: ["bounciness", "speed"]
        }
    }

    var phrase: String {
        switch self {
        case .physical: "the physical form"
        case .perceptual: "the response form"
        case .pop: "POP's form"
        }
    }

    static let choices =
        "'{ stiffness, damping, mass, velocity }', '{ response, dampingRatio, velocity }' or POP's"
        + " '{ bounciness, speed, velocity }'"
}
