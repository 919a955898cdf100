/// A YAML node with the place it starts in the file. Aliases are already expanded.
///
/// Scalars stay untyped strings: the decoder types them by where they stand, so `no` is a name
/// where a name is expected and `0.3` is a number where a number is expected.
///
/// A node is a position in its document's flat arrays (`YAMLDocument`): copying one costs a
/// retain, and a whole tree is freed as a handful of arrays rather than node by node.
@_spi(Stages) public struct YAMLNode: Hashable, Sendable {
    /// What the node holds.
    public enum Kind: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    /// The document the node belongs to.
    let document: YAMLDocument
    /// The node's position in `document.records`.
    let index: Int

    init(_ document: YAMLDocument, _ index: Int) {
        self.document = document
        self.index = index
    }

    private var record: YAMLDocument.Record { document.records[index] }

    /// The scalar, items or pairs.
    public var kind: Kind {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(YAMLScalar(document.scalars[Int(record.payload)], style: record.style))
        case .sequence: return .sequence(Items(document, record))
        case .mapping: return .mapping(Pairs(document, record))
        }
    }

    /// Where the node starts (at its tag or anchor, when it has one).
    public var location: SourceLocation {
        let record = record
        return SourceLocation(line: Int(record.line), column: Int(record.column))
    }

    /// An explicit tag such as `!!str`, as libyaml reports it (`tag:yaml.org,2002:str`).
    public var tag: String? {
        let tag = record.tag
        return tag < 0 ? nil : document.tags[Int(tag)]
    }

    /// Whether this node or a node inside it has a tag: a walk looking for tags skips the rest.
    public var containsTags: Bool { record.containsTags }

    /// The scalar's text, or nil when the node is a sequence or a mapping.
    public var scalar: YAMLScalar? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return YAMLScalar(document.scalars[Int(record.payload)], style: record.style)
    }

    /// The scalar's text alone, or nil when the node is a sequence or a mapping.
    var scalarText: String? {
        let record = record
        return record.kind == .scalar ? document.scalars[Int(record.payload)] : nil
    }

    /// The items, or nil when the node is not a sequence.
    public var sequence: Items? {
        let record = record
        return record.kind == .sequence ? Items(document, record) : nil
    }

    /// The key/value pairs in document order, or nil when the node is not a mapping.
    public var mapping: Pairs? {
        let record = record
        return record.kind == .mapping ? Pairs(document, record) : nil
    }

    /// A short name of the node's kind for messages: "a mapping", "a list", "a string".
    public var kindDescription: String {
        switch record.kind {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// Nodes are equal when they hold equal contents, start at the same place and carry the same
    /// tag, whichever documents they belong to.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.location == rhs.location && lhs.tag == rhs.tag && lhs.kind == rhs.kind
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(tag)
        hasher.combine(kind)
    }

    /// A sequence's items, in document order.
    public struct Items: RandomAccessCollection, Hashable, Sendable {
        private let document: YAMLDocument
        private let first: Int
        /// How many there are.
        public let count: Int

        init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
            self.init(document, first: Int(record.payload), count: Int(record.count))
        }

        /// The `count` nodes whose positions stand in `document.children` from `first` on.
        fileprivate init(_ document: YAMLDocument, first: Int, count: Int) {
            self.document = document
            self.first = first
            self.count = count
        }

        /// 0: positions count from the first in document order.
        public var startIndex: Int { 0 }
        /// `count`.
        public var endIndex: Int { count }

        /// The item at `position`.
        public subscript(position: Int) -> YAMLNode {
            YAMLNode(document, Int(document.children[first + position]))
        }

        /// The text of the item at `position`, nil when it is no scalar; no node is made.
        fileprivate func scalarText(_ position: Int) -> String? {
            let record = document.records[Int(document.children[first + position])]
            return record.kind == .scalar ? document.scalars[Int(record.payload)] : nil
        }

        /// Equal items in the same order.
        public static func == (lhs: Items, rhs: Items) -> Bool { lhs.elementsEqual(rhs) }

        /// Hashes every item.
        public func hash(into hasher: inout Hasher) {
            for item in self { hasher.combine(item) }
        }
    }

    /// A mapping's pairs, in document order (a repeated key's later pair is left out).
    public struct Pairs: RandomAccessCollection, Hashable, Sendable {
        /// The keys and values alternating: each value follows its key.
        private let slots: Items

        init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
            slots = Items(document, first: Int(record.payload), count: 2 * Int(record.count))
        }

        /// 0: positions count from the first in document order.
        public var startIndex: Int { 0 }
        /// How many pairs there are.
        public var endIndex: Int { slots.count / 2 }

        /// The pair at `position`.
        public subscript(position: Int) -> YAMLPair {
            YAMLPair(key: slots[2 * position], value: slots[2 * position + 1])
        }

        /// The key node of the pair at `position`.
        func key(_ position: Int) -> YAMLNode {
            slots[2 * position]
        }

        /// The text of the key at `position`, nil when the key is no scalar; no node is made.
        func keyText(_ position: Int) -> String? {
            slots.scalarText(2 * position)
        }
    }
}

/// One parsed YAML document as flat arrays: a record per node, the child positions of every
/// collection side by side, the scalars' texts and the tags.
final class YAMLDocument: Sendable {
    /// What a node is, in a few bytes without references.
    struct Record: Sendable {
        enum Kind: UInt8, Sendable {
            case scalar, sequence, mapping
        }

        var kind: Kind
        var style: YAMLScalar.Style
        var containsTags: Bool
        var line: Int32
        var column: Int32
        /// Index into `tags`, or -1 when the node has no tag.
        var tag: Int32
        /// A scalar's index into `scalars`; a collection's first position in `children`.
        var payload: Int32
        /// A sequence's items or a mapping's pairs.
        var count: Int32
    }

    let records: [Record]
    /// Every collection's children: a sequence's items, a mapping's keys and values alternating.
    let children: [Int32]
    let scalars: [String]
    let tags: [String]

    init(records: [Record], children: [Int32], scalars: [String], tags: [String]) {
        self.records = records
        self.children = children
        self.scalars = scalars
        self.tags = tags
    }
}

/// A scalar's text and how it was written.
@_spi(Stages) public struct YAMLScalar: Hashable, Sendable {
    /// How the scalar was written, which decides how the decoder types it.
    public enum Style: UInt8, Hashable, Sendable {
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
