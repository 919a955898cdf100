import ControlSpecRuntime

/// The spec language: every mapping, its keys, the kind of each value and what it does.
///
/// The decoder reads every mapping with these tables; the JSON Schema (`SpecSchema`) and the key
/// tables of `Docs/Language.md` (`LanguageTables`) are produced from them. To add a key, add it
/// here and read it in its reader.
package enum SpecKeys {
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
        .optional("cap", words(ShapePrimitive.LineCap.self), "the line cap"),
        .optional("join", words(ShapePrimitive.LineJoin.self), "the line join"),
    ]

    /// The behaviour of a control without regions, or of one region.
    private static let behaviour: [KeySpec] = [
        .required(
            "initial", .statePaths, "the state or states the control may start in or be restored to",
            refersTo: .state),
        .required("states", .named(.table(state)), "the states, by name"),
        .optional("transitions", .list(.table(transition), minimum: 0), "the transitions"),
    ]

    /// The top level.
    package static let control = KeyTable(
        "control", "One UI control: its states, events, transitions, images and animations.",
        rules: [
            .replaces(key: "regions", excluded: behaviour.map(\.name), required: ["initial", "states"]),
            .childKeyWhen(key: "regions", child: "group", childKey: "region"),
        ],
        [
            .required("control", .typeName, "the control's UpperCamelCase Swift type name"),
            .optional("summary", .text, "one sentence; becomes the doc comment of the generated code"),
            .optional(
                "base", words(ControlBase.self), "the UIKit superclass of the adapter (default `control`)"),
            .optional("properties", .named(.table(property)), "typed values of the control, by name"),
            .optional("colors", .named(.color), "named colors: hex or system colors"),
            .optional("images", .named(.table(image)), "images, by name"),
            .optional("texts", .named(.table(text)), "texts, by name"),
            .optional(
                "layout", .table(layout),
                "the intrinsic size, border, background, padding and the slots images and texts go to"),
            .optional(
                "backdrop", .color,
                "the color the control is used on (hex or system; default white): previews and pictures draw it, the contrast check measures against it"
            ),
            .optional("events", .list(.name, minimum: 0), "built-in touch events and custom events"),
            .optional("outputs", .list(.name, minimum: 0), "custom output events for `emit:`"),
        ] + behaviour.map { KeySpec.optional($0.name, $0.kind, $0.doc) } + [
            .optional("animations", .named(.table(animation)), "animations, by name"),
            .optional("group", .table(group), "makes instances joinable into an exclusive group"),
            .optional(
                "regions", .named(.table(region)),
                "orthogonal regions, instead of top-level `initial`/`states`/`transitions`"),
            .optional("accessibilityLabel", .text, "the label VoiceOver reads for the control"),
            .optional(
                "accessibilityIncrement", .name, "the event VoiceOver's swipe up sends", refersTo: .event),
            .optional(
                "accessibilityDecrement", .name, "the event VoiceOver's swipe down sends", refersTo: .event),
            .optional("suppress", .warningCodes, "warning codes silenced for the whole control"),
        ])

    package static let property = KeyTable(
        "property", "A typed value of the control.",
        rules: [
            .requiredWhen(key: "type", value: "enum", required: ["cases"]),
            .allowedOnlyWhen(key: "type", value: "enum", keys: ["cases"]),
            .allowedOnlyWhen(key: "type", value: "int", keys: ["range"]),
        ],
        [
            .required("type", words(PropertyType.Keyword.self), "the type"),
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
            .optional(
                "changes", .name,
                "with `input: true`: an event sent each time the app sets the property, for `on:`"),
        ])

    /// The keys of `image` that name where its pixels come from; exactly one is given.
    package static let imageSources = ["asset", "symbol", "shape", "property"]

    /// An image; exactly one of the source keys is given.
    package static let image = KeyTable(
        "image", "An image: exactly one of asset, symbol, shape or property; where and how it is drawn.",
        rules: [.exactlyOne(imageSources)],
        [
            .optional("asset", .text, "an asset-catalog image name"),
            .optional("symbol", .text, "an SF Symbol name"),
            .optional("shape", .list(.table(shape), minimum: 1), "vector primitives drawn in order"),
            .optional("property", .name, "an `image` property: the app's image", refersTo: .property),
            .optional(
                "contentMode", words(Image.ContentMode.self),
                "how the pixels fit the frame: `fit` (default), `fill`, `stretch` or `center` (unscaled)"),
            .optional(
                "slot", .name, "the layout slot it goes to; without one it fills the content rectangle",
                refersTo: .slot),
        ])

    package static let text = KeyTable(
        "text", "A text a state shows, and how it is drawn.",
        [
            .required(
                "text", .text,
                "the text; `{title}` is the value of property `title`, `{p:percent}` a percentage"),
            .required("font", .table(font), "the font"),
            .optional("color", .color, "the text color (default `label`)"),
            .optional(
                "alignment", words(TextDescription.Alignment.self), "the alignment (default `natural`)"),
            .optional(
                "lines", .integer(.from(0, to: 999_999)), "the most lines shown, 0 for no limit (default 1)"),
            .optional(
                "minimumScale", .number(.unit),
                "shrink to fit the width, down to this fraction of the font size"),
            .optional(
                "slot", .name, "the layout slot it goes to; without one it fills the content rectangle",
                refersTo: .slot),
        ])

    package static let font = KeyTable(
        "font", "The system font, a named font, or a Dynamic Type text style.",
        rules: [.atLeastOne(["size", "style"]), .atMostOne(["name", "weight"])],
        [
            .optional(
                "name", .text,
                "a font name such as `Arial` (its weight is part of the name: `Arial-BoldMT`); without it, the system font"
            ),
            .optional("size", .number(.from(1, to: 1000)), "points"),
            .optional(
                "weight", words(FontDescription.Weight.self), "the system font's weight (default `regular`)"),
            .optional(
                "style", words(FontDescription.TextStyle.self),
                "a Dynamic Type style: the font follows the user's text size"),
        ])

    package static let layout = KeyTable(
        "layout", "Where images and texts go, the border and background; the same in every state.",
        [
            .optional("size", .size, "the intrinsic content size; without it, computed from the texts"),
            .optional("border", .table(border), "a line around the bounds"),
            .optional("background", .color, "the background color"),
            .optional("padding", .padding, "the content rectangle's distance from the bounds"),
            .optional(
                "row", .table(row), "slots left to right, centred; a text slot takes its text's width"),
            .optional("slots", .named(.table(slot)), "the places images and texts go to, by name"),
        ])

    package static let border = KeyTable(
        "border", "A line around the control's bounds.",
        [
            .required("width", .number(.from(0, to: 1000)), "points"),
            .required("color", .color, "the line color"),
            .optional("cornerRadius", .number(.nonNegative), "points (default 0)"),
        ])

    package static let row = KeyTable(
        "row", "Slots side by side.",
        [.optional("spacing", .number(.from(0, to: 10_000)), "points between slots (default 0)")])

    package static let slot = KeyTable(
        "slot", "A place in the layout.", allowsNothing: true,
        [
            .optional(
                "frame", .frame,
                "overlay layouts: `[x, y, width, height]` in the content rectangle, `w` and `h` its size"),
            .optional("size", .size, "row layouts: a fixed size, centred vertically"),
            .optional(
                "repeat", .oneOf([.integer(copiesBounds), .name]),
                "overlay layouts: this many copies, or as many as an `int` property with a `range:` holds"
                    + " (at most its upper bound)",
                refersTo: .property),
            .optional(
                "step", .offset,
                "with `repeat`: `[x, y]`, how far each copy is from the one before (default [0, 0])"
            ),
        ])

    /// How many copies a repeated slot may have (`repeat:`, and an int property's upper bound).
    package static let copiesBounds = NumberBounds.from(1, to: 100)

    package static let lookValue = KeyTable(
        "lookValue", "An animatable property a state sets, from a number or a property.",
        [
            .required("target", .name, "`control` or an image name", refersTo: .image),
            .required("property", words(Track.Property.self), "the property, as in a track"),
            .required(
                "value", .numberOrExpression,
                "a number, or a `double`/`int` property or a number computed from properties (`rating - 2`)"
                    + " mapped from `from` to `to`",
                refersTo: .property),
            .optional("from", trackValue, "the value at property 0 (default 0)"),
            .optional("to", trackValue, "the value at property 1 (default 1), in the unit of `from`"),
        ])

    /// One item of `shape:`; exactly one of the keys is given.
    package static let shape = KeyTable(
        "shape", "One primitive: exactly one of circle, rect or path.",
        rules: [.exactlyOne(["circle", "rect", "path"])],
        [
            .optional("circle", .table(circle), "a circle"),
            .optional("rect", .table(rect), "a rectangle"),
            .optional("path", .table(path), "a polyline or polygon"),
        ])

    /// A primitive with neither fill nor stroke would draw nothing.
    private static let drawsSomething = KeyRule.atLeastOne(["fill", "stroke"], code: .shapeDrawsNothing)

    package static let circle = KeyTable(
        "circle", "A circle in unit coordinates.", rules: [drawsSomething],
        [
            .required("center", .point, "the center"),
            .required("radius", .number(.unit), "the radius, a fraction of the width"),
        ] + style)

    package static let rect = KeyTable(
        "rect", "A rectangle in unit coordinates.", rules: [drawsSomething],
        [
            .required("origin", .point, "the top-left corner"),
            .required("size", .point, "`[width, height]`"),
            .optional(
                "cornerRadius", .number(.from(0, to: 0.5)), "the corner radius, a fraction of the width"),
        ] + style)

    package static let path = KeyTable(
        "path", "A polyline through points in unit coordinates.", rules: [drawsSomething],
        [
            .required("points", .list(.point, minimum: 2), "the points, at least two"),
            .optional("closed", .flag, "`true` closes the path (default `false`)"),
        ] + style)

    package static let state = KeyTable(
        "state", "A state and what the control shows in it.", allowsNothing: true,
        rules: [.atMostOne(["states", "regions"])],
        [
            .optional("image", .names, "an image name or a list of them, bottom to top", refersTo: .image),
            .optional("text", .names, "a text name or a list of them, above the images", refersTo: .text),
            .optional(
                "values", .list(.table(lookValue), minimum: 0),
                "animatable values set from numbers or properties"),
            .optional("alpha", .number(.unit), "the control's opacity (default 1)"),
            .optional("tint", .color, "the tint color"),
            .optional("selected", .flag, "UIControl's `isSelected`"),
            .optional("highlighted", .flag, "UIControl's `isHighlighted`"),
            .optional("enabled", .flag, "UIControl's `isEnabled`"),
            .optional("accessibilityLabel", .text, "the VoiceOver label; `{name}` shows a property"),
            .optional(
                "accessibilityValue", .text, "the VoiceOver value; `{progress:percent}` shows a percentage"),
            .optional(
                "ambient", .name,
                "an animation the state plays on its images while it is active, stopped where it is when"
                    + " the state is left"),
            .optional("suppress", .warningCodes, "warning codes silenced for this state"),
            .optional(
                "states", .childStates,
                "child states, by name: this state is their parent, and its look and transitions apply to them"
            ),
            .optional(
                "regions", .childRegions,
                "instead of `states`: regions inside this state, active exactly while the state is; entering"
                    + " the state enters each region's initial state"),
            .optional(
                "initial", .name, "with `states`: the child entered with this state (default: the first)"),
            .optional(
                "history", .keyword(StateHistory.allCases.map(\.rawValue)),
                "with `states`: entering this state by its name resumes the child (`shallow`) or the"
                    + " nested state (`deep`) it was left in; the first entry enters `initial`"),
        ])

    /// The keys that start a transition: events, or a timer (`after:` and `every:` go together).
    package static let transitionTriggers = ["on", "after", "every"]

    /// `after: animation`: a timer that fires when the entering transition's animation has finished.
    package static let animationFinishedWord = "animation"

    /// A timer's duration: seconds, more than 0, at most a day.
    package static let timerBounds = NumberBounds.from(0, excluded: true, to: 86_400)

    package static let transition = KeyTable(
        "transition", "A transition from one or more states on one or more events, or on a timer.",
        rules: [
            .atLeastOne(transitionTriggers),
            .replaces(key: "on", excluded: ["after", "every"], required: []),
        ],
        [
            .required(
                "from", .sourceStates, "a state, a list of states, or `\"*\"` (every state of the region)",
                refersTo: .state),
            .optional("on", .names, "an event or a list of events", refersTo: .event),
            .optional(
                "after", .oneOf([.number(timerBounds), .keyword([animationFinishedWord])]),
                "instead of `on`: seconds (whole milliseconds, more than 0) the state is active before it"
                    + " fires; with `every`, before the first repeat; `animation`: when the animation of the"
                    + " transition that entered the state has finished"),
            .optional(
                "every", .number(timerBounds),
                "instead of `on`: seconds (whole milliseconds, more than 0) between repeats while the state"
                    + " is active; the first after `after` (default: one interval)"),
            .required(
                "to", .statePath, "one state (it may equal `from`: a self-transition)", refersTo: .state),
            .optional("when", .guardExpression, "a guard, or `else`", refersTo: .property),
            .optional("set", .assignments, "actions: `{ property: value, … }`", refersTo: .property),
            .optional(
                "emit", .names,
                BuiltinEvent.outputs.map { "`\($0)`" }.joined(separator: ", ") + " or outputs, one or a list",
                refersTo: .output),
            .optional("animation", .name, "the name of an animation", refersTo: .animation),
            .optional("suppress", .warningCodes, "warning codes silenced for this transition"),
            .optional(
                "name", .name,
                "its case of the generated `Transition`, unique among the control's transitions; without"
                    + " it, `<from>On<Event>` (`offOnTap`)"),
        ])

    package static let animation = KeyTable(
        "animation", "An animation played on a transition.",
        rules: [.replaces(key: "spring", excluded: ["curve"], required: ["duration"])],
        [
            .optional(
                "duration", .number(.positive),
                "seconds, more than 0; with a spring, by default its settling time"),
            .optional("delay", .number(.nonNegative), "seconds, 0 or more, before the motion starts"),
            .optional(
                "curve", .oneOf([words(Animation.CurveName.self), .table(curve)]),
                "the timing curve (default `easeInOut`)"),
            .optional("spring", .table(spring), "a spring instead of a curve"),
            .required("tracks", .list(.table(track), minimum: 1), "the animated properties"),
            .optional(
                "repeat", .oneOf([.integer(repeatBounds), .keyword([foreverWord])]),
                "how many times the motion plays (default 1), as Core Animation's `repeatCount`; `forever`:"
                    + " for as long as the state that plays it as `ambient` is active"),
            .optional(
                "autoreverse", .flag,
                "`true`: each play runs forward, then back to its start (`autoreverses`)"),
        ])

    /// How many times an animation may play.
    package static let repeatBounds = NumberBounds.from(1, to: 10_000)
    /// `repeat: forever`.
    package static let foreverWord = "forever"

    /// `curve:` written as a mapping.
    package static let curve = KeyTable(
        "curve", "A cubic Bézier timing curve from (0, 0) to (1, 1).",
        [.required("cubicBezier", .controlPoints, "the control points (x1, y1) and (x2, y2)")])

    /// The ways to write a spring; `velocity` goes with each.
    package static let springForms = [
        KeyForm(
            name: "the physical form", keys: ["stiffness", "damping", "mass"],
            required: ["stiffness", "damping"],
            outdated: KeyForm.OutdatedUse(
                key: "damping", without: "stiffness",
                message: "'damping' without 'stiffness' is the old damping-ratio form; 'damping' is now the"
                    + " physical coefficient. Write the ratio as '{ response: 0.5, dampingRatio: …, velocity: … }'"
                    + " (or POP's '{ bounciness, speed }', or '{ stiffness, damping, mass }'), with the"
                    + " velocity in the property's units per second, no longer in distances per second")),
        KeyForm(
            name: "the response form", keys: ["response", "dampingRatio"],
            required: ["response", "dampingRatio"]),
        KeyForm(name: "POP's form", keys: ["bounciness", "speed"], required: []),
    ]

    package static let spring = KeyTable(
        "spring", "Spring timing, in one of three forms, converted to mass, stiffness and damping.",
        rules: [.oneForm(springForms, code: .springForm)],
        [
            .optional("stiffness", .number(.positive), "the spring constant (POP's tension)"),
            .optional("damping", .number(.positive), "the damping coefficient (POP's friction)"),
            .optional("mass", .number(.positive), "the moving mass (default 1)"),
            .optional("response", .number(.positive), "seconds per undamped oscillation (SwiftUI)"),
            .optional(
                "dampingRatio", .number(.positive),
                "the fraction of critical damping: below 1 bounces, 1 does not overshoot"),
            .optional(
                "bounciness", .number(.from(0, to: 34)),
                "POP's `springBounciness` (default 4); POP normalizes it by 34"),
            .optional("speed", .number(.from(0, to: 34)), "POP's `springSpeed` (default 12)"),
            .optional(
                "velocity", .number(.any),
                "the initial velocity, in the property's units per second (default 0)"),
        ])

    package static let track = KeyTable(
        "track", "One animated property of one target.",
        rules: [.replaces(key: "values", excluded: ["from", "to"], required: ["to"])],
        [
            .required(
                "target", .name,
                "`incoming` (the new state's images), `outgoing` (the old state's), `control` (the whole control) or an image name",
                refersTo: .image),
            .required(
                "property", words(Track.Property.self),
                "the animated property; `rotation` is in degrees, `opacity`, `strokeStart` and `strokeEnd` run 0…1"
            ),
            .optional("from", trackValue, "the start value; without it, the current value"),
            .optional("to", trackValue, "the end value, in the unit of `from`"),
            .optional(
                "values", .list(trackValue, minimum: 2),
                "instead of `from` and `to`: a keyframe track through these values, in one unit"),
            .optional(
                "keyTimes", .list(.number(.unit), minimum: 2),
                "with `values`: when each value is reached, fractions of the duration from 0 to 1,"
                    + " increasing (default: evenly spaced)"),
            .optional(
                "curves", .list(curveKind, minimum: 1),
                "with `values`: one curve per segment, one fewer than values (default: all `linear`)"),
            .optional("name", .name, "its name, unique in its animation, for another track's `after`"),
            .optional(
                "after", .name,
                "the name of a track of the same animation: this one starts when that one ends (plus its"
                    + " `delay`)"),
            .optional(
                "duration", .number(.positive),
                "its own seconds of motion, more than 0 (default: the animation's `duration`)"),
            .optional(
                "delay", .number(.nonNegative),
                "its own seconds, 0 or more, before it starts: after the animation's delay, or after the end"
                    + " of its `after` track"),
        ])

    /// The keys only a keyframe track (`values:`) has.
    package static let keyframeKeys = ["keyTimes", "curves"]

    /// A timing curve: a name or a `curve` mapping.
    package static let curveKind = ValueKind.oneOf([words(Animation.CurveName.self), .table(curve)])

    /// What a track's `from` and `to` are, by its `property`.
    package static let trackValue = ValueKind.byKeyword(
        key: "property", kinds: Track.Property.allCases.map { ($0.rawValue, trackValueKind(of: $0)) })

    /// The kind of a track's `from` and `to` for `property`: opacity and stroke ends are fractions
    /// 0…1, translations points or one fraction of the control's size, scales and rotations any number.
    package static func trackValueKind(of property: Track.Property) -> ValueKind {
        switch property {
        case .opacity, .strokeStart, .strokeEnd: .number(.unit)
        case .translationX, .translationY: .translation
        case .scale, .scaleX, .scaleY, .rotation: .number(.any)
        }
    }

    package static let region = KeyTable(
        "region", "An independent part of the behaviour.",
        behaviour)

    /// `region` is required when the control has regions (a rule of `control`).
    package static let group = KeyTable(
        "group", "Instances can be joined into an exclusive group.",
        [
            .required("idle", .names, "the states in which a member is inactive", refersTo: .state),
            .required(
                "release", .name,
                "the declared event the group sends to the active member when another member becomes active",
                refersTo: .event),
            .optional(
                "region", .name, "the region the rule is about", refersTo: .region),
        ])

    /// The table named `name`; the tables are constants, so asking for one they lack is a bug.
    package static subscript(_ name: String) -> KeyTable {
        guard let table = all.first(where: { $0.name == name }) else {
            preconditionFailure("the language has no table '\(name)'")
        }
        return table
    }

    /// Every table.
    package static let all: [KeyTable] = [
        control, property, image, shape, circle, rect, path, text, font, layout, border, row, slot, state,
        lookValue, transition, animation, curve, spring, track, region, group,
    ]
}
