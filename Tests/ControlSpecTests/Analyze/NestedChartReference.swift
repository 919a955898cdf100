/// A configuration of a random nested chart as a reference rule keeps it: the leaf the control is
/// in and its properties `a` and `n` (a rule may keep more, such as history's memories).
protocol NestedChartConfiguration: Hashable {
    var leaf: String { get set }
    var a: Bool { get set }
    var n: Int { get set }
}

/// The dispatch rule of Analysis.md ("Nested states") as the reference tests run it on a random
/// chart (`RandomNestedCharts`), written once for NestedReferenceTests and HistoryReferenceTests:
/// from the current leaf up through its parents the first level with an enabled candidate fires
/// (`else` within its level), then `"*"`; a transition's `set:` changes `a` and `n`.
extension RandomNestedCharts.Chart {
    /// Every configuration reached from `start` on `e1` and `e2`, and the transitions (by
    /// position) that fire; `apply` gives the configuration a transition leads to.
    func explore<Configuration: NestedChartConfiguration>(
        from start: Configuration, applying apply: (Int, Configuration) -> Configuration
    ) -> (reached: Set<Configuration>, fired: Set<Int>) {
        var seen: Set<Configuration> = [start]
        var queue = [start]
        var fired: Set<Int> = []
        while let c = queue.popLast() {
            for event in ["e1", "e2"] {
                for position in firing(on: event, in: c) {
                    fired.insert(position)
                    let next = apply(position, c)
                    if seen.insert(next).inserted { queue.append(next) }
                }
            }
        }
        return (seen, fired)
    }

    /// `c` with the `set:` of the transition at `position` done (`n` stays within its range 0…2).
    func setting<Configuration: NestedChartConfiguration>(_ position: Int, in c: Configuration)
        -> Configuration
    {
        var next = c
        switch transitions[position].set {
        case "a: \"!a\""?: next.a = !c.a
        case "n: n + 1"?: next.n = min(c.n + 1, 2)
        case "n: 0"?: next.n = 0
        default: break
        }
        return next
    }

    /// The transitions (by position) that fire on `event` in `c`. A transition belongs to the
    /// deepest level of the chain its `from:` names.
    private func firing(on event: String, in c: some NestedChartConfiguration) -> [Int] {
        selected(on: event, at: c.leaf) { Self.holds($0, c) }
    }

    /// The transitions (by position) this chart, as one region in `leaf`, selects on `event`,
    /// reading each guard through `holds`: from the leaf up through its parents the first level
    /// with an enabled candidate (`else` within its level), then `"*"`.
    func selected(on event: String, at leaf: String, holds: (String) -> Bool) -> [Int] {
        var claimed: Set<Int> = []
        for level in chain(leaf) {
            let candidates = transitions.indices.filter {
                transitions[$0].event == event && transitions[$0].from.contains(level)
                    && !claimed.contains($0)
            }
            claimed.formUnion(candidates)
            let selected = enabled(candidates, holds)
            if !selected.isEmpty { return selected }
        }
        return enabled(
            transitions.indices.filter { transitions[$0].event == event && transitions[$0].from == ["*"] },
            holds)
    }

    /// The enabled ones among `candidates` (positions), `else` resolved within them.
    private func enabled(_ candidates: [Int], _ holds: (String) -> Bool) -> [Int] {
        let plain = candidates.filter {
            guard let text = transitions[$0].guardText else { return true }
            return text != "else" && holds(text)
        }
        if !plain.isEmpty { return plain }
        return candidates.filter { transitions[$0].guardText == "else" }
    }

    /// Whether a guard the random charts write over `a` and `n` holds in `c`.
    private static func holds(_ guardText: String, _ c: some NestedChartConfiguration) -> Bool {
        holds(guardText, a: c.a, n: c.n)
    }

    /// Whether a guard the random charts write over `a` and `n` holds at those values.
    static func holds(_ guardText: String, a: Bool, n: Int) -> Bool {
        switch guardText {
        case "a": a
        case "!a": !a
        case "n > 0": n > 0
        case "n == 0": n == 0
        case "a && n < 2": a && n < 2
        default: false
        }
    }
}
