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
}
