/// The worst cases of guard analysis.
public enum GuardSpec {
    /// One state with `transitions` guarded transitions on one event over `bools` (≥ 9) input
    /// bools. Guard `k` fixes `b0…b7` to the bits of `k` (so no two overlap, and deciding that
    /// needs every pair) and adds a two-literal clause over the remaining bools.
    public static func boolFan(transitions: Int = 200, bools: Int = 16) -> String {
        precondition(transitions <= 256 && bools >= 9)
        var text = YAMLText(capacity: transitions * 160)
        text.line("control: GuardFan")
        text.line("properties:")
        for flag in 0..<bools { text.line("  b\(flag): { type: bool, input: true }") }
        text.line("events: [go, back]")
        text.line("initial: hub")
        text.line("states:")
        text.line("  hub: {}")
        for target in 0..<transitions { text.line("  t\(target): {}") }
        text.line("transitions:")
        let free = bools - 8
        for target in 0..<transitions {
            let minterm = (0..<8).map { bit in (target >> bit) & 1 == 1 ? "b\(bit)" : "!b\(bit)" }
            let clause = "(b\(8 + target % free) || !b\(8 + (target + 3) % free))"
            let guardText = (minterm + [clause]).joined(separator: " && ")
            text.line("  - { from: hub, on: go, to: t\(target), when: \"\(guardText)\" }")
        }
        text.line("  - { from: [\(names("t", transitions))], on: back, to: hub }")
        return text.string
    }

    /// Sixteen states stepping on `step`, four transitions per state, with guards over `ints`
    /// ranged ints (`[0, 9]`) that compare ints with constants and with each other (`i0 < i1`).
    /// `inputs`: the ints are `input: true` (any value at any moment), 64 transitions. Otherwise
    /// they are state properties (`ik` starts at `k`) that `step` moves and `inc`/`dec` change in
    /// place, 96 transitions: the reachable space is up to 16 × 10^ints configurations.
    public static func rangedInts(_ ints: Int = 8, inputs: Bool) -> String {
        precondition(ints >= 3)
        let states = 16
        var text = YAMLText(capacity: 8192)
        text.line("control: RangedInts\(inputs ? "Input" : "State")")
        text.line("properties:")
        for int in 0..<ints {
            let access = inputs ? "input: true" : "default: \(int % 10)"
            text.line("  i\(int): { type: int, range: [0, 9], \(access) }")
        }
        text.line(inputs ? "events: [step]" : "events: [step, inc, dec]")
        text.line("initial: s0")
        text.line("states:")
        for state in 0..<states { text.line("  s\(state): {}") }
        text.line("transitions:")
        for state in 0..<states {
            let (a, b, c) = ("i\(state % ints)", "i\((state + 1) % ints)", "i\((state + 2) % ints)")
            let from = "from: s\(state)"
            let next = "s\((state + 1) % states)"
            let skip = "s\((state + 5) % states)"
            let bump = inputs ? "" : ", set: { \(a): \(a) + 1, \(c): \(c) + 1 }"
            let wrap = inputs ? "" : ", set: { \(c): 0 }"
            let lower = inputs ? "" : ", set: { \(a): \(a) - 1 }"
            text.line("  - { \(from), on: step, to: \(next), when: \"\(a) < \(b) && \(c) < 5\"\(bump) }")
            text.line("  - { \(from), on: step, to: \(skip), when: \"\(a) < \(b) && \(c) >= 5\"\(wrap) }")
            text.line("  - { \(from), on: step, to: \(next), when: \"\(a) >= \(b) && \(a) > 0\"\(lower) }")
            text.line("  - { \(from), on: step, to: \(skip), when: \"\(a) >= \(b) && \(a) == 0\" }")
            if !inputs {
                text.line(
                    "  - { \(from), on: inc, to: s\(state), when: \"\(b) < 9\", set: { \(b): \(b) + 1 } }")
                text.line(
                    "  - { \(from), on: dec, to: s\(state), when: \"\(c) > 0\", set: { \(c): \(c) - 1 } }")
            }
        }
        return text.string
    }

    /// `count` counters that never meet, each with the default range `[0, 1000]`: one state,
    /// counter `k` counts `+1` on its own event `incK` under `ck < 1000`. The product of their
    /// ranges is 1,001^count configurations; explored group by group it is 1 + 1,001 · count.
    public static func independentCounters(_ count: Int) -> String {
        var text = YAMLText(capacity: 256 * count)
        text.line("control: Counters\(count)")
        text.line("properties:")
        for counter in 0..<count { text.line("  c\(counter): { type: int }") }
        text.line("events: [\((0..<count).map { "inc\($0)" }.joined(separator: ", "))]")
        text.line("initial: idle")
        text.line("states:")
        text.line("  idle: {}")
        text.line("transitions:")
        for counter in 0..<count {
            let name = "c\(counter)"
            text.line(
                "  - { from: idle, on: inc\(counter), to: idle, when: \"\(name) < 1000\", set: { \(name): \(name) + 1 } }"
            )
        }
        return text.string
    }
}
