import ControlSpec
import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecGenerate
import ControlSpecResolve
@_spi(Compiler) import ControlSpecRuntime

/// The JavaScript back end: a control's machine as a JavaScript object, generated from the same
/// `GenerationPlan` as the Swift machine. `create()` gives the machine in its first initial state,
/// `send(m, event)` is the generated dispatch (`JavaScriptDispatchEmitter`); the rest is the spec's
/// data the page shows and plays: regions and looks, events with their UIKit touch events,
/// properties, transitions with their outputs and animations, images as SVG, the group rule.
enum JavaScriptGenerator {
    /// `const machine = {…};` for an analysed control, images drawn with `assets`.
    static func generate(_ analysis: AnalysisReport, assets: [String: PreviewAsset] = [:]) -> String {
        let plan = GenerationPlan(analysis: analysis, access: .internal)
        let control = plan.control
        let data = MachineData(plan: plan, images: SVGImage(control: control, assets: assets))
        var text = "const machine = (() => {\n"
        text += "function create() {\n"
        text +=
            "  return {state: \(data.initialStates), props: \(data.initialProperties)"
            + "\(JavaScriptHistory(plan: plan).initialMember)};\n"
        text += "}\n"
        text += JavaScriptDispatchEmitter(plan: plan).emit() + "\n"
        text += "return {\n"
        for (key, value) in data.members {
            text += "  \(key): \(value),\n"
        }
        text += "  create, send,\n};\n})();\n"
        return text
    }
}

/// The spec's data as JavaScript literals, member by member.
private struct MachineData {
    let plan: GenerationPlan
    let images: SVGImage

    var looks: RuntimeLooks { RuntimeLooks(control: plan.control) }

    var control: Control { plan.control }

    /// The numbers the texts compute, by field: functions of the properties (`ComputedText`).
    var computed: String {
        let guardTranslator = JavaScriptGuard(plan: plan, reads: JavaScriptGuard.Reads())
        return JavaScriptLiteral.object(
            control.computedTexts.map { ($0.field, guardTranslator.computed($0.expression)) })
    }

    /// Whether each variant's guard holds, by its key: functions of the properties as the machine
    /// holds them (`LookVariant.key`, `lookOf` in preview.js).
    var conditions: String {
        let guardTranslator = JavaScriptGuard(plan: plan, reads: JavaScriptGuard.Reads())
        var seen: Set<String> = []
        let variants = control.regions.flatMap(\.states).flatMap(\.variants).filter {
            seen.insert($0.key).inserted
        }
        return JavaScriptLiteral.object(
            variants.map { ($0.key, "(old) => " + guardTranslator.condition($0.condition)) })
    }

    var initialStates: String {
        let nesting = JavaScriptNesting(plan: plan)
        if nesting.isNeeded {
            return JavaScriptLiteral.array(
                nesting.initialStates.map { $0.map(JavaScriptLiteral.string) ?? "null" })
        }
        return JavaScriptLiteral.array(
            plan.regions.map { region in
                JavaScriptLiteral.string(
                    region.region.initial.first?.value ?? region.region.states.first?.name.value ?? "")
            })
    }

    var initialProperties: String {
        JavaScriptLiteral.object(control.properties.map { ($0.name.value, initialValue(of: $0)) })
    }

