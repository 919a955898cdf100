import ControlSpecCore
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

    /// One of the spring's forms (`SpecKeys.springForms`, checked as a rule of `SpecKeys.spring`),
    /// its ranges checked, as the physical spring.
    mutating func decodeSpring(_ node: YAMLNode) -> AnimationDescription.Spring? {
        guard let fields = fields(of: node, table: SpecKeys.spring, what: "'spring'") else { return nil }
        var values: [String: Double] = [:]
        var complete = true
        for key in SpecKeys.spring.keys where fields.has(key) {
            if let value = springNumber(fields, key, what: "the \(key)") {
                values[key] = value
            } else {
                complete = false
            }
        }
        // The rule `oneForm` of `SpecKeys.spring` has reported a mixed, missing, incomplete or
        // outdated form.
        guard let form = Self.form(of: SpecKeys.springForms, in: fields), complete else { return nil }
        let initialVelocity = values["velocity"] ?? 0
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
        case (let minimum?, let maximum?): "\(NumberText.shortest(minimum))...\(NumberText.shortest(maximum))"
        case (let minimum?, nil):
            bounds.excludesMinimum
                ? "more than \(NumberText.shortest(minimum))" : "\(NumberText.shortest(minimum)) or more"
        case (nil, let maximum?): "at most \(NumberText.shortest(maximum))"
        case (nil, nil): "a number"
        }
    }
}
