/// The spec language: every mapping, its keys, the kind of each value and what it does.
///
/// The decoder reads every mapping with these tables; the JSON Schema (`SpecSchema`) and the key
/// tables of `Docs/Language.md` (`LanguageTables`) are produced from them. To add a key, add it
/// here and read it in its reader.
enum SpecKeys {
    private static func words<Word: RawRepresentable & CaseIterable>(_ type: Word.Type) -> ValueKind
    where Word.RawValue == String {
        .keyword(type.allCases.map(\.rawValue))
    }

    /// The style keys every shape primitive has.
    private static let style: [KeySpec] = [
        .optional("fill", .color, "the fill color"),
        .optional("stroke", .color, "the stroke color"),
        .optional(
            "width", .length, "the stroke width: a plain number is a fraction 0…1 of the control's width"),
        .optional("cap", words(Shape.LineCap.self), "the line cap"),
        .optional("join", words(Shape.LineJoin.self), "the line join"),
    ]

    /// The behaviour of a control without regions, or of one region.
    private static let behaviour: [KeySpec] = [
        .required("initial", .names, "the state or states the control may start in or be restored to"),
        .required("states", .named(.table(state)), "the states, by name"),
        .optional("transitions", .list(.table(transition), minimum: 0), "the transitions"),
    ]

    /// The top level.
    static let control = KeyTable(
        "control", "One UI control: its states, events, transitions, images and animations.",
        rules: [
            .replaces(key: "regions", excluded: behaviour.map(\.name), required: ["initial", "states"])
        ],
        [
            .required("control", .typeName, "the control's UpperCamelCase Swift type name"),
            .optional("summary", .text, "one sentence; becomes the doc comment of the generated code"),
            .optional(
                "base", words(ControlBase.self), "the UIKit superclass of the adapter (default `control`)"),
            .optional("properties", .named(.table(property)), "typed values of the control, by name"),
            .optional("colors", .named(.color), "named colors: hex or system colors"),
            .optional("images", .named(.table(image)), "images, by name"),
            .optional("events", .list(.name, minimum: 0), "built-in touch events and custom events"),
            .optional("outputs", .list(.name, minimum: 0), "custom output events for `emit:`"),
        ] + behaviour.map { KeySpec.optional($0.name, $0.kind, $0.doc) } + [
            .optional("animations", .named(.table(animation)), "animations, by name"),
            .optional("group", .table(group), "makes instances joinable into an exclusive group"),
            .optional(
                "regions", .named(.table(region)),
                "orthogonal regions, instead of top-level `initial`/`states`/`transitions`"),
            .optional("accessibilityLabel", .text, "the label VoiceOver reads for the control"),
            .optional("accessibilityIncrement", .name, "the event VoiceOver's swipe up sends"),
            .optional("accessibilityDecrement", .name, "the event VoiceOver's swipe down sends"),
            .optional("suppress", .warningCodes, "warning codes silenced for the whole control"),
        ])

    static let property = KeyTable(
        "property", "A typed value of the control.",
        rules: [.requiredWhen(key: "type", value: "enum", required: ["cases"])],
        [
            .required("type", words(DecodeContext.TypeKeyword.self), "the type"),
            .optional(
                "default", .literal,
                "a literal of the type; without one: `false`, the range's minimum (or 0), the first case, `\"\"`, `0.0`, `clear`"
            ),
            .optional(
                "range", .integerRange,
                "`[min, max]` of an int property, `min <= max`; without it the analysis assumes `[0, 1000]`"),
            .optional(
                "cases", .list(.name, minimum: 1), "the cases of an enum property (required for `enum`)"),
            .optional("input", .flag, "`true`: the app may set the value at any moment"),
        ])

    /// An image; exactly one of the keys is given.
    static let image = KeyTable(
        "image", "An image: exactly one of asset, symbol or shape.",
        rules: [.exactlyOne(["asset", "symbol", "shape"])],
        [
            .optional("asset", .text, "an asset-catalog image name"),
            .optional("symbol", .text, "an SF Symbol name"),
            .optional("shape", .list(.table(shape), minimum: 1), "vector primitives drawn in order"),
        ])

    /// One item of `shape:`; exactly one of the keys is given.
    static let shape = KeyTable(
        "shape", "One primitive: exactly one of circle, rect or path.",
        rules: [.exactlyOne(["circle", "rect", "path"])],
        [
            .optional("circle", .table(circle), "a circle"),
            .optional("rect", .table(rect), "a rectangle"),
            .optional("path", .table(path), "a polyline or polygon"),
        ])