    var members: [(String, String)] {
        [
            ("name", JavaScriptLiteral.string(control.name.value)),
            ("summary", JavaScriptLiteral.string(control.summary?.value ?? "")),
            ("base", JavaScriptLiteral.string(control.base.value.rawValue)),
            ("regions", JavaScriptLiteral.array(plan.regions.enumerated().map { region($1, index: $0) })),
            ("events", JavaScriptLiteral.array(plan.model.events[..<plan.model.inputEventCount].map(event))),
            ("timers", JavaScriptLiteral.array(plan.timers.map(timer))),
            // When each transition's animation has finished, in ms (`after: animation` waits for it).
            ("animationEnds", animationEnds),
            ("outputs", JavaScriptLiteral.array(plan.outputs.map(output))),
            ("properties", JavaScriptLiteral.array(plan.properties.map(property))),
            ("transitions", JavaScriptLiteral.array(plan.model.transitions.map(transition))),
            (
                "animations",
                JavaScriptLiteral.object(control.animations.map { ($0.name.value, animation($0)) })
            ),
            ("images", JavaScriptLiteral.object(control.images.map { ($0.name.value, image($0)) })),
            // The runtime's `stackingOrder`: images, then texts, as declared (`LookStack`).
            (
                "stacking",
                JavaScriptLiteral.array(looks.stackingOrder.map(JavaScriptLiteral.string))
            ),
            (
                "texts",
                JavaScriptLiteral.object(
                    control.texts.compactMap { looks.text(named: $0.name.value) }.map { ($0.name, text($0)) })
            ),
            ("layout", layout),
            ("computed", computed),
            ("conditions", conditions),
            (
                "defaultSize",
                JavaScriptLiteral.array(
                    [SVGImage.defaultSize.width, SVGImage.defaultSize.height].map(JavaScriptLiteral.number))
            ),
            ("group", group),
            ("assets", usedAssets),
        ] + JavaScriptParentClocks(plan: plan).members
            // The nesting tables the dispatch reads, for the inspector and `reset` (JavaScriptNesting).
            + (JavaScriptNesting(plan: plan).isNeeded ? [("nesting", "nesting")] : [])
    }

    private func region(_ region: GenerationPlan.RegionPlan, index: Int) -> String {
        JavaScriptLiteral.object([
            ("name", region.region.name.map { JavaScriptLiteral.string($0.value) } ?? "null"),
            (
                "initial",
                JavaScriptLiteral.array(region.region.initial.map { JavaScriptLiteral.string($0.value) })
            ),
            ("states", JavaScriptLiteral.array(region.region.states.map { state($0, region: index) })),
        ])
    }

    private func state(_ state: State, region: Int) -> String {
        let resolved = looks.look(region: region, state: state.name.value)
        var look = self.look(of: state, resolved: resolved)
        if let resolved, !resolved.variants.isEmpty {
            let variants = zip(state.variants, resolved.variants).map { variant, resolved in
                JavaScriptLiteral.object([
                    ("condition", JavaScriptLiteral.string(variant.key)),
                    ("look", JavaScriptLiteral.object(self.look(of: variant.look, resolved: resolved.look))),
                ])
            }
            look.append(("variants", JavaScriptLiteral.array(variants)))
        }
        return JavaScriptLiteral.object([
            ("name", JavaScriptLiteral.string(state.name.value)), ("look", JavaScriptLiteral.object(look)),
        ])
    }

    /// A state's or a variant's look as the page draws it: names, values, and the aspects written.
    private func look(of state: State, resolved: StateLook?) -> [(String, String)] {
        var look: [(String, String)] = [
            ("images", JavaScriptLiteral.array(state.images.map { JavaScriptLiteral.string($0.value) })),
            ("texts", JavaScriptLiteral.array(state.texts.map { JavaScriptLiteral.string($0.value) })),
            ("values", JavaScriptLiteral.array((resolved?.values ?? []).map(value))),
        ]
        if let alpha = state.alpha { look.append(("alpha", JavaScriptLiteral.number(alpha.value))) }
        if let ambient = resolved?.ambient, !ambient.isEmpty {
            look.append(
                ("ambient", JavaScriptLiteral.array(ambient.map { JavaScriptLiteral.string($0.name) })))
        }
        if let tint = state.tint {
            look.append(
                ("tint", JavaScriptLiteral.string(CSSPalette.css(tint.value, in: control))))
        }
        if let selected = state.selected { look.append(("selected", "\(selected)")) }
        if let highlighted = state.highlighted { look.append(("highlighted", "\(highlighted)")) }
        if let enabled = state.enabled { look.append(("enabled", "\(enabled)")) }
        // The label the UIKit player shows: the state's, the control's or its text's (`spokenLabel`).
        if let label = resolved?.accessibilityLabel {
            look.append(("accessibilityLabel", JavaScriptLiteral.string(label)))
        }
        if let value = state.accessibilityValue {
            look.append(("accessibilityValue", JavaScriptLiteral.string(value.value)))
        }
        return look
    }

