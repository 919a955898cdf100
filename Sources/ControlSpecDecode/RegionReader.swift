import ControlSpecCore

/// Reads the behaviour: `regions:`, or the top-level `initial`, `states` and `transitions` of a
/// control without regions (decoded as one region whose name is nil), and the regions a state
/// holds (`regions:` under a state, `decodeNestedRegions`).
extension DecodeContext {
    /// A leaf state that holds regions (`regions:` under it), as read.
    struct Holder {
        /// The state's name.
        var state: Located<String>
        /// Its `regions:` mapping.
        var regions: YAMLNode
    }

    /// The regions of `node` (a `regions:` mapping), each with its states that hold regions.
    mutating func decodeRegions(
        _ node: YAMLNode, what: String, properties: [Property], colors: Set<String>
    ) -> [(region: Region, holders: [Holder])] {
        namedEntries(node, what: what, nameKind: .region).compactMap { name, value in
            guard let fields = fields(of: value, table: SpecKeys.region, what: "region '\(name.value)'")
            else {
                return nil
            }
            return decodeRegion(name: name, fields: fields, properties: properties, colors: colors)
        }
    }

    /// A region from the `initial`, `states` and `transitions` of `fields`, and its leaf states that
    /// hold regions, in document order; the keys' presence was checked by the caller.
    mutating func decodeRegion(
        name: Located<String>?, fields: Fields, properties: [Property], colors: Set<String>
    ) -> (region: Region, holders: [Holder]) {
        let written = fields["initial"].map { statePaths($0) } ?? []
        let nodes = fields["states"].map { decodeStates($0, colors: colors) } ?? []
        if let statesNode = fields["states"], statesNode.mapping?.isEmpty == true {
            report(.tooFewItems, "'states' is empty; declare at least one state", at: statesNode.location)
        }
        let (states, parents) = flattenStates(nodes)
        let (entered, transitions) = resolvePaths(
            initial: written,
            transitions: fields["transitions"].map { decodeTransitions($0, properties: properties) } ?? [],
            leaves: states, parents: parents, holders: Self.holders(in: nodes))
        let initial = uniqueNames(entered, what: "initial state")
        var region = Region(
            name: name, initial: initial, states: states, transitions: transitions,
            location: name?.location ?? fields.location)
        region.parents = parents
        return (region, Self.holders(in: nodes))
    }

    /// The states of `nodes` and their descendants that have `regions:`, in document order.
    private static func holders(in nodes: [StateNode]) -> [Holder] {
        nodes.flatMap { node in
            (node.regions.map { [Holder(state: node.state.name, regions: $0)] } ?? [])
                + holders(in: node.children)
        }
    }
}
