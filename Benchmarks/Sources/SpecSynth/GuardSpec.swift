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

    /// Sixteen states stepping on one event, three transitions per state, with guards over `ints`
    /// ranged ints (`[0, 9]`) that compare ints with constants and with each other (`i0 < i1`).
    /// `inputs`: the ints are `input: true` (any value at any moment); otherwise they are state
    /// properties that `set:` increments and resets, so the reachable space is states × 10^ints.
    public static func rangedInts(_ ints: Int = 8, inputs: Bool) -> String {
        precondition(ints >= 3)
        let states = 16
        var text = YAMLText(capacity: 8192)
        text.line("control: RangedInts\(inputs ? "Input" : "State")")
        text.line("properties:")
        for int in 0..<ints {
            text.line("  i\(int): { type: int, range: [0, 9]\(inputs ? ", input: true" : "") }")
        }
        text.line("events: [step]")
        text.line("initial: s0")
        text.line("states:")
        for state in 0..<states { text.line("  s\(state): {}") }
        text.line("transitions:")
        for state in 0..<states {
            let (a, b, c) = (state % ints, (state + 1) % ints, (state + 2) % ints)
            let next = "s\((state + 1) % states)"
            let skip = "s\((state + 5) % states)"
            let bump = inputs ? "" : ", set: { i\(a): i\(a) + 1, i\(c): i\(c) + 1 }"
            let wrap = inputs ? "" : ", set: { i\(c): 0 }"
            let reset = inputs ? "" : ", set: { i\(a): i\(a) - 1 }"
            text.line(
                "  - { from: s\(state), on: step, to: \(next), when: \"i\(a) < i\(b) && i\(c) < 5\"\(bump) }")
            text.line(
                "  - { from: s\(state), on: step, to: \(skip), when: \"i\(a) < i\(b) && i\(c) >= 5\"\(wrap) }"
            )
            text.line(
                "  - { from: s\(state), on: step, to: \(next), when: \"i\(a) >= i\(b) && i\(a) > 0\"\(reset) }"
            )
            text.line(
                "  - { from: s\(state), on: step, to: \(skip), when: \"i\(a) >= i\(b) && i\(a) == 0\" }")
        }
        return text.string
    }
}