    private func event(_ event: ResolvedControl.Event) -> String {
        JavaScriptLiteral.object(
            [
                ("name", JavaScriptLiteral.string(event.name)),
                ("touch", event.controlEvent.map(JavaScriptLiteral.string) ?? "null"),
            ] + (event.changes.map { [("changes", JavaScriptLiteral.string($0))] } ?? []))
    }

    /// A timer as the page's clock runs it: the key `send` knows it by, its region, first firing
    /// and interval in milliseconds, and the states where a transition answers it (its rank is
    /// its position).
    private func timer(_ timer: (event: Int, caseName: String, timer: ResolvedControl.Timer)) -> String {
        let region = plan.regions[timer.timer.region]
        // A parent's timer runs in all its leaves (`TimerEmitter`), a leaf's where it is answered.
        let states = region.region.states.indices.filter { state in
            if let parent = timer.timer.parent {
                return region.region.states[state].ancestors.contains(parent)
            }
            return !plan.dispatch(region, state: state, event: timer.event).isEmpty
        }
        let members: [(String, String)] = [
            ("key", JavaScriptLiteral.string(JavaScriptDispatchEmitter.timerKey(timer.caseName))),
            ("label", JavaScriptLiteral.string(plan.model.events[timer.event].name)),
            ("region", "\(timer.timer.region)"),
            ("delay", "\(timer.timer.delay)"),
            ("afterAnimation", "\(timer.timer.waitsForAnimation)"),
            ("interval", timer.timer.interval.map { "\($0)" } ?? "null"),
            (
                "states",
                JavaScriptLiteral.array(
                    states.map { JavaScriptLiteral.string(region.region.states[$0].name.value) })
            ),
        ]
        let clock = JavaScriptParentClocks(plan: plan).timerMembers(timer.timer)
        return JavaScriptLiteral.object(members + clock)
    }

    /// Per transition, the milliseconds after it fired at which its animation has finished
    /// (`AnimationTimers.finish`, `null` without one); empty without an `after: animation` timer.
    private var animationEnds: String {
        JavaScriptLiteral.array(AnimationTimers(plan.model).finish.map { $0.map(String.init) ?? "null" })
    }

    private func output(_ output: (name: String, caseName: String)) -> String {
        JavaScriptLiteral.object([
            ("name", JavaScriptLiteral.string(output.name)),
            ("builtin", "\(BuiltinEvent.outputs.contains(output.name))"),
        ])
    }

    private func property(_ plan: GenerationPlan.PropertyPlan) -> String {
        let property = plan.property
        var members: [(String, String)] = [
            ("name", JavaScriptLiteral.string(property.name.value)),
            ("type", JavaScriptLiteral.string(property.type.keyword)),
            ("input", "\(property.isInput)"),
            ("state", "\(plan.isState)"),
        ]
        if let event = property.changes { members.append(("changes", JavaScriptLiteral.string(event.value))) }
        switch property.type {
        case .enum(let cases):
            members.append(
                ("cases", JavaScriptLiteral.array(cases.map { JavaScriptLiteral.string($0.value) })))
        case .int(let range):
            let range = range ?? PropertyType.defaultIntRange
            members.append(
                (
                    "range",
                    JavaScriptLiteral.array([
                        JavaScriptLiteral.integer(range.lowerBound),
                        JavaScriptLiteral.integer(range.upperBound),
                    ])
                ))
        default: break
        }
        return JavaScriptLiteral.object(members)
    }

