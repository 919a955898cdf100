import ControlSpecCore

/// Refuses YAML tags that ask for anything beyond plain data (`!!python/object:…`, `!custom`).
///
/// Checked over the whole tree after decoding, like any other decode problem: a tag is reported
/// where it stands and the rest of the spec is still checked. A reader that knows better what the
/// writer meant (a guard written `when: !offline`) reports the tag itself and marks it explained.
extension DecodeContext {
    private static let plainDataTags: Set<String> = Set(
        ["str", "int", "float", "bool", "null", "map", "seq"].map { "tag:yaml.org,2002:" + $0 }
            + ["!"])

    /// Whether `node` carries a tag other than the plain-data ones.
    static func hasUnsupportedTag(_ node: YAMLNode) -> Bool {
        node.tag.map { !plainDataTags.contains($0) } ?? false
    }

    /// The tag as written: `!!python/object`, `!offline`.
    static func shownTag(_ tag: String) -> String {
        tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag
    }

    /// Reports every unsupported tag in the tree not already explained, each place once.
    mutating func checkTags(_ root: YAMLNode) {
        var reported = explainedTags
        var pending = [root]
        while let node = pending.popLast() {
            guard node.containsTags else { continue }
            if Self.hasUnsupportedTag(node), let tag = node.tag, reported.insert(node.location).inserted {
                report(
                    .unsupportedTag,
                    "the tag '\(Self.shownTag(tag))' is not supported; a spec holds plain strings, numbers,"
                        + " lists and mappings",
                    at: node.location)
            }
            switch node.kind {
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    pending.append(pair.value)
                    pending.append(pair.key)
                }
            }
        }
    }
}
