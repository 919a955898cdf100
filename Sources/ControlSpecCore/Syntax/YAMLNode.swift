/// A YAML node with the place it starts in the file. Aliases are already expanded.
///
/// Scalars stay untyped strings: the decoder types them by where they stand, so `no` is a name
/// where a name is expected and `0.3` is a number where a number is expected.
///
/// A node is a position in its document's flat arrays (`YAMLDocument`): copying one costs a
/// retain, and a whole tree is freed as a handful of arrays rather than node by node.
package struct YAMLNode: Hashable, Sendable {
    /// What the node holds.
    public enum Kind: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    /// The document the node belongs to.
    package let document: YAMLDocument
    /// The node's position in `document.records`.
    package let index: Int

    package init(_ document: YAMLDocument, _ index: Int) {
        self.document = document
        self.index = index
    }

    private var record: YAMLDocument.Record { document.records[index] }

    /// The scalar, items or pairs.
    public var kind: Kind {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(YAMLScalar(document, record))
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

    /// The scalar, or nil when the node is a sequence or a mapping.
    public var scalar: YAMLScalar? {
        let record = record
        return record.kind == .scalar ? YAMLScalar(document, record) : nil
    }

    /// The scalar's text alone, or nil when the node is a sequence or a mapping.
    package var scalarText: String? {
        let record = record
        return record.kind == .scalar ? document.text(of: record) : nil
    }

    /// Whether the node is a null scalar (`YAMLScalar.isNull`); makes no text.
    package var isNull: Bool {
        let record = record
        return record.kind == .scalar && document.isNull(record)
    }

    /// How the scalar was written, or nil when the node is a sequence or a mapping; makes no text.
    package var scalarStyle: YAMLScalar.Style? {
        let record = record
        return record.kind == .scalar ? record.style : nil
    }

    /// Whether the node is a scalar whose text is exactly `text`; makes no `String`.
    package func isScalar(_ text: String) -> Bool {
        let record = record
        return record.kind == .scalar && document.textOf(record, equals: text)
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

        package init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
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

        /// The record of the item at `position`; no node is made.
        fileprivate func record(_ position: Int) -> YAMLDocument.Record {
            document.records[Int(document.children[first + position])]
        }

        /// Whether the item at `position` is a scalar whose text is exactly `text`.
        fileprivate func isScalar(_ position: Int, _ text: String) -> Bool {
            let record = record(position)
            return record.kind == .scalar && document.textOf(record, equals: text)
        }

        /// The text of the item at `position`, nil when it is no scalar; no node is made.
        fileprivate func scalarText(_ position: Int) -> String? {
            let record = record(position)
            return record.kind == .scalar ? document.text(of: record) : nil
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

        package init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
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
        package func key(_ position: Int) -> YAMLNode {
            slots[2 * position]
        }

        /// The text of the key at `position`, nil when the key is no scalar; no node is made.
        package func keyText(_ position: Int) -> String? {
            slots.scalarText(2 * position)
        }

        /// Whether the key at `position` is a scalar.
        package func keyIsScalar(_ position: Int) -> Bool {
            slots.record(2 * position).kind == .scalar
        }

        /// Whether the key at `position` is a scalar whose text is exactly `name`; makes no `String`.
        package func key(_ position: Int, is name: String) -> Bool {
            slots.isScalar(2 * position, name)
        }
    }
}

/// One parsed YAML document as flat arrays: a record per node, the child positions of every
/// collection side by side, every scalar's UTF-8 text side by side in one byte array, and the tags.
///
/// The arrays are written once, while the tree is built, and only read afterwards: that is what
/// makes sharing a document between threads safe.
package final class YAMLDocument: @unchecked Sendable {
    /// What a node is, in a few bytes without references.
    package struct Record: Sendable {
        package enum Kind: UInt8, Sendable {
            case scalar, sequence, mapping
        }

        package var kind: Kind
        package var style: YAMLScalar.Style
        package var containsTags: Bool
        package var line: Int32
        package var column: Int32
        /// Index into `tags`, or -1 when the node has no tag.
        package var tag: Int32
        /// A scalar's first byte in `text`; a collection's first position in `children`.
        package var payload: Int32
        /// A scalar's length in bytes; a sequence's items or a mapping's pairs.
        package var count: Int32

        /// Makes a value from its fields.
        package init(
            kind: Kind, style: YAMLScalar.Style, containsTags: Bool, line: Int32, column: Int32, tag: Int32,
            payload: Int32, count: Int32
        ) {
            self.kind = kind
            self.style = style
            self.containsTags = containsTags
            self.line = line
            self.column = column
            self.tag = tag
            self.payload = payload
            self.count = count
        }
    }

    package let records: FlatBuffer<Record>
    /// Every collection's children: a sequence's items, a mapping's keys and values alternating.
    package let children: FlatBuffer<Int32>
    /// The scalars' texts (UTF-8, after YAML's escapes and folding), each a range of bytes.
    package let text: FlatBuffer<UInt8>
    package let tags: [String]

    package init(
        records: consuming FlatBuffer<Record>, children: consuming FlatBuffer<Int32>,
        text: consuming FlatBuffer<UInt8>, tags: [String]
    ) {
        self.records = records
        self.children = children
        self.text = text
        self.tags = tags
    }

    /// The text of the scalar `record`, made into a `String` (only where a reader needs one).
    package func text(of record: Record) -> String {
        String(decoding: bytes(of: record), as: UTF8.self)
    }

    /// Whether the text of the scalar `record` is exactly `other`'s UTF-8. Most texts differ in
    /// length, which a `String` knows without looking at its bytes.
    @inline(__always)
    package func textOf(_ record: Record, equals other: String) -> Bool {
        let wanted = other.utf8
        guard Int(record.count) == wanted.count else { return false }
        let bytes = bytes(of: record)
        return wanted.withContiguousStorageIfAvailable { TextBytes.equal(bytes, $0) }
            ?? bytes.elementsEqual(wanted)
    }

    /// Whether the scalar `record` is a plain `~`, `null`, `Null`, `NULL` or empty plain scalar.
    package func isNull(_ record: Record) -> Bool {
        guard record.style == .plain else { return false }
        switch record.count {
        case 0: return true
        case 1: return textOf(record, equals: "~")
        case 4:
            return textOf(record, equals: "null") || textOf(record, equals: "Null")
                || textOf(record, equals: "NULL")
        default: return false
        }
    }

    /// The UTF-8 bytes of the scalar `record`, valid as long as the document.
    package func bytes(of record: Record) -> UnsafeBufferPointer<UInt8> {
        Self.slice(text.values, record)
    }

    /// The bytes of the scalar `record` within `bytes` (a document's `text`).
    package static func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ record: Record) -> UnsafeBufferPointer<
        UInt8
    > {
        UnsafeBufferPointer(rebasing: bytes[Int(record.payload)..<Int(record.payload) + Int(record.count)])
    }
}

/// A scalar's text and how it was written. The text stays bytes in its document until `value` is
/// asked for.
package struct YAMLScalar: Hashable, Sendable {
    /// How the scalar was written, which decides how the decoder types it.
    public enum Style: UInt8, Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The document holding the text.
    private let document: YAMLDocument
    /// The scalar's record in `document`.
    private let record: YAMLDocument.Record

    /// The scalar of `record` in `document`.
    package init(_ document: YAMLDocument, _ record: YAMLDocument.Record) {
        self.document = document
        self.record = record
    }

    /// A scalar with `value`, written in `style`.
    public init(_ value: String, style: Style = .plain) {
        let record = YAMLDocument.Record(
            kind: .scalar, style: style, containsTags: false, line: 1, column: 1, tag: -1, payload: 0,
            count: Int32(value.utf8.count))
        let document = YAMLDocument(
            records: FlatBuffer([record]), children: FlatBuffer(), text: FlatBuffer(Array(value.utf8)),
            tags: [])
        self.init(document, record)
    }

    /// The text, after YAML's escapes and folding.
    public var value: String { document.text(of: record) }

    /// Plain, quoted, literal or folded.
    public var style: Style { record.style }

    /// A plain `~`, `null`, `Null`, `NULL` or empty plain scalar.
    public var isNull: Bool { document.isNull(record) }

    /// Equal texts written in the same style.
    public static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        lhs.style == rhs.style
            && TextBytes.equal(lhs.document.bytes(of: lhs.record), rhs.document.bytes(of: rhs.record))
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(bytes: UnsafeRawBufferPointer(document.bytes(of: record)))
    }
}

/// One entry of a mapping.
package struct YAMLPair: Hashable, Sendable {
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
