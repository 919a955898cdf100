/// Assembles `YAMLNode`s from the parser's events, in document order.
///
/// Finished nodes wait in one shared list until their collection ends; the collection then takes
/// its children in one exactly sized array, so building a mapping or a list costs one allocation
/// and no growth. Duplicate keys are reported (with a note at the first) and the later pair is
/// dropped; alias expansion is counted against the limit.
struct TreeBuilder {
    /// A collection whose end event has not arrived yet.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var tag: String?
        var anchor: String?
        /// Where the collection's finished children start in `TreeBuilder.children`; a mapping's
        /// keys and values alternate there.
        var firstChild: Int
        /// The next node is the value of a repeated key, and is dropped with it.
        var dropsNextValue = false
        /// Key name to where it first stands, built once a mapping outgrows a linear search.
        var keyIndex: [String: SourceLocation]?
        /// Nodes in this collection's subtree, itself included (what an alias to it expands to).
        var nodeCount = 1
    }

    /// Mappings up to this many pairs find repeated keys by a linear search: most spec mappings
    /// are this small, and hashing every key costs more than comparing a few.
    private static let linearKeySearchLimit = 16

    /// The limits, of which the builder enforces alias expansion.
    let limits: SyntaxLimits
    private var stack: [Frame] = []
    /// The finished children of every open collection, innermost collection's last.
    private var children: [YAMLNode] = []
    private var anchors: [String: (node: YAMLNode, nodeCount: Int)] = [:]
    private var expandedNodes = 0
    /// The finished top-level node.
    private(set) var root: YAMLNode?

    init(limits: SyntaxLimits) {
        self.limits = limits
    }

    /// How many collections are open.
    var depth: Int { stack.count }

    /// Adds a scalar, anchored as `anchor` when it has one.
    mutating func addScalar(
        _ scalar: YAMLScalar, at location: SourceLocation, tag: String?, anchor: String?,
        diagnostics: inout DiagnosticCollector
    ) {
        let node = YAMLNode(.scalar(scalar), at: location, tag: tag)
        register(anchor: anchor, node: node, nodeCount: 1)
        attach(node, nodeCount: 1, diagnostics: &diagnostics)
    }

    /// Opens a list or mapping; its children follow until `endCollection`.
    mutating func startCollection(isMapping: Bool, at location: SourceLocation, tag: String?, anchor: String?)
    {
        stack.append(
            Frame(
                isMapping: isMapping, location: location, tag: tag, anchor: anchor, firstChild: children.count
            ))
    }

    /// Closes the innermost open collection and attaches it to its parent.
    mutating func endCollection(diagnostics: inout DiagnosticCollector) {
        guard let frame = stack.popLast() else { return }
        let kind: YAMLNode.Kind
        if frame.isMapping {
            var pairs: [YAMLPair] = []
            pairs.reserveCapacity((children.count - frame.firstChild) / 2)
            for index in stride(from: frame.firstChild, to: children.count - 1, by: 2) {
                pairs.append(YAMLPair(key: children[index], value: children[index + 1]))
            }
            kind = .mapping(pairs)
        } else {
            kind = .sequence(Array(children[frame.firstChild...]))
        }
        children.removeSubrange(frame.firstChild...)
        let node = YAMLNode(kind, at: frame.location, tag: frame.tag)
        register(anchor: frame.anchor, node: node, nodeCount: frame.nodeCount)
        attach(node, nodeCount: frame.nodeCount, diagnostics: &diagnostics)
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
        var node = anchored.node
        node.location = location
        attach(node, nodeCount: anchored.nodeCount, diagnostics: &diagnostics)
        return true
    }

    /// Adds a finished node to the collection being built, or makes it the root.
    private mutating func attach(_ node: YAMLNode, nodeCount: Int, diagnostics: inout DiagnosticCollector) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].nodeCount += nodeCount
        guard stack[top].isMapping else {
            children.append(node)
            return
        }
        if stack[top].dropsNextValue {
            stack[top].dropsNextValue = false
            return
        }
        let isKey = (children.count - stack[top].firstChild) % 2 == 0
        if isKey, let name = node.scalar?.value, let first = firstLocation(ofKey: name, at: node.location) {
            diagnostics.report(
                .duplicateKey, "the key '\(name)' appears twice in this mapping; remove one",
                at: node.location, notes: [Diagnostic.Note("'\(name)' is first set here", at: first)])
            stack[top].dropsNextValue = true
            return
        }
        children.append(node)
    }

    /// Records `name` as a key of the innermost mapping; returns where it first stood if it repeats.
    private mutating func firstLocation(ofKey name: String, at location: SourceLocation) -> SourceLocation? {
        let top = stack.count - 1
        let keys = stride(from: stack[top].firstChild, to: children.count, by: 2)
        if stack[top].keyIndex == nil {
            for index in keys where children[index].scalar?.value == name { return children[index].location }
            guard (children.count - stack[top].firstChild) / 2 >= Self.linearKeySearchLimit else {
                return nil
            }
            var index: [String: SourceLocation] = [:]
            for key in keys {
                if let text = children[key].scalar?.value { index[text] = children[key].location }
            }
            stack[top].keyIndex = index
        }
        if let first = stack[top].keyIndex?[name] { return first }
        stack[top].keyIndex?[name] = location
        return nil
    }

    private mutating func register(anchor: String?, node: YAMLNode, nodeCount: Int) {
        guard let anchor else { return }
        anchors[anchor] = (node, nodeCount)
    }
}
