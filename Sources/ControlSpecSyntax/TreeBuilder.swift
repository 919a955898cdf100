import ControlSpecCore

/// Assembles a `YAMLDocument` from the parser's events, in document order.
///
/// Every node is a record in one array and every scalar's text a range of one byte array, so
/// building the tree makes no `String` and no object per node. Finished nodes wait as positions in
/// one shared list until their collection ends; the collection then moves its children's positions
/// to the document's `children`, side by side, so building a mapping or a list allocates nothing of
/// its own. Duplicate keys are reported (with a note at the first) and the later pair is dropped;
/// alias expansion is counted against the limit.
struct TreeBuilder: ~Copyable {
    /// A collection whose end event has not arrived yet (plain values only: no reference counting
    /// when the stack grows or shrinks).
    struct Frame {
        /// The collection's record.
        var record: Int32
        /// Where the collection's finished children start in `TreeBuilder.pending`; a mapping's
        /// keys and values alternate there.
        var firstChild: Int32
        /// Nodes in this collection's subtree, itself included (what an alias to it expands to).
        var nodeCount: Int
        var isMapping: Bool
        /// The collection's anchor is the last of `TreeBuilder.openAnchors`.
        var hasAnchor: Bool
        /// Whether the collection or a node inside it has a tag.
        var containsTags: Bool
        /// The next node is the value of a repeated key, and is dropped with it.
        var dropsNextValue = false
        /// The mapping's keys are indexed in the last of `TreeBuilder.keyIndexes`.
        var hasKeyIndex = false
    }

    /// Mappings up to this many pairs find repeated keys by a linear search: most spec mappings
    /// are this small, and hashing every key costs more than comparing a few.
    private static let linearKeySearchLimit = 16

    /// The limits, of which the builder enforces alias expansion.
    let limits: SyntaxLimits
    private var stack = FlatBuffer<Frame>(capacity: 16)
    /// The finished children of every open collection, innermost collection's last.
    private var pending = FlatBuffer<Int32>(capacity: 64)
    private var records: FlatBuffer<YAMLDocument.Record>
    private var children: FlatBuffer<Int32>
    private var text: FlatBuffer<UInt8>
    private var tags: [String] = []
    /// The anchors of the open collections that have one, innermost last.
    private var openAnchors: [String] = []
    /// The key indexes of the open mappings that outgrew a linear search, innermost last.
    private var keyIndexes: [KeyIndex] = []
    private var anchors: [String: (record: Int, nodeCount: Int)] = [:]
    private var expandedNodes = 0
    /// The finished top-level node's record.
    private var root: Int?

    init(limits: SyntaxLimits, expectedBytes: Int = 0) {
        self.limits = limits
        // A flow-style transition (`- { from: s1, on: tap, to: s2 }`) is a node per 5–6 bytes; the
        // texts take fewer bytes than the file. Pages of the reserve never written are never
        // touched, so reserving generously costs less than regrowing and copying.
        records = FlatBuffer(capacity: expectedBytes / 4)
        children = FlatBuffer(capacity: expectedBytes / 4)
        text = FlatBuffer(capacity: expectedBytes)
    }

    /// How many collections are open.
    var depth: Int { stack.count }

    /// The finished document's top-level node, nil before the document ends. The builder is
    /// left empty.
    mutating func finish() -> YAMLNode? {
        guard let root else { return nil }
        let document = YAMLDocument(
            records: records.take(), children: children.take(), text: text.take(), tags: tags)
        return YAMLNode(document, root)
    }

    /// A document of one empty plain scalar at 1:1 (what an empty file reads as).
    static func emptyDocument() -> YAMLNode {
        let record = YAMLDocument.Record(
            kind: .scalar, style: .plain, containsTags: false, line: 1, column: 1, tag: -1, payload: 0,
            count: 0)
        let document = YAMLDocument(
            records: FlatBuffer([record]), children: FlatBuffer(), text: FlatBuffer(), tags: [])
        return YAMLNode(document, 0)
    }

    /// Adds a scalar whose UTF-8 text is `bytes`, anchored as `anchor` when it has one.
    mutating func addScalar(
        _ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, at location: SourceLocation,
        tag: String?,
        anchor: String?, diagnostics: inout DiagnosticCollector
    ) {
        let record = newRecord(.scalar, style: style, at: location, tag: tag, payload: text.count)
        records[record].count = Int32(bytes.count)
        text.append(contentsOf: bytes)
        if let anchor { anchors[anchor] = (record, 1) }
        attach(record, nodeCount: 1, diagnostics: &diagnostics)
    }

    /// Opens a list or mapping; its children follow until `endCollection`.
    mutating func startCollection(isMapping: Bool, at location: SourceLocation, tag: String?, anchor: String?)
    {
        let record = newRecord(
            isMapping ? .mapping : .sequence, style: .plain, at: location, tag: tag, payload: 0)
        if let anchor { openAnchors.append(anchor) }
        stack.append(
            Frame(
                record: Int32(record), firstChild: Int32(pending.count), nodeCount: 1, isMapping: isMapping,
                hasAnchor: anchor != nil, containsTags: tag != nil))
    }

    /// Closes the innermost open collection and attaches it to its parent.
    mutating func endCollection(diagnostics: inout DiagnosticCollector) {
        guard let frame = stack.popLast() else { return }
        let record = Int(frame.record)
        let first = Int(frame.firstChild)
        let count = pending.count - first
        records[record].payload = Int32(children.count)
        records[record].count = Int32(frame.isMapping ? count / 2 : count)
        records[record].containsTags = frame.containsTags
        pending.moveSuffix(from: first, to: &children)
        if frame.hasKeyIndex { keyIndexes.removeLast() }
        if frame.hasAnchor, let anchor = openAnchors.popLast() {
            anchors[anchor] = (record, frame.nodeCount)
        }
        attach(record, nodeCount: frame.nodeCount, diagnostics: &diagnostics)
    }

