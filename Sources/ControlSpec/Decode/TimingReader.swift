import ControlSpecRuntime

/// Reads an animation's `curve:` and `spring:` into the runtime's timing: named curves, cubic
/// Béziers, and the three spring forms converted to mass, stiffness, damping and velocity.
extension DecodeContext {
    /// A named curve, or the mapping `{ cubicBezier: [x1, y1, x2, y2] }`.
    mutating func decodeCurve(_ node: YAMLNode) -> AnimationDescription.Curve? {
        guard node.mapping != nil else {
            return keyword(node, Animation.CurveName.self, what: "curve").map(\.value.curve)
        }
        guard let fields = fields(of: node, table: SpecKeys.curve, what: "'curve'"),
            let points = fields["cubicBezier"]
        else { return nil }
        return cubicBezier(points)
    }

    private mutating func cubicBezier(_ node: YAMLNode) -> AnimationDescription.Curve? {
        guard let items = sequence(node, what: "'cubicBezier'") else { return nil }
        guard items.count == 4 else {
            report(
                items.count < 4 ? .tooFewItems : .valueOutOfRange,
                "'cubicBezier' has \(items.count) numbers; give the two control points as [x1, y1, x2, y2]",
                at: node.location)
            return nil
        }
        let rule = "x1 and x2 are fractions of the duration, 0...1, so that time runs forward"
        let x1 = number(items[0], what: "x1", in: .unit, rule: rule)
        let y1 = number(items[1], what: "y1")
        let x2 = number(items[2], what: "x2", in: .unit, rule: rule)
        let y2 = number(items[3], what: "y2")
        guard let x1, let y1, let x2, let y2 else { return nil }
        return .cubicBezier(x1: x1.value, y1: y1.value, x2: x2.value, y2: y2.value)
    }

    /// One of the spring's forms (`SpecKeys.springForms`), its ranges checked, as the physical
    /// spring.
    mutating func decodeSpring(_ node: YAMLNode) -> AnimationDescription.Spring? {
        guard let fields = fields(of: node, table: SpecKeys.spring, what: "'spring'") else { return nil }
        let forms = SpecKeys.springForms.filter { form in form.keys.contains { fields.has($0) } }
        if forms.count > 1, let key = forms[1].keys.first(where: { fields.has($0) }) {
            report(
                .conflictingKeys,
                "'spring' mixes \(forms[0].name) with \(forms[1].name) ('\(key)'); keep one form: "
                    + Self.springFormChoices,
                at: fields.keyLocation(key) ?? fields.location)
            return nil
        }
        var initialVelocity = 0.0
        var complete = true
        if fields.has("velocity") {
            if let velocity = springNumber(fields, "velocity", what: "the velocity") {
                initialVelocity = velocity
            } else {
                complete = false
            }
        }
        guard let form = forms.first else {
            report(
                .springForm, "'spring' gives no spring; write one form: " + Self.springFormChoices,
                at: node.location)
            return nil
        }
        if form.keys.contains("stiffness"), !fields.has("stiffness"), fields.has("damping") {
            report(
                .springForm,
                "'damping' without 'stiffness' is the old damping-ratio form; 'damping' is now the physical"
                    + " coefficient. Write the ratio as '{ response: 0.5, dampingRatio: …, velocity: … }'"
                    + " (or POP's '{ bounciness, speed }', or '{ stiffness, damping, mass }'), with the"
                    + " velocity in the property's units per second, no longer in distances per second",
                at: fields.keyLocation("damping") ?? fields.location)
            return nil
        }
        var values: [String: Double] = [:]
        for key in form.keys where fields.has(key) || form.required.contains(key) {
            guard fields.has(key) else {
                report(
                    .missingKey, "'spring' in \(form.name) is missing the key '\(key)'; add '\(key): …'",
                    at: fields.location)
                complete = false
                continue
            }
            if let value = springNumber(fields, key, what: "the \(key)") {
                values[key] = value
            } else {
                complete = false
            }
        }
        guard complete else { return nil }
        switch form.keys.first {
        case "stiffness":
            return AnimationDescription.Spring(
                mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 0,
                damping: values["damping"] ?? 0,
                velocity: initialVelocity)
        case "response":
            return AnimationDescription.Spring(
                response: values["response"] ?? 0, dampingRatio: values["dampingRatio"] ?? 0,
                velocity: initialVelocity)
        default:
            return AnimationDescription.Spring(
                popBounciness: values["bounciness"] ?? 4, speed: values["speed"] ?? 12,
                velocity: initialVelocity)
        }
    }

    /// The number under `key` within its bounds in `SpecKeys.spring`.
    private mutating func springNumber(_ fields: Fields, _ key: String, what: String) -> Double? {
        guard let node = fields[key] else { return nil }
        let bounds = SpecKeys.spring.bounds(key)
        return number(node, what: what, in: bounds, rule: "give \(Self.describe(bounds))")?.value
    }

    /// `more than 0`, `0...34`: the bounds as a message says them.
    private static func describe(_ bounds: NumberBounds) -> String {
        switch (bounds.minimum, bounds.maximum) {
        case (let minimum?, let maximum?): "\(format(minimum))...\(format(maximum))"
        case (let minimum?, nil):
            bounds.excludesMinimum ? "more than \(format(minimum))" : "\(format(minimum)) or more"
        case (nil, let maximum?): "at most \(format(maximum))"
        case (nil, nil): "a number"
        }
    }

    private static var springFormChoices: String {
        SpecKeys.springForms.map { form in
            "'{ " + (form.keys + ["velocity"]).joined(separator: ", ") + " }'"
        }.joined(separator: ", ")
    }
}