    private func transition(_ numbered: ResolvedControl.NumberedTransition) -> String {
        let transition = numbered.transition
        var members: [(String, String)] = [("region", "\(numbered.region)")]
        switch transition.from {
        case .any: members.append(("from", "\"*\""))
        case .states(let states):
            members.append(
                ("from", JavaScriptLiteral.array(states.map { JavaScriptLiteral.string($0.value) })))
        }
        members += [
            ("to", JavaScriptLiteral.string(transition.to.value)),
            (
                "label",
                JavaScriptLiteral.string(
                    StateGraph.label(numbered, events: plan.model.events, animations: control.animations))
            ),
            ("emit", JavaScriptLiteral.array(transition.emit.map { JavaScriptLiteral.string($0.value) })),
            ("animation", transition.animation.map { JavaScriptLiteral.string($0.value) } ?? "null"),
            ("line", "\(transition.location.line)"),
        ]
        return JavaScriptLiteral.object(members)
    }

    /// The animation as the runtime plays it: a curve's control points and a spring's constants
    /// come from the runtime's own values, so the page's port of `Timeline` needs no table of its
    /// own.
    private func animation(_ animation: Animation) -> String {
        let played = animation.played
        let timing: String
        switch played.timing {
        case .curve(let curve):
            let points = curve.controlPoints
            timing = JavaScriptLiteral.object([
                (
                    "curve",
                    JavaScriptLiteral.array(
                        [points.x1, points.y1, points.x2, points.y2].map(JavaScriptLiteral.number))
                )
            ])
        case .spring(let spring):
            timing = JavaScriptLiteral.object([
                (
                    "spring",
                    JavaScriptLiteral.object([
                        ("mass", JavaScriptLiteral.number(spring.mass)),
                        ("stiffness", JavaScriptLiteral.number(spring.stiffness)),
                        ("damping", JavaScriptLiteral.number(spring.damping)),
                        ("velocity", JavaScriptLiteral.number(spring.velocity)),
                    ])
                )
            ])
        }
        let tracks = animation.tracks.map { track in
            let target: String
            switch track.target.value {
            case .incoming: target = "\"incoming\""
            case .outgoing: target = "\"outgoing\""
            case .control: target = "\"control\""
            case .image(let name): target = JavaScriptLiteral.string("image:" + name)
            }
            return JavaScriptLiteral.object([
                ("target", target), ("property", JavaScriptLiteral.string(track.property.value.rawValue)),
                ("from", track.from.map { JavaScriptLiteral.number($0.value) } ?? "null"),
                ("to", JavaScriptLiteral.number(track.to.value)),
                ("unit", JavaScriptLiteral.string(track.unit.rawValue)),
                ("keyframes", track.keyframes.map(KeyframeScript.keyframes) ?? "null"),
                ("begin", JavaScriptLiteral.number(track.begin)),
                ("duration", track.duration.map { JavaScriptLiteral.number($0.value) } ?? "null"),
            ])
        }
        return JavaScriptLiteral.object([
            ("duration", JavaScriptLiteral.number(played.duration)),
            ("delay", JavaScriptLiteral.number(played.delay)),
            ("timing", timing),
            ("tracks", JavaScriptLiteral.array(tracks)),
            ("repeat", KeyframeScript.repetition(played.repetition)),
        ])
    }

