/// A configuration of a random chart with regions inside a state (`RandomNestedCharts.regionChart`)
/// as the reference keeps it.
struct RegionChartConfiguration: Hashable {
    /// The leaf of every active region by name: `main` (the owner's region), `side`, and each
    /// region inside the owner while `main` is in the owner. An inactive region is absent.
    var leaves: [String: String]
    var a = false
    var n = 0
    var b = false
    /// Per parent with history (of any region) that was left: its child (shallow) or leaf (deep).
    var memory: [String: String] = [:]

    /// The configuration without its memories (which guards cannot read).
    var observed: Self {
        var result = self
        result.memory = [:]
        return result
    }
}

/// A transition of a region chart: its region and its position among the region's transitions.
struct RegionTransition: Hashable {
    var region: String
    var position: Int
}

/// The rule for regions inside a state (/work semantics, Docs/Analysis.md "Regions inside a state")
/// as the reference tests run it on a random chart, on its own tree of regions and states: every
/// active region selects as a nested chart does (`selected(on:at:holds:)`); if a region inside the
/// owner selects, `main` ignores the event; every region that still fires moves and all `set:`s
/// read the configuration before the event; a transition of `main` taken in the owner leaves every
/// region inside it (their history memories stay as their own transitions left them), and one whose target
/// leaf is the owner enters each of them at its `initial:`. A guard reading an inactive region by
/// `==` is false, by `!=` true. Two selected transitions of one region are each a possible outcome.
extension RandomNestedCharts.Chart {
    /// The regions by name: `main` (this chart) first, then those inside the owner in document
    /// order, then `side`.
    var regionsByName: [(name: String, chart: Self)] {
        [("main", self)] + nested.map { ($0.name, $0) } + side.map { ($0.name, $0) }
    }

    /// Where the control starts: every region at its `initial:`, the nested ones if `main` starts in
    /// the owner.
    var regionStart: RegionChartConfiguration {
        var start = RegionChartConfiguration(leaves: ["main": enter(initial, [:])])
        for region in side { start.leaves[region.name] = region.enter(region.initial, [:]) }
        if start.leaves["main"] == owner {
            for region in nested { start.leaves[region.name] = region.enter(region.initial, [:]) }
        }
        return start
    }

    /// Every configuration reached from `regionStart` on `e1` and `e2`, and the transitions that fire.
    func exploreRegions() -> (reached: Set<RegionChartConfiguration>, fired: Set<RegionTransition>) {
        var seen: Set<RegionChartConfiguration> = [regionStart]
        var queue = [regionStart]
        var fired: Set<RegionTransition> = []
        while let c = queue.popLast() {
            for event in ["e1", "e2"] {
                for (transitions, next) in regionSteps(on: event, from: c) {
                    fired.formUnion(transitions)
                    if seen.insert(next).inserted { queue.append(next) }
                }
            }
        }
        return (seen, fired)
    }

    /// The steps `event` may take in `c`: the transitions that fire together and the configuration
    /// they lead to (one step per choice among the transitions a region selects; none if no region
    /// fires).
    func regionSteps(on event: String, from c: RegionChartConfiguration)
        -> [(fired: [RegionTransition], next: RegionChartConfiguration)]
    {
        var selections: [(name: String, positions: [Int])] = regionsByName.compactMap { name, region in
            c.leaves[name].map { (name, region.selected(on: event, at: $0) { holds($0, in: c) }) }
        }
        let nestedNames = Set(nested.map(\.name))
        if selections.contains(where: { nestedNames.contains($0.name) && !$0.positions.isEmpty }) {
            selections[0].positions = []
        }
        var choices: [[RegionTransition]] = [[]]
        for selection in selections where !selection.positions.isEmpty {
            choices = choices.flatMap { prefix in
                selection.positions.map { prefix + [RegionTransition(region: selection.name, position: $0)] }
            }
        }
        guard choices != [[]] else { return [] }
        return choices.map { ($0, applying($0, to: c)) }
    }

    /// The configuration `fired` leads to from `c`.
    private func applying(_ fired: [RegionTransition], to c: RegionChartConfiguration)
        -> RegionChartConfiguration
    {
        let charts = Dictionary(uniqueKeysWithValues: regionsByName.map { ($0.name, $0.chart) })
        var next = c
        for transition in fired {
            switch charts[transition.region]?.transitions[transition.position].set {
            case "a: \"!a\""?: next.a = !c.a
            case "n: n + 1"?: next.n = min(c.n + 1, 2)
            case "n: 0"?: next.n = 0
            case "b: \"!b\""?: next.b = !c.b
            default: break
            }
        }
        for transition in fired {
            guard let region = charts[transition.region], let leaf = c.leaves[transition.region] else {
                continue
            }
            let target = region.transitions[transition.position].to
            next.memory = region.leaving(leaf, to: target, next.memory)
            let entered = region.enter(target, next.memory)
            next.leaves[transition.region] = entered
            guard transition.region == "main", let owner, leaf == owner || entered == owner else { continue }
            // Leaving the owner keeps the memories of the regions inside as their own transitions
            // recorded them (SCXML would record them here: Analysis.md, "Regions inside a state").
            for inner in nested {
                next.leaves[inner.name] = entered == owner ? inner.enter(inner.initial, next.memory) : nil
            }
        }
        return next
    }

    /// The leaf entering `name` by its name enters: a leaf is itself; a parent with a memory resumes
    /// it (a deep one its leaf, a shallow one its child, entered by its name); else its first child.
    func enter(_ name: String, _ memory: [String: String]) -> String {
        guard let children = children[name], let first = children.first else { return name }
        if let kind = history[name], let remembered = memory[name] {
            return kind == "deep" ? remembered : enter(remembered, memory)
        }
        return enter(first, memory)
    }

    /// `memory` after a transition taken in `leaf` to `target` (nil: out of the region): every parent
    /// with history above the leaf that the target is not strictly below records its child or leaf.
    func leaving(_ leaf: String, to target: String?, _ memory: [String: String]) -> [String: String] {
        let targetAbove = target.map { Set(chain($0).dropFirst()) } ?? []
        var result = memory
        let above = chain(leaf)
        for (depth, parent) in above.enumerated().dropFirst() where history[parent] != nil {
            guard !targetAbove.contains(parent) else { continue }
            result[parent] = history[parent] == "deep" ? leaf : above[depth - 1]
        }
        return result
    }

    /// Whether a guard a region chart writes holds in `c`: over `a`, `n`, `b`, or a region compared
    /// with a state (`r == .g` holds in every leaf below `g`; an inactive region equals nothing).
    func holds(_ guardText: String, in c: RegionChartConfiguration) -> Bool {
        for (op, equal) in [(" == .", true), (" != .", false)] {
            guard let range = guardText.range(of: op) else { continue }
            let name = String(guardText[..<range.lowerBound])
            let state = String(guardText[range.upperBound...])
            let region = regionsByName.first { $0.name == name }?.chart
            let isIn = c.leaves[name].map { leaf in region?.chain(leaf).contains(state) == true } ?? false
            return isIn == equal
        }
        switch guardText {
        case "b": return c.b
        case "!b": return !c.b
        default: return Self.holds(guardText, a: c.a, n: c.n)
        }
    }
}
