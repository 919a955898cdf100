import ControlSpecCore

/// What a nested region's `from:` lists mean: a parent's name stands for its leaves, and each
/// leaf a transition leaves has a rank, the depth of the deepest state the list names that contains
/// it (the leaf itself counts). Deeper sources outrank shallower ones, as in SCXML and XState.
struct NestedSources {
    private var parents: [String: ParentState] = [:]

    init(_ region: Region) {
        for parent in region.parents { parents[parent.name.value] = parent }
    }

    /// The leaves of the parent `name`; nil when `name` is no parent.
    func leaves(of name: String) -> [String]? { parents[name]?.leaves }

    /// The rank of `leaf` as a source of a transition whose `from:` lists `names`.
    func rank(of leaf: State, among names: [Located<String>]) -> Int {
        var rank = 0
        for name in names {
            if name.value == leaf.name.value {
                rank = max(rank, leaf.ancestors.count + 1)
            } else if let parent = parents[name.value], leaf.ancestors.contains(name.value) {
                rank = max(rank, parent.depth)
            }
        }
        return rank
    }

    /// The parents a timed transition `from:` `source` counts from, one per timer it answers, in
    /// the order of its leaves (`timerParent(of:among:)`; nil: the leaf's own timer).
    func timerParents(_ region: Region, _ source: Transition.Source) -> [ParentState?] {
        guard !parents.isEmpty, case .states(let names) = source else { return [nil] }
        var found: [ParentState?] = []
        for leaf in region.states
        where names.contains(where: { $0.value == leaf.name.value || leaf.ancestors.contains($0.value) }) {
            let parent = timerParent(of: leaf, among: names)
            if !found.contains(parent) { found.append(parent) }
        }
        return found.isEmpty ? [nil] : found
    }

    /// The parent a timed transition whose `from:` lists `names` counts its time from in `leaf`:
    /// the deepest parent the list names that contains the leaf; nil when the list names the leaf
    /// itself (its timer counts from the leaf's entry, as a flat chart's do).
    func timerParent(of leaf: State, among names: [Located<String>]) -> ParentState? {
        var best: ParentState?
        for name in names {
            if name.value == leaf.name.value { return nil }
            if let parent = parents[name.value], leaf.ancestors.contains(name.value),
                parent.depth > best?.depth ?? 0
            {
                best = parent
            }
        }
        return best
    }
}
