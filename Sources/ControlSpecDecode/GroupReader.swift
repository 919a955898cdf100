import ControlSpecCore

/// Reads `group:`: the idle states, the release event and, with regions, the region (whether it
/// belongs there is a rule of `SpecKeys.control`).
extension DecodeContext {
    mutating func decodeGroup(_ node: YAMLNode) -> Group? {
        guard let fields = fields(of: node, table: SpecKeys.group, what: "'group'") else { return nil }
        let idle = fields["idle"].map { names($0, kind: .state) } ?? []
        let release = fields["release"].flatMap { name($0, kind: .event) }
        let region = fields["region"].flatMap { name($0, kind: .region) }
        guard !idle.isEmpty, let release else { return nil }
        return Group(
            idle: uniqueNames(idle, what: "idle state"), release: release, region: region,
            location: node.location)
    }
}
