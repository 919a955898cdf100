/// The machine of the generated-code benchmarks, as a spec and as the `switch` a person would write.
///
/// States `s0…s(n-1)` on a ring; `next` and `back` walk it, `skip` jumps two states when the bool
/// `armed` is set (`when: else` one state otherwise), `toggle` flips `armed` in place and `reset`
/// (`from: "*"`) returns to `s0` and disarms. Five events, 5n + 1 transitions.
public enum MachineSpec {
    /// The events, in declaration order.
    public static let events = ["next", "back", "skip", "toggle", "reset"]

    /// The spec of the control `name` with `states` states.
    public static func yaml(name: String, states: Int) -> String {
        var text = YAMLText(capacity: states * 400)
        text.line("control: \(name)")
        text.line("summary: The \(states)-state ring of the generated-code benchmarks.")
        text.line("properties:")
        text.line("  armed: { type: bool, default: false }")
        text.line("events: [\(events.joined(separator: ", "))]")
        text.line("initial: s0")
        text.line("states:")
        for state in 0..<states { text.line("  s\(state): {}") }
        text.line("transitions:")
        for state in 0..<states {
            let from = "from: s\(state)"
            text.line("  - { \(from), on: next, to: s\((state + 1) % states) }")
            text.line("  - { \(from), on: back, to: s\((state + states - 1) % states) }")
            text.line("  - { \(from), on: skip, to: s\((state + 2) % states), when: armed }")
            text.line("  - { \(from), on: skip, to: s\((state + 1) % states), when: else }")
            text.line("  - { \(from), on: toggle, to: s\(state), set: { armed: \"!armed\" } }")
        }
        text.line("  - { from: \"*\", on: reset, to: s0, set: { armed: false } }")
        return text.string
    }

    /// The hand-written equivalent: nested `switch`es over the state, then the event. `send`
    /// returns the index of the transition that fired in the spec's `transitions:` list.
    public static func handWrittenSwift(name: String, states: Int) -> String {
        var text = YAMLText(capacity: states * 900)
        text.line("// The hand-written reference of the generated-code benchmark: what a person writes")
        text.line("// for MachineSpec's \(states)-state ring without ControlSpec. Produced by")
        text.line("// `bench hand-written \(name) \(states)`; do not edit by hand.")
        text.line("")
        text.line("/// The \(states)-state ring, written as a plain `switch`.")
        text.line("public struct \(name): Hashable, Sendable {")
        text.line("    /// The states of the ring, `s0` first.")
        text.line("    public enum State: Hashable, Sendable {")
        for first in stride(from: 0, to: states, by: 10) {
            let chunk = (first..<min(first + 10, states)).map { "s\($0)" }.joined(separator: ", ")
            text.line("        case \(chunk)")
        }
        text.line("    }")
        text.line("")
        text.line("    /// What the control reacts to.")
        text.line("    public enum Event: Hashable, Sendable, CaseIterable {")
        text.line("        case \(events.joined(separator: ", "))")
        text.line("    }")
        text.line("")
        text.line("    /// The current state.")
        text.line("    public private(set) var state: State = .s0")
        text.line("    /// Whether `skip` jumps two states rather than one.")
        text.line("    public private(set) var armed = false")
        text.line("")
        text.line("    /// The machine in `s0`, not armed.")
        text.line("    public init() {}")
        text.line("")
        text.line("    /// Returns the index of the transition that fired.")
        text.line("    @discardableResult")
        text.line("    public mutating func send(_ event: Event) -> Int? {")
        text.line("        if event == .reset {")
        text.line("            state = .s0")
        text.line("            armed = false")
        text.line("            return \(states * 5)")
        text.line("        }")
        text.line("        switch state {")
        for state in 0..<states {
            let base = state * 5
            text.line("        case .s\(state):")
            text.line("            switch event {")
            text.line("            case .next:")
            text.line("                state = .s\((state + 1) % states)")
            text.line("                return \(base)")
            text.line("            case .back:")
            text.line("                state = .s\((state + states - 1) % states)")
            text.line("                return \(base + 1)")
            text.line("            case .skip:")
            text.line("                if armed {")
            text.line("                    state = .s\((state + 2) % states)")
            text.line("                    return \(base + 2)")
            text.line("                }")
            text.line("                state = .s\((state + 1) % states)")
            text.line("                return \(base + 3)")
            text.line("            case .toggle:")
            text.line("                armed.toggle()")
            text.line("                return \(base + 4)")
            text.line("            case .reset:")
            text.line("                return nil")
            text.line("            }")
        }
        text.line("        }")
        text.line("    }")
        text.line("}")
        return text.string
    }
}
