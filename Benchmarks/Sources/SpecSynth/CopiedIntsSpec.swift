/// The family of specs whose ints the analysis explores by classes (Docs/Analysis.md, "Int values
/// by classes"): wide ranged ints that the app sets through inputs and guards compare only with
/// constants.
public enum CopiedIntsSpec {
    /// `count` int state properties `levelK` in `[0, range]`, each set on its own event `applyK`
    /// from an input `wantK` of the same range, and read by the guards of state changes (`checkK`
    /// goes to `lowK` under `levelK < 10`, to `highK` under `levelK >= 500`; `back` returns). The
    /// levels belong to the skeleton, so they multiply: enumerated, every `applyK` has `range + 1`
    /// outcomes and the space `(1 + 2 · count) · (range + 1)^count` configurations; by classes,
    /// three per level (`< 10`, `10..<500`, `>= 500`).
    public static func yaml(_ count: Int, range: Int) -> String {
        var text = YAMLText(capacity: 512 * count)
        text.line("control: CopiedInts\(count)")
        text.line("properties:")
        for index in 0..<count {
            text.line("  want\(index): { type: int, range: [0, \(range)], input: true }")
            text.line("  level\(index): { type: int, range: [0, \(range)] }")
        }
        let events = (0..<count).flatMap { ["apply\($0)", "check\($0)"] } + ["back"]
        text.line("events: [\(events.joined(separator: ", "))]")
        text.line("initial: idle")
        text.line("states:")
        text.line("  idle: {}")
        for index in 0..<count {
            text.line("  low\(index): {}")
            text.line("  high\(index): {}")
        }
        text.line("transitions:")
        for index in 0..<count {
            let level = "level\(index)"
            text.line("  - { from: \"*\", on: apply\(index), to: idle, set: { \(level): want\(index) + 0 } }")
            text.line("  - { from: idle, on: check\(index), to: low\(index), when: \"\(level) < 10\" }")
            text.line("  - { from: idle, on: check\(index), to: high\(index), when: \"\(level) >= 500\" }")
            text.line("  - { from: [low\(index), high\(index)], on: back, to: idle }")
        }
        return text.string
    }
}
