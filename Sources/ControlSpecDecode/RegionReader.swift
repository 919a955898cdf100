import ControlSpecCore

/// Reads the behaviour: `regions:`, or the top-level `initial`, `states` and `transitions` of a
/// control without regions (decoded as one region whose name is nil).
extension DecodeContext {
    mutating func decodeRegions(_ node: YAMLNode, properties: [Property], colors: Set<String>) -> [Region] {
        namedEntries(node, what: "'regions'", nameKind: .region).compactMap { name, value in
            guard let fields = fields(of: value, table: SpecKeys.region, what: "region '\(name.value)'")
            else {
                return nil
            }
            return decodeRegion(name: name, fields: fields, properties: properties, colors: colors)
        }
    }

    /// A region from the `initial`, `states` and `transitions` of `fields`; the keys' presence was
    /// checked by the caller.
    mutating func decodeRegion(
        name: Located<String>?, fields: Fields, properties: [Property], colors: Set<String>
    ) -> Region {
        let written = fields["initial"].map { statePaths($0) } ?? []
        let nodes = fields["states"].map { decodeStates($0, colors: colors) } ?? []
        if let statesNode = fields["states"], statesNode.mapping?.isEmpty == true {
            report(.tooFewItems, "'states' is empty; declare at least one state", at: statesNode.location)
        }
        let (states, parents) = flattenStates(nodes)
        let (entered, transitions) = resolvePaths(
            initial: written,
            transitions: fields["transitions"].map { decodeTransitions($0, properties: properties) } ?? [],
            leaves: states, parents: parents)
        let initial = uniqueNames(entered, what: "initial state")
        var region = Region(
            name: name, initial: initial, states: states, transitions: transitions,
            location: name?.location ?? fields.location)
        region.parents = parents
        return region
    }
}
