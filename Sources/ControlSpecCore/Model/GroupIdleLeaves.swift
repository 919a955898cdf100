extension SpecGroup {
    /// The leaves the group's `idle:` makes idle in `region`, in the order written: a leaf it
    /// names, and every leaf below a parent it names (a member is idle in any state below an idle
    /// parent). Names that are neither stay as written (the decoder reports them).
    package func idleLeaves(in region: Region) -> [String] {
        var leaves: [String] = []
        for name in idle {
            let named = region.parents.first { $0.name.value == name.value }?.leaves ?? [name.value]
            for leaf in named where !leaves.contains(leaf) { leaves.append(leaf) }
        }
        return leaves
    }
}
