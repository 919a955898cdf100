/// The keys one kind of mapping of the spec language allows.
public struct KeyTable: Hashable, Sendable {
    /// The mapping's name, also the name of its definition in the JSON Schema (`control` is the root).
    public let name: String
    /// Keys that must always be present.
    public let required: [String]
    /// Every allowed key, required ones included, in the order the reference documents them.
    public let keys: [String]
}

/// The key tables the decoder reads every mapping with, exposed as data so the JSON Schema and the
/// documentation can be checked against them.
public enum SpecKeys {
    /// The top level. `initial` and `states` are required unless `regions` is given.
    public static let control = KeyTable(
        name: "control", required: ["control"],
        keys: [
            "control", "summary", "base", "properties", "colors", "images", "events", "outputs",
            "initial", "states", "transitions", "animations", "group", "regions", "suppress",
        ])
    public static let property = KeyTable(
        name: "property", required: ["type"], keys: ["type", "default", "range", "cases", "input"])
    /// Exactly one of the keys is given.
    public static let image = KeyTable(name: "image", required: [], keys: ["asset", "symbol", "shape"])
    /// One item of `shape:`; exactly one of the keys is given.
    public static let shape = KeyTable(name: "shape", required: [], keys: ["circle", "rect", "path"])
    static let style = ["fill", "stroke", "width", "cap", "join"]
    public static let circle = KeyTable(
        name: "circle", required: ["center", "radius"], keys: ["center", "radius"] + style)
    public static let rect = KeyTable(
        name: "rect", required: ["origin", "size"], keys: ["origin", "size", "cornerRadius"] + style)
    public static let path = KeyTable(name: "path", required: ["points"], keys: ["points", "closed"] + style)
    public static let state = KeyTable(
        name: "state", required: [],
        keys: [
            "image", "alpha", "tint", "selected", "highlighted", "enabled", "accessibilityLabel",
            "accessibilityValue", "suppress",
        ])
    public static let transition = KeyTable(
        name: "transition", required: ["from", "on", "to"],
        keys: ["from", "on", "to", "when", "set", "emit", "animation", "suppress"])
    public static let animation = KeyTable(
        name: "animation", required: ["tracks"],
        keys: ["duration", "delay", "curve", "spring", "tracks"])
    /// One of three forms: `stiffness`, `damping`, `mass`; `response`, `dampingRatio`; or POP's
    /// `bounciness`, `speed`; each with `velocity`.
    public static let spring = KeyTable(
        name: "spring", required: [],
        keys: ["stiffness", "damping", "mass", "response", "dampingRatio", "bounciness", "speed", "velocity"])
    /// `curve:` written as a mapping.
    public static let curve = KeyTable(name: "curve", required: ["cubicBezier"], keys: ["cubicBezier"])
    public static let track = KeyTable(
        name: "track", required: ["target", "property", "to"], keys: ["target", "property", "from", "to"])
    public static let region = KeyTable(
        name: "region", required: ["initial", "states"], keys: ["initial", "states", "transitions"])
    /// `region` is required when the control has regions.
    public static let group = KeyTable(
        name: "group", required: ["idle", "release"], keys: ["idle", "release", "region"])

    /// Every table.
    public static let all: [KeyTable] = [
        control, property, image, shape, circle, rect, path, state, transition, animation, spring,
        curve, track, region, group,
    ]
}
