/// The large synthetic specs of the stage benchmark: ten transitions per state.
public enum LargeSpec {
    /// What the transitions use besides plain state changes.
    public enum Variant: String, CaseIterable, Sendable {
        /// One unguarded transition per state and event (10 events).
        case plain
        /// Guards over three `input: true` bools and a ranged int state property written by `set:`;
        /// six of every ten transitions are guarded.
        case guards
        /// Four regions of equal size walking in step, and a two-state region the others read.
        case regions

        /// The variant's name as part of a control name.
        var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// Transitions per state in every variant.
    public static let transitionsPerState = 10

    /// A valid spec with `transitions` transitions (a multiple of 40) and a tenth as many states.
    /// Every state lies on a ring (event `e0`), so all are reachable and none is a dead end.
    public static func yaml(_ variant: Variant, transitions: Int) -> String {
        let states = transitions / transitionsPerState
        var text = YAMLText(capacity: transitions * 64)
        text.line("control: Synth\(variant.typeName)\(transitions)")
        text.line("summary: A synthetic \(variant.rawValue) control with \(transitions) transitions.")
        switch variant {
        case .plain:
            text.line("events: [\(names("e", 10))]")
            text.line("initial: s0")
            text.line("states:")
            for state in 0..<states { text.line("  s\(state): {}") }
            text.line("transitions:")
            for state in 0..<states {
                for event in 0..<10 {
                    text.line("  - { from: s\(state), on: e\(event), to: s\(target(state, event, states)) }")
                }
            }
        case .guards:
            guarded(&text, states: states)
        case .regions:
            regions(&text, states: states, count: 4)
        }
        return text.string
    }

    /// The target of `event` from `state`: the ring's successor for `e0`, a spread-out state otherwise.
    static func target(_ state: Int, _ event: Int, _ states: Int) -> Int {
        event == 0 ? (state + 1) % states : (state &* 31 + event &* 17 + 1) % states
    }

    private static func guarded(_ text: inout YAMLText, states: Int) {
        text.line("properties:")
        for flag in 0..<3 { text.line("  b\(flag): { type: bool, input: true }") }
        text.line("  level: { type: int, range: [0, 7] }")
        text.line("events: [\(names("e", 7))]")
        text.line("initial: s0")
        text.line("states:")
        for state in 0..<states { text.line("  s\(state): {}") }
        text.line("transitions:")
        for state in 0..<states {
            func to(_ event: Int) -> String { "s\(target(state, event, states))" }
            let flag = "b\(state % 3)"
            let other = "b\((state + 1) % 3)"
            text.line("  - { from: s\(state), on: e0, to: \(to(0)) }")
            text.line("  - { from: s\(state), on: e1, to: \(to(1)), when: \"\(flag)\" }")
            text.line("  - { from: s\(state), on: e1, to: \(to(2)), when: \"!\(flag)\" }")
            text.line(
                "  - { from: s\(state), on: e2, to: \(to(3)), when: \"level < 4 && \(other)\","
                    + " set: { level: level + 1 } }")
            text.line(
                "  - { from: s\(state), on: e2, to: \(to(4)), when: \"level >= 4 || !\(other)\","
                    + " set: { level: 0 } }")
            text.line("  - { from: s\(state), on: e3, to: \(to(5)), when: \"level == 0\" }")
            text.line(
                "  - { from: s\(state), on: e3, to: \(to(6)), when: \"level != 0\", set: { level: level - 1 } }"
            )
            for event in 4..<7 { text.line("  - { from: s\(state), on: e\(event), to: \(to(event + 3)) }") }
        }
    }

    /// `count` regions of equal size that walk in step (the same targets for the same events), so
    /// the reachable configurations stay few, plus a two-state `mode` region toggled by `e9` that
    /// one transition pair per state reads (`mode == .m0`, `else`). Two transitions more than asked.
    private static func regions(_ text: inout YAMLText, states: Int, count: Int) {
        let perRegion = states / count
        text.line("events: [\(names("e", 10))]")
        text.line("regions:")
        for region in 0..<count {
            let prefix = "r\(region)s"
            text.line("  r\(region):")
            text.line("    initial: \(prefix)0")
            text.line("    states:")
            for state in 0..<perRegion { text.line("      \(prefix)\(state): {}") }
            text.line("    transitions:")
            for state in 0..<perRegion {
                func to(_ event: Int) -> String { "\(prefix)\(target(state, event, perRegion))" }
                let from = "from: \(prefix)\(state)"
                text.line("      - { \(from), on: e0, to: \(to(0)) }")
                text.line("      - { \(from), on: e1, to: \(to(1)), when: \"mode == .m0\" }")
                text.line("      - { \(from), on: e1, to: \(to(9)), when: else }")
                for event in 2..<9 { text.line("      - { \(from), on: e\(event), to: \(to(event)) }") }
            }
        }
        text.line("  mode:")
        text.line("    initial: m0")
        text.line("    states: { m0: {}, m1: {} }")
        text.line("    transitions:")
        text.line("      - { from: m0, on: e9, to: m1 }")
        text.line("      - { from: m1, on: e9, to: m0 }")
    }
}

/// `prefix0, prefix1, …` for a flow list.
func names(_ prefix: String, _ count: Int) -> String {
    (0..<count).map { "\(prefix)\($0)" }.joined(separator: ", ")
}

/// Appends lines to a growing YAML (or Swift) text.
struct YAMLText {
    private(set) var string = ""

    init(capacity: Int) {
        string.reserveCapacity(capacity)
    }

    mutating func line(_ text: String) {
        string += text
        string += "\n"
    }
}
