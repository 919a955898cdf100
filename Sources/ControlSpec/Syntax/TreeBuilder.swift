/// Assembles a `YAMLDocument` from the parser's events, in document order.
///
/// Every node is a record in one array. Finished nodes wait as positions in one shared list until
/// their collection ends; the collection then moves its children's positions to the document's
/// `children`, side by side, so building a mapping or a list allocates nothing of its own.
/// Duplicate keys are reported (with a note at the first) and the later pair is dropped; alias
/// expansion is counted against the limit.
struct TreeBuilder {
    /// A collection whose end event has not arrived yet.
    private struct Frame {
        /// The collection's record.
        var record: Int
        var isMapping: Bool
        var anchor: String?
        /// Where the collection's finished children start in `TreeBuilder.pending`; a mapping's
        /// keys and values alternate there.
        var firstChild: Int
        /// The next node is the value of a repeated key, and is dropped with it.
        var dropsNextValue = false
        /// Key name to where it first stands, built once a mapping outgrows a linear search.
        var keyIndex: [String: SourceLocation]?
        /// Nodes in this collection's subtree, itself included (what an alias to it expands to).
        var nodeCount = 1
        /// Whether the collection or a node inside it has a tag.
        var containsTags: Bool
    }

    /// Mappings up to this many pairs find repeated keys by a linear search: most spec mappings
    /// are this small, and hashing every key costs more than comparing a few.
    private static let linearKeySearchLimit = 16

    /// The limits, of which the builder enforces alias expansion.
    let limits: SyntaxLimits
    private var stack: [Frame] = []
    /// The finished children of every open collection, innermost collection's last.
    private var pending: [Int32] = []
    private var records: [YAMLDocument.Record] = []
    private var children: [Int32] = []
    private var scalars: [String] = []
    private var tags: [String] = []
    private var anchors: [String: (record: Int, nodeCount: Int)] = [:]
    private var expandedNodes = 0
    /// The finished top-level node's record.
    private var root: Int?

    init(limits: SyntaxLimits, expectedBytes: Int = 0) {
        self.limits = limits
        // A flow-style transition (`- { from: s1, on: tap, to: s2 }`) is a node per 5–6 bytes and
        // a scalar per 6–7: a guess that saves most regrowth on large specs.
        records.reserveCapacity(expectedBytes / 6)
        children.reserveCapacity(expectedBytes / 6)
        scalars.reserveCapacity(expectedBytes / 8)
    }

    /// How many collections are open.
    var depth: Int { stack.count }

    /// The finished document's top-level node, nil before the document ends.
    func finish() -> YAMLNode? {
        guard let root else { return nil }
        return YAMLNode(
            YAMLDocument(records: records, children: children, scalars: scalars, tags: tags), root)
    }

    /// A document of one empty plain scalar at 1:1 (what an empty file reads as).
    static func emptyDocument() -> YAMLNode {
        let record = YAMLDocument.Record(
            kind: .scalar, style: .plain, containsTags: false, line: 1, column: 1, tag: -1, payload: 0,
            count: 0)
        return YAMLNode(YAMLDocument(records: [record], children: [], scalars: [""], tags: []), 0)
    }

    /// Adds a scalar, anchored as `anchor` when it has one.
    mutating func addScalar(
        _ text: String, style: YAMLScalar.Style, at location: SourceLocation, tag: String?, anchor: String?,
        diagnostics: inout DiagnosticCollector
    ) {
        let record = newRecord(.scalar, style: style, at: location, tag: tag, payload: scalars.count)
        scalars.append(text)
        register(anchor: anchor, record: record, nodeCount: 1)
        attach(record, nodeCount: 1, diagnostics: &diagnostics)
    }

    /// Opens a list or mapping; its children follow until `endCollection`.
    mutating func startCollection(isMapping: Bool, at location: SourceLocation, tag: String?, anchor: String?)
    {
        let record = newRecord(
            isMapping ? .mapping : .sequence, style: .plain, at: location, tag: tag, payload: 0)
        stack.append(
            Frame(
                record: record, isMapping: isMapping, anchor: anchor, firstChild: pending.count,
                containsTags: tag != nil))
    }

    /// Closes the innermost open collection and attaches it to its parent.
    mutating func endCollection(diagnostics: inout DiagnosticCollector) {
        guard let frame = stack.popLast() else { return }
        let count = pending.count - frame.firstChild
        records[frame.record].payload = Int32(children.count)
        records[frame.record].count = Int32(frame.isMapping ? count / 2 : count)
        records[frame.record].containsTags = frame.containsTags
        children.append(contentsOf: pending[frame.firstChild...])
        pending.removeSubrange(frame.firstChild...)
        register(anchor: frame.anchor, record: frame.record, nodeCount: frame.nodeCount)
        attach(frame.record, nodeCount: frame.nodeCount, diagnostics: &diagnostics)
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
        let isKey = (pending.count - stack[top].firstChild) % 2 == 0
        if isKey, records[record].kind == .scalar {
            let name = scalars[Int(records[record].payload)]
            let location = location(of: record)
            if let first = firstLocation(ofKey: name, at: location) {
                diagnostics.report(
                    .duplicateKey, "the key '\(name)' appears twice in this mapping; remove one",
                    at: location, notes: [Diagnostic.Note("'\(name)' is first set here", at: first)])
                stack[top].dropsNextValue = true
                return
            }
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

    /// The text of the finished node at `position` of `pending` when it is a scalar.
    private func scalarText(atPending position: Int) -> String? {
        let record = records[Int(pending[position])]
        return record.kind == .scalar ? scalars[Int(record.payload)] : nil
    }

    /// Records `name` as a key of the innermost mapping; returns where it first stood if it repeats.
    private mutating func firstLocation(ofKey name: String, at location: SourceLocation) -> SourceLocation? {
        let top = stack.count - 1
        let keys = stride(from: stack[top].firstChild, to: pending.count, by: 2)
        if stack[top].keyIndex == nil {
            // Comparing lengths first settles most mismatches without comparing the texts.
            let length = name.utf8.count
            for key in keys {
                let record = records[Int(pending[key])]
                guard record.kind == .scalar else { continue }
                let text = scalars[Int(record.payload)]
                if text.utf8.count == length && text == name { return self.location(of: Int(pending[key])) }
            }
            guard (pending.count - stack[top].firstChild) / 2 >= Self.linearKeySearchLimit else {
                return nil
            }
            var index: [String: SourceLocation] = [:]
            for key in keys {
                if let text = scalarText(atPending: key) {
                    index[text] = self.location(of: Int(pending[key]))
                }
            }
            stack[top].keyIndex = index
        }
        if let first = stack[top].keyIndex?[name] { return first }
        stack[top].keyIndex?[name] = location
        return nil
    }

    private mutating func register(anchor: String?, record: Int, nodeCount: Int) {
        guard let anchor else { return }
        anchors[anchor] = (record, nodeCount)
    }
}
