import ControlSpecCore
import ControlSpecResolve
@_spi(Compiler) import ControlSpecRuntime

/// Emits the visual description as static data: the spec's images and animations, each state's
/// look, and the machine's conformance to the runtime's `ControlMachine`.
struct LookEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let control = plan.control
        let layouts = LayoutEmitter(plan: plan)
        let runtime = RuntimeLooks(control: control)
        writer.block("extension \(plan.machine)") { writer in
            namespace(
                "Images", of: "image",
                control.images.map {
                    entry($0.name.value, plan.imageMembers, RuntimeLiteral.image(runtime.image($0)))
                }, into: &writer)
            namespace(
                "Texts", of: "text",
                control.texts.map {
                    entry($0.name.value, plan.textMembers, RuntimeLiteral.text(runtime.text($0)))
                },
                into: &writer)
            if control.layout != nil {
                writer.doc("Where the control's images and texts go, its border and background.")
                RuntimeLiteral.layout(runtime.layout).write(
                    to: &writer, prefix: "\(access)static let layout = ")
                writer.blankLine()
            }
            namespace(
                "Animations", of: "animation",
                control.animations.map { entry($0.name.value, plan.animationMembers, animation($0)) },
                into: &writer)
            for region in plan.regions {
                let name = region.region.name.map { " of region `\($0.value)`" } ?? ""
                writer.doc("What the control shows in each state\(name).")
                writer.block("\(access)static func look(of state: \(region.stateType)) -> StateLook") {
                    writer in
                    let looks = runtime.looks(of: region.region)
                    let rows = zip(region.region.states, looks).map { state, stateLook in
                        ("." + (region.cases[state.name.value] ?? state.name.value), look(stateLook))
                    }
                    writer.switchValue("state", rows)
                }
                writer.blankLine()
            }
        }
        writer.blankLine()
        writer.block("extension \(plan.machine): ControlMachine") { writer in
            let readsData = layouts.readsData
            writer.doc(
                readsData
                    ? "What the control shows in the current state, with the app's data filled in."
                    : "What the control shows in the current state.")
            writer.block("\(access)var look: StateLook") { writer in
                let suffix = readsData ? ".resolved(with: lookData)" : ""
                if plan.hasRegionMembers {
                    // An inactive region inside a state (nil) adds nothing to the looks below it.
                    let parts = plan.regions.compactMap { region in
                        region.member.map {
                            SwiftCode.atom(
                                region.owner == nil
                                    ? "Self.look(of: state.\($0))"
                                    : "state.\($0).map { Self.look(of: $0) } ?? StateLook()")
                        }
                    }
                    SwiftCode.call("StateLook.combining", [.init(nil, .array(parts))]).write(
                        to: &writer, suffix: suffix)
                } else {
                    writer.line("Self.look(of: state)" + suffix)
                }
            }
            if readsData {
                writer.blankLine()
                writer.doc("The app-data properties the looks show.")
                writer.block("\(access)var lookData: LookData") { writer in
                    layouts.lookData().write(to: &writer)
                }
            }
            writer.blankLine()
            writer.doc("The UIKit touch event that sends `event`, nil for a custom event.")
            writer.block("\(access)static func touchEvent(for event: Event) -> TouchEvent?") { writer in
                let rows = zip(plan.events, plan.model.events).map { event, resolved in
                    ("." + event.caseName, SwiftCode.atom(resolved.controlEvent.map { "." + $0 } ?? "nil"))
                }
                if rows.isEmpty {
                    writer.line("// `Event` has no cases: this is never called.")
                } else {
                    writer.switchValue("event", rows)
                }
            }
            writer.blankLine()
            writer.doc("How VoiceOver presents the control.")
            writer.block("\(access)static var accessibility: ControlAccessibility<Event>") { writer in
                accessibility().write(to: &writer)
            }
            StackingEmitter(plan: plan).emit(into: &writer)
        }
    }

    /// A static member of `Images`, `Texts` or `Animations`: the spec's name, the member's name
    /// (`members` holds those that differ from the spec's) and its value.
    private typealias Entry = (name: String, member: String, value: SwiftCode)

    private func entry(_ name: String, _ members: [String: String], _ value: SwiftCode) -> Entry {
        (name, members[name] ?? name, value)
    }

    /// An enum with a static member per named entry of the spec; nothing without entries.
    private func namespace(
        _ type: String, of kind: String, _ entries: [Entry], into writer: inout SwiftWriter
    ) {
        guard !entries.isEmpty else { return }
        let access = plan.accessPrefix
        writer.doc("The spec's \(kind)s.")
        writer.block("\(access)enum \(type)") { writer in
            for entry in entries {
                writer.doc("The \(kind) `\(entry.name)`.")
                entry.value.write(to: &writer, prefix: "\(access)static let \(entry.member) = ")
            }
        }
        writer.blankLine()
    }

    /// The control's `ControlAccessibility` (its label is in every look): `.button` unless it is a plain view, the
    /// tap as VoiceOver's activation, the adjusting events, and every other custom event (not the
    /// group's release, nor an input's `changes:` event, which the setter sends) as a custom action.
    private func accessibility() -> SwiftCode {
        let spec = plan.control.accessibility
        var arguments: [SwiftCode.Argument] = []
        if plan.control.base.value != .view { arguments.append(.init("isButton", .atom("true"))) }
        if let tap = plan.model.events.firstIndex(where: { $0.controlEvent == "touchUpInside" }) {
            arguments.append(.init("activate", .atom("." + plan.events[tap].caseName)))
        }
        if let increment = spec.increment {
            arguments.append(.init("increment", .atom(plan.event(increment.value))))
        }
        if let decrement = spec.decrement {
            arguments.append(.init("decrement", .atom(plan.event(decrement.value))))
        }
        let excluded = Set(
            [plan.control.group?.release, spec.increment, spec.decrement].compactMap { $0?.value }.map(
                plan.event))
        let actions = zip(plan.events, plan.model.events).compactMap { event, resolved -> SwiftCode? in
            guard resolved.controlEvent == nil, resolved.changes == nil,
                !excluded.contains("." + event.caseName)
            else { return nil }
            return .call(
                "ControlAccessibility<Event>.Action",
                [
                    .init("name", .atom(SwiftLiteral.string(event.name))),
                    .init("event", .atom("." + event.caseName)),
                ])
        }
        if !actions.isEmpty { arguments.append(.init("actions", .array(actions))) }
        return .call("ControlAccessibility", arguments)
    }

    private func animation(_ animation: Animation) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = [
            .init("name", .atom(SwiftLiteral.string(animation.name.value)))
        ]
        if let duration = animation.duration { arguments.append(.init("duration", number(duration.value))) }
        if let delay = animation.delay { arguments.append(.init("delay", number(delay.value))) }
        switch animation.timing {
        case .curve(let curve):
            arguments.append(.init("timing", .call(".curve", [.init(nil, self.curve(curve))])))
        case .spring(let spring):
            let constants = SwiftCode.call(
                ".init",
                [
                    .init("mass", number(spring.mass)), .init("stiffness", number(spring.stiffness)),
                    .init("damping", number(spring.damping)), .init("velocity", number(spring.velocity)),
                ])
            arguments.append(.init("timing", .call(".spring", [.init(nil, constants)])))
        }
        arguments.append(.init("tracks", .array(animation.tracks.map(track))))
        if animation.repetition.isForever {
            arguments.append(
                .init(
                    "repetition",
                    .call(
                        ".forever",
                        [.init("autoreverses", .atom(String(animation.repetition.autoreverses)))])))
        } else if animation.repetition != .once {
            arguments.append(
                .init(
                    "repetition",
                    .call(
                        ".init",
                        [
                            .init("count", .atom(String(animation.repetition.count))),
                            .init("autoreverses", .atom(String(animation.repetition.autoreverses))),
                        ])))
        }
        return .call("AnimationDescription", arguments)
    }

    private func curve(_ curve: AnimationDescription.Curve) -> SwiftCode {
        switch curve {
        case .linear: .atom(".linear")
        case .easeIn: .atom(".easeIn")
        case .easeOut: .atom(".easeOut")
        case .easeInOut: .atom(".easeInOut")
        case .default: .atom(".default")
        case .cubicBezier(let x1, let y1, let x2, let y2):
            .call(
                ".cubicBezier",
                [
                    .init("x1", number(x1)), .init("y1", number(y1)), .init("x2", number(x2)),
                    .init("y2", number(y2)),
                ])
        }
    }

    private func track(_ track: Track) -> SwiftCode {
        var arguments: [SwiftCode.Argument] = [
            .init("target", RuntimeLiteral.target(track.target.value)),
            .init("property", .atom("." + track.property.value.rawValue)),
        ]
        if let keyframes = track.keyframes {
            arguments += KeyframeLiteral.arguments(keyframes, curve: curve, number: number)
        } else {
            if let from = track.from { arguments.append(.init("from", number(from.value))) }
            arguments.append(.init("to", number(track.to.value)))
        }
        if track.unit != .points { arguments.append(.init("unit", .atom("." + track.unit.rawValue))) }
        let literal = SwiftCode.call("TrackDescription", arguments)
        guard track.isSequenced else { return literal }
        return .call(
            "TrackDescription.sequenced",
            [
                .init(nil, literal), .init("begin", number(track.begin)),
                .init("duration", track.duration.map { number($0.value) } ?? .atom("nil")),
            ])
    }

    /// A state's `StateLook`, its images, texts and layout named by their static members.
    private func look(_ look: StateLook) -> SwiftCode {
        RuntimeLiteral.look(
            look,
            image: { .atom("Images." + (plan.imageMembers[$0.name] ?? $0.name)) },
            text: { .atom("Texts." + (plan.textMembers[$0.name] ?? $0.name)) },
            layout: plan.control.layout == nil ? nil : .atom("layout"),
            ambient: { .atom("Animations." + (plan.animationMembers[$0.name] ?? $0.name)) })
    }

    private func number(_ value: Double) -> SwiftCode { .atom(SwiftLiteral.double(value)) }
}
