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
        let initial = uniqueNames(
            fields["initial"].map { names($0, kind: .state) } ?? [], what: "initial state")
        let states = fields["states"].map { decodeStates($0, colors: colors) } ?? []
        if let statesNode = fields["states"], statesNode.mapping?.isEmpty == true {
            report(.tooFewItems, "'states' is empty; declare at least one state", at: statesNode.location)
        }
        let transitions = fields["transitions"].map { decodeTransitions($0, properties: properties) } ?? []
        return Region(
            name: name, initial: initial, states: states, transitions: transitions,
            location: name?.location ?? fields.location)
    }
}
