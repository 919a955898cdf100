/// Reads `group:`: the idle states, the release event and, with regions, the region.
extension DecodeContext {
    mutating func decodeGroup(_ node: YAMLNode, hasRegions: Bool) -> Group? {
        guard let fields = fields(of: node, table: SpecKeys.group, what: "'group'") else { return nil }
        let idle = fields["idle"].map { names($0, kind: .state) } ?? []
        let release = fields["release"].flatMap { name($0, kind: .event) }
        let region = fields["region"].flatMap { name($0, kind: .region) }
        if hasRegions, !fields.has("region") {
            report(
                .missingKey, "'group' is missing the key 'region'; name the region the group rule is about",
                at: fields.location)
        }
        if !hasRegions, let location = fields.keyLocation("region") {
            report(
                .conflictingKeys, "'region' applies only to controls with 'regions:'; remove it", at: location
            )
        }
        guard !idle.isEmpty, let release else { return nil }
        return Group(
            idle: uniqueNames(idle, what: "idle state"), release: release, region: region,
            location: node.location)
    }
}