    static let circle = KeyTable(
        "circle", "A circle in unit coordinates.",
        [
            .required("center", .point, "the center"),
            .required("radius", .number(.unit), "the radius, a fraction of the width"),
        ] + style)

    static let rect = KeyTable(
        "rect", "A rectangle in unit coordinates.",
        [
            .required("origin", .point, "the top-left corner"),
            .required("size", .point, "`[width, height]`"),
            .optional(
                "cornerRadius", .number(.from(0, to: 0.5)), "the corner radius, a fraction of the width"),
        ] + style)

    static let path = KeyTable(
        "path", "A polyline through points in unit coordinates.",
        [
            .required("points", .list(.point, minimum: 2), "the points, at least two"),
            .optional("closed", .flag, "`true` closes the path (default `false`)"),
        ] + style)

    static let state = KeyTable(
        "state", "A state and what the control shows in it.", allowsNothing: true,
        [
            .optional("image", .names, "an image name or a list of them, bottom to top"),
            .optional("alpha", .number(.unit), "the control's opacity (default 1)"),
            .optional("tint", .color, "the tint color"),
            .optional("selected", .flag, "UIControl's `isSelected`"),
            .optional("highlighted", .flag, "UIControl's `isHighlighted`"),
            .optional("enabled", .flag, "UIControl's `isEnabled`"),
            .optional("accessibilityLabel", .text, "the VoiceOver label"),
            .optional("accessibilityValue", .text, "the VoiceOver value"),
            .optional("suppress", .warningCodes, "warning codes silenced for this state"),
        ])

    static let transition = KeyTable(
        "transition", "A transition from one or more states on one or more events.",
        [
            .required(
                "from", .sourceStates, "a state, a list of states, or `\"*\"` (every state of the region)"),
            .required("on", .names, "an event or a list of events"),
            .required("to", .name, "one state (it may equal `from`: a self-transition)"),
            .optional("when", .guardExpression, "a guard, or `else`"),
            .optional("set", .assignments, "actions: `{ property: value, … }`"),
            .optional("emit", .names, "`valueChanged`, `primaryActionTriggered` or outputs, one or a list"),
            .optional("animation", .name, "the name of an animation"),
            .optional("suppress", .warningCodes, "warning codes silenced for this transition"),
        ])

    static let animation = KeyTable(
        "animation", "An animation played on a transition.",
        rules: [.atMostOne(["curve", "spring"])],
        [
            .required("duration", .number(.positive), "seconds, more than 0"),
            .optional("delay", .number(.nonNegative), "seconds, 0 or more"),
            .optional("curve", words(Animation.Curve.self), "the timing curve (default `easeInOut`)"),
            .optional("spring", .table(spring), "a spring instead of a curve"),
            .required("tracks", .list(.table(track), minimum: 1), "the animated properties"),
        ])

    static let spring = KeyTable(
        "spring", "Spring timing.",
        [
            .required(
                "damping", .number(.from(0, excluded: true, to: 1)), "lower bounces more, 1 does not bounce"),
            .optional("velocity", .number(.any), "the initial velocity (default 0)"),
        ])

    static let track = KeyTable(
        "track", "One animated property of one target.",
        [
            .required(
                "target", .name,
                "`incoming` (the new state's images), `outgoing` (the old state's), `control` (the whole control) or an image name"
            ),
            .required(
                "property", words(Track.Property.self),
                "the animated property; `rotation` is in degrees, `opacity`, `strokeStart` and `strokeEnd` run 0…1"
            ),
            .optional("from", .number(.any), "the start value; without it, the current value"),
            .required("to", .number(.any), "the end value"),
        ])

    static let region = KeyTable(
        "region", "An independent part of the behaviour.",
        behaviour)

    /// `region` is required when the control has regions.
    static let group = KeyTable(
        "group", "Instances can be joined into an exclusive group.",
        [
            .required("idle", .names, "the states in which a member is inactive"),
            .required(
                "release", .name,
                "the declared event the group sends to the active member when another member becomes active"),
            .optional(
                "region", .name,
                "the region the rule is about (required with `regions:`, not allowed otherwise)"),
        ])

    /// The table named `name`; the tables are constants, so asking for one they lack is a bug.
    static subscript(_ name: String) -> KeyTable {
        guard let table = all.first(where: { $0.name == name }) else {
            preconditionFailure("the language has no table '\(name)'")
        }
        return table
    }

    /// Every table.
    static let all: [KeyTable] = [
        control, property, image, shape, circle, rect, path, state, transition, animation, spring,
        track, region, group,
    ]
}