    /// Attaches a copy of the node anchored as `name`, placed at `location`. Returns false (with
    /// an error) when no anchor has that name or the expansion passes the limit.
    mutating func addAlias(
        _ name: String, at location: SourceLocation, diagnostics: inout DiagnosticCollector
    )
        -> Bool
    {
        guard let anchored = anchors[name] else {
            diagnostics.report(
                .yamlSyntax, "the alias '*\(name)' refers to no anchor defined before it", at: location)
            return false
        }
        expandedNodes += anchored.nodeCount
        guard expandedNodes <= limits.maxAliasExpansion else {
            diagnostics.report(
                .aliasLimit,
                "aliases expand to more than \(limits.maxAliasExpansion) nodes;"
                    + " write the repeated part out or raise the limit with --max-alias-nodes",
                at: location)
            return false
        }
        // The copy shares the anchored node's contents; only where it stands differs.
        var copy = records[anchored.record]
        copy.line = Int32(location.line)
        copy.column = Int32(location.column)
        records.append(copy)
        attach(records.count - 1, nodeCount: anchored.nodeCount, diagnostics: &diagnostics)
        return true
    }

    private mutating func newRecord(
        _ kind: YAMLDocument.Record.Kind, style: YAMLScalar.Style, at location: SourceLocation, tag: String?,
        payload: Int
    ) -> Int {
        var tagIndex: Int32 = -1
        if let tag {
            tagIndex = Int32(tags.count)
            tags.append(tag)
        }
        records.append(
            YAMLDocument.Record(
                kind: kind, style: style, containsTags: tag != nil, line: Int32(location.line),
                column: Int32(location.column), tag: tagIndex, payload: Int32(payload), count: 0))
        return records.count - 1
    }

    /// Adds a finished node to the collection being built, or makes it the root.
    private mutating func attach(_ record: Int, nodeCount: Int, diagnostics: inout DiagnosticCollector) {
        guard !stack.isEmpty else {
            root = record
            return
        }
        let top = stack.count - 1
        stack[top].nodeCount += nodeCount
        guard stack[top].isMapping else {
            append(record, to: top)
            return
        }
        if stack[top].dropsNextValue {
            stack[top].dropsNextValue = false
            return
        }
        let isKey = (pending.count - Int(stack[top].firstChild)) % 2 == 0
        if isKey, records[record].kind == .scalar, let first = firstRecord(ofKey: record) {
            let name = String(decoding: YAMLDocument.slice(text.values, records[record]), as: UTF8.self)
            diagnostics.report(
                .duplicateKey, "the key '\(name)' appears twice in this mapping; remove one",
                at: location(of: record),
                notes: [Diagnostic.Note("'\(name)' is first set here", at: location(of: first))])
            stack[top].dropsNextValue = true
            return
        }
        append(record, to: top)
    }

    private mutating func append(_ record: Int, to top: Int) {
        if records[record].containsTags { stack[top].containsTags = true }
        pending.append(Int32(record))
    }

    private func location(of record: Int) -> SourceLocation {
        SourceLocation(line: Int(records[record].line), column: Int(records[record].column))
    }

    /// The record of the innermost mapping's key with the text of the scalar `key`, if there is one
    /// already; otherwise `key` is remembered as one of the mapping's keys (it is appended to
    /// `pending` by the caller) and the result is nil.
    private mutating func firstRecord(ofKey key: Int) -> Int? {
        let top = stack.count - 1
        let first = Int(stack[top].firstChild)
        if stack[top].hasKeyIndex {
            return indexedFirstRecord(ofKey: key)
        }
        let bytes = text.values
        let wanted = YAMLDocument.slice(bytes, records[key])
        for position in stride(from: first, to: pending.count, by: 2) {
            let other = Int(pending[position])
            let record = records[other]
            // Comparing lengths first settles most mismatches without comparing the texts.
            if record.kind == .scalar, record.count == wanted.count,
                TextBytes.equal(YAMLDocument.slice(bytes, record), wanted)
            {
                return other
            }
        }
        let pairs = (pending.count - first) / 2
        guard pairs >= Self.linearKeySearchLimit else { return nil }
        var index = KeyIndex(room: 2 * pairs)
        for position in stride(from: first, to: pending.count, by: 2) {
            let other = pending[position]
            let record = records[Int(other)]
            guard record.kind == .scalar else { continue }
            let hash = TextBytes.hash(YAMLDocument.slice(bytes, record))
            _ = index.firstRecord(sameAs: other, hash: hash, records: records.values, text: bytes)
        }
        keyIndexes.append(index)
        stack[top].hasKeyIndex = true
        return indexedFirstRecord(ofKey: key)
    }

    /// `firstRecord(ofKey:)` through the innermost mapping's key index.
    private mutating func indexedFirstRecord(ofKey key: Int) -> Int? {
        let last = keyIndexes.count - 1
        let bytes = text.values
        let hash = TextBytes.hash(YAMLDocument.slice(bytes, records[key]))
        let found = keyIndexes[last].firstRecord(
            sameAs: Int32(key), hash: hash, records: records.values, text: bytes)
        return found.map { Int($0) }
    }
}
