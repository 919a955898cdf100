/// A YAML node with the place it starts in the file. Aliases are already expanded.
///
/// Scalars stay untyped strings: the decoder types them by where they stand, so `no` is a name
/// where a name is expected and `0.3` is a number where a number is expected.
@_spi(Stages) public struct YAMLNode: Hashable, Sendable {
    /// What the node holds.
    public enum Kind: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    /// The scalar, items or pairs.
    public let kind: Kind
    /// Where the node starts (at its tag or anchor, when it has one).
    public var location: SourceLocation
    /// An explicit tag such as `!!str`, as libyaml reports it (`tag:yaml.org,2002:str`).
    public let tag: String?
    /// Whether this node or a node inside it has a tag: a walk looking for tags skips the rest.
    public let containsTags: Bool

    /// A node of `kind` starting at `location`, with its explicit `tag` if any.
    public init(_ kind: Kind, at location: SourceLocation, tag: String? = nil) {
        self.kind = kind
        self.location = location
        self.tag = tag
        containsTags =
            switch kind {
            case _ where tag != nil: true
            case .scalar: false
            case .sequence(let items): items.contains { $0.containsTags }
            case .mapping(let pairs): pairs.contains { $0.key.containsTags || $0.value.containsTags }
            }
    }

    /// The scalar's text, or nil when the node is a sequence or a mapping.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    /// The items, or nil when the node is not a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The key/value pairs in document order, or nil when the node is not a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// A short name of the node's kind for messages: "a mapping", "a list", "a string".
    public var kindDescription: String {
        switch kind {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text and how it was written.
@_spi(Stages) public struct YAMLScalar: Hashable, Sendable {
    /// How the scalar was written, which decides how the decoder types it.
    public enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The text, after YAML's escapes and folding.
    public var value: String
    /// Plain, quoted, literal or folded.
    public var style: Style

    /// A scalar with `value`, written in `style`.
    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// A plain `~`, `null`, `Null`, `NULL` or empty plain scalar.
    public var isNull: Bool {
        guard style == .plain else { return false }
        switch value.utf8.count {
        case 0: return true
        case 1: return value == "~"
        case 4: return value == "null" || value == "Null" || value == "NULL"
        default: return false
        }
    }
}

/// One entry of a mapping.
@_spi(Stages) public struct YAMLPair: Hashable, Sendable {
    /// The key node (a scalar in every well-formed spec).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// The pair of `key` and `value`.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