    private func image(_ image: Image) -> String {
        let kind: String
        var members: [(String, String)] = []
        switch image.source {
        case .asset(let name):
            kind = "asset"
            // A PDF-only imageset is drawn as its placeholder (`svg`), not as an asset.
            if let asset = images.assets[name], !asset.isPDF {
                members.append(("asset", JavaScriptLiteral.string(name)))
            }
        case .symbol: kind = "symbol"
        case .shape: kind = "shape"
        case .property(let name):
            kind = "property"
            members.append(("property", JavaScriptLiteral.string(name.value)))
        }
        let description = looks.image(named: image.name.value)
        members += [
            ("kind", JavaScriptLiteral.string(kind)),
            ("svg", JavaScriptLiteral.string(images.content(of: image, size: SVGImage.defaultSize))),
            ("contentMode", JavaScriptLiteral.string(description?.contentMode.rawValue ?? "fit")),
            ("slot", description?.slot.map(JavaScriptLiteral.string) ?? "null"),
        ]
        return JavaScriptLiteral.object(members)
    }

    /// A text as the page lays it out and draws it: its template, font (a CSS family, the point
    /// size at the default content size, a CSS weight), color and fitting.
    private func text(_ text: TextDescription) -> String {
        let css = (text.font.name.map { "\"\($0)\", " } ?? "") + "-apple-system, system-ui, sans-serif"
        return JavaScriptLiteral.object([
            ("text", JavaScriptLiteral.string(text.text)),
            (
                "font",
                JavaScriptLiteral.object([
                    ("family", JavaScriptLiteral.string(css)),
                    ("size", JavaScriptLiteral.number(text.font.pointSize)),
                    ("weight", "\(TextEstimate.cssWeight(text.font.weight))"),
                ])
            ),
            ("color", JavaScriptLiteral.string(CSSPalette.css(ColorValue(text.color), in: control))),
            ("alignment", JavaScriptLiteral.string(text.alignment.rawValue)),
            ("lines", "\(text.lines)"),
            ("minimumScale", text.minimumScale.map(JavaScriptLiteral.number) ?? "null"),
            ("slot", text.slot.map(JavaScriptLiteral.string) ?? "null"),
        ])
    }

    /// The layout every state shares, as `StateLook.layout(in:measure:)` reads it: lengths as
    /// `[points, width, height]`, padding as `[top, left, bottom, right]`, `row` the spacing of a
    /// row (null for an overlay).
    private var layout: String {
        let layout = looks.layout
        func size(_ size: LayoutSize?) -> String {
            size.map { JavaScriptLiteral.array([$0.width, $0.height].map(JavaScriptLiteral.number)) }
                ?? "null"
        }
        func length(_ length: Length) -> String {
            JavaScriptLiteral.array(
                [length.points, length.width, length.height].map(JavaScriptLiteral.number))
        }
        let row: String
        switch layout.arrangement {
        case .overlay: row = "null"
        case .row(let spacing): row = JavaScriptLiteral.number(spacing)
        }
        let padding = layout.padding
        return JavaScriptLiteral.object([
            ("size", size(layout.size)),
            (
                "border",
                layout.border.map { border in
                    JavaScriptLiteral.object([
                        ("width", JavaScriptLiteral.number(border.width)),
                        (
                            "color",
                            JavaScriptLiteral.string(CSSPalette.css(ColorValue(border.color), in: control))
                        ),
                        ("cornerRadius", JavaScriptLiteral.number(border.cornerRadius)),
                    ])
                } ?? "null"
            ),
            (
                "background",
                layout.background.map {
                    JavaScriptLiteral.string(CSSPalette.css(ColorValue($0), in: control))
                }
                    ?? "null"
            ),
            (
                "padding",
                JavaScriptLiteral.array(
                    [padding.top, padding.left, padding.bottom, padding.right].map(JavaScriptLiteral.number))
            ),
            ("row", row),
            (
                "slots",
                JavaScriptLiteral.array(
                    layout.slots.map { slot in
                        JavaScriptLiteral.object([
                            ("name", JavaScriptLiteral.string(slot.name)),
                            (
                                "frame",
                                slot.frame.map { frame in
                                    JavaScriptLiteral.array(
                                        [frame.x, frame.y, frame.width, frame.height].map(length))
                                } ?? "null"
                            ),
                            ("size", size(slot.size)),
                        ])
                    })
            ),
        ])
    }

