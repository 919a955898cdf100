/// The unguarded machine of the dispatch floor benchmark, as a spec and as the two `switch`es a
/// person would write: the minimal one (it only moves the state) and one that returns as much as
/// the generated `Step` (the transition that fired).
///
/// States `s0…s49`, events `e0…e9`; every state answers every event, without guard or `set:`:
/// `s<i>` on `e<j>` goes to `s<(7i + 3j + 1) mod 50>`. Transition `10i + j`.
public enum DispatchSpec {
    /// The number of states.
    public static let states = 50
    /// The number of events.
    public static let events = 10

    /// The state `state` goes to on `event`.
    public static func target(_ state: Int, _ event: Int) -> Int { (state * 7 + event * 3 + 1) % states }

    /// The spec of the control `name`.
    public static func yaml(name: String) -> String {
        var text = YAMLText(capacity: states * events * 48)
        text.line("control: \(name)")
        text.line(
            "summary: The unguarded \(states)-state, \(events)-event machine of the dispatch benchmark.")
        text.line("events: [\((0..<events).map { "e\($0)" }.joined(separator: ", "))]")
        text.line("initial: s0")
        text.line("states:")
        for state in 0..<states { text.line("  s\(state): {}") }
        text.line("transitions:")
        for state in 0..<states {
            for event in 0..<events {
                text.line("  - { from: s\(state), on: e\(event), to: s\(target(state, event)) }")
            }
        }
        return text.string
    }

    /// The hand-written machines: `minimal` (no result) and `informed` (the transition's index).
    public static func handWrittenSwift(minimal: String, informed: String) -> String {
        var text = YAMLText(capacity: states * events * 200)
        text.line("// The hand-written references of the dispatch benchmark: what a person writes for")
        text.line("// DispatchSpec's machine without ControlSpec. Produced by `bench hand-written-dispatch`;")
        text.line("// do not edit by hand.")
        for (name, returnsIndex) in [(minimal, false), (informed, true)] {
            text.line("")
            text.line(
                returnsIndex
                    ? "/// Nested `switch`es that return the index of the transition that fired."
                    : "/// Nested `switch`es that only move the state: what LLVM turns into lookup tables.")
            text.line("public struct \(name): Hashable, Sendable {")
            text.line("    /// The states, `s0` first.")
            text.line("    public enum State: Hashable, Sendable {")
            for first in stride(from: 0, to: states, by: 10) {
                text.line(
                    "        case \((first..<min(first + 10, states)).map { "s\($0)" }.joined(separator: ", "))"
                )
            }
            text.line("    }")
            text.line("")
            text.line("    /// What the machine reacts to.")
            text.line("    public enum Event: Hashable, Sendable, CaseIterable {")
            text.line("        case \((0..<events).map { "e\($0)" }.joined(separator: ", "))")
            text.line("    }")
            text.line("")
            text.line("    /// The current state.")
            text.line("    public private(set) var state: State = .s0")
            text.line("")
            text.line("    /// The machine in `s0`.")
            text.line("    public init() {}")
            text.line("")
            if returnsIndex {
                text.line(
                    "    /// Moves to the state `event` leads to; returns the index of the transition that fired."
                )
                text.line("    @discardableResult")
                text.line("    public mutating func send(_ event: Event) -> Int? {")
            } else {
                text.line("    /// Moves to the state `event` leads to.")
                text.line("    public mutating func send(_ event: Event) {")
            }
            text.line("        switch state {")
            for state in 0..<states {
                text.line("        case .s\(state):")
                text.line("            switch event {")
                for event in 0..<events {
                    text.line("            case .e\(event):")
                    text.line("                state = .s\(target(state, event))")
                    if returnsIndex { text.line("                return \(state * events + event)") }
                }
                text.line("            }")
            }
            text.line("        }")
            text.line("    }")
            text.line("}")
        }
        return text.string
    }
}