    /// A state's look value: its target (`image:<name>` for an image), property, unit (a
    /// translation's `points`, `width` or `height`), and a constant or a `double` property mapped
    /// from `from` to `to`.
    private func value(_ value: LookValue) -> String {
        let target: String
        switch value.target {
        case .incoming: target = "incoming"
        case .outgoing: target = "outgoing"
        case .control: target = "control"
        case .image(let name): target = "image:" + name
        }
        var members = [
            ("target", JavaScriptLiteral.string(target)),
            ("property", JavaScriptLiteral.string(value.property.rawValue)),
            ("unit", JavaScriptLiteral.string(value.unit.rawValue)),
        ]
        switch value.source {
        case .constant(let number): members.append(("constant", JavaScriptLiteral.number(number)))
        case .property(let name, let from, let to):
            members += [
                ("source", JavaScriptLiteral.string(name)), ("from", JavaScriptLiteral.number(from)),
                ("to", JavaScriptLiteral.number(to)),
            ]
        }
        return JavaScriptLiteral.object(members)
    }

    /// The catalog's images the page draws: those the spec's images name, and every one when an
    /// image comes from a property (the page offers them as its values), each as a data URL with
    /// its dark variant's (null without one) and its size in points (null when the file does not
    /// say). PDF-only imagesets are left out: their images are placeholders.
    private var usedAssets: String {
        let fromProperty = control.images.contains { image in
            if case .property = image.source { return true }
            return false
        }
        let named = Set(
            control.images.compactMap { image -> String? in
                if case .asset(let name) = image.source { return name }
                return nil
            })
        return JavaScriptLiteral.object(
            images.assets.sorted { $0.key < $1.key }.filter {
                !$0.value.isPDF && (fromProperty || named.contains($0.key))
            }.map {
                name, asset in
                (
                    name,
                    JavaScriptLiteral.object([
                        ("url", JavaScriptLiteral.string(asset.dataURL)),
                        ("dark", asset.dark.map { JavaScriptLiteral.string($0.dataURL) } ?? "null"),
                        (
                            "size",
                            asset.size.map {
                                JavaScriptLiteral.array([$0.width, $0.height].map(JavaScriptLiteral.number))
                            } ?? "null"
                        ),
                    ])
                )
            })
    }

    private var group: String {
        guard let group = control.group else { return "null" }
        let regionIndex = group.region.flatMap { name in
            plan.regions.firstIndex { $0.region.name?.value == name.value }
        }
        return JavaScriptLiteral.object([
            (
                "idle",
                JavaScriptLiteral.array(
                    group.idleLeaves(in: plan.regions[regionIndex ?? 0].region).map(JavaScriptLiteral.string))
            ),
            ("release", JavaScriptLiteral.string(group.release.value)),
            ("region", "\(regionIndex ?? 0)"),
        ])
    }

    private func initialValue(of property: Property) -> String {
        if let value = property.defaultValue?.value {
            switch value {
            case .bool(let flag): return "\(flag)"
            case .int(let number): return JavaScriptLiteral.integer(number)
            case .enumCase(let name): return JavaScriptLiteral.string(name)
            case .string(let text): return JavaScriptLiteral.string(text)
            case .double(let number): return JavaScriptLiteral.number(number)
            case .color(let color):
                return JavaScriptLiteral.string(CSSPalette.css(color, in: control))
            case .image(let name): return JavaScriptLiteral.string(name)
            }
        }
        switch property.type {
        case .bool: return "false"
        case .int(let range): return JavaScriptLiteral.integer(range?.lowerBound ?? 0)
        case .enum(let cases): return cases.first.map { JavaScriptLiteral.string($0.value) } ?? "null"
        case .string: return "\"\""
        case .double: return "0"
        case .color: return "\"transparent\""
        case .image: return "null"
        }
    }
}
