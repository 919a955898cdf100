import ControlSpec

/// Where the cursor stands in the spec's structure, read from the indentation of the lines above it
/// rather than from the YAML tree, so it is known while the text being typed is not yet valid YAML.
package struct CursorContext: Equatable, Sendable {
    /// The keys of the mappings around the cursor, outermost first (`states`, `idle`), with names
    /// under a `named` key (a state's name) included as they are written.
    package var path: [String]
    /// The keys already written in the mapping the cursor is in.
    package var siblings: [String]
    /// What the cursor is on.
    package var place: Place

    /// What the cursor is on.
    package enum Place: Equatable, Sendable {
        /// A key being written (`prefix` typed so far).
        case key(prefix: String)
        /// The value of `key` (`prefix` of the value's current word typed so far); `inList` when the
        /// value is a `- item` of a list under `key`.
        case value(key: String, prefix: String, inList: Bool)
    }

    /// The context at the 1-based `location` of `document`.
    package init(_ document: TextDocument, at location: SourceLocation) {
        let line = document.scalars(ofLine: location.line)
        let before = Array(line.prefix(max(location.column - 1, 0)))
        let shape = LineShape(before)
        let wordPrefix = Self.currentWord(before)
        if let flow = FlowContext(before), let opening = before.firstIndex(of: "{") {
            // The mapping the flow is the value of: the line's key, or the list item the line is.
            let outer = CursorContext(document, at: SourceLocation(line: location.line, column: opening + 1))
            path = outer.path
            if case .value(let key, _, let inList) = outer.place, !inList { path.append(key) }
            path += flow.innerPath
            siblings = flow.siblings
            place =
                flow.key.map { .value(key: $0, prefix: wordPrefix, inList: flow.inList) }
                ?? .key(prefix: wordPrefix)
            return
        }
        place =
            shape.key.map { .value(key: $0, prefix: wordPrefix, inList: false) } ?? .key(prefix: wordPrefix)
        // The column of the mapping the cursor is in; after a `- `, the column of the dash, whose
        // owner is the first line above it, not itself an item, at or left of the dash.
        var column = shape.isBlank ? before.count : shape.keyColumn
        var dash = shape.dashColumn
        var path: [String] = []
        var siblings = Self.keysBelow(location.line, at: column, in: document)
        var number = location.line - 1
        while number >= 1, path.isEmpty || column > 0 || dash != nil {
            let above = LineShape(document.scalars(ofLine: number))
            number -= 1
            guard !above.isBlank, !above.isComment else { continue }
            if let dashColumn = dash {
                // Sibling items of the list and the lines inside them come before its owner.
                if above.dashColumn == dashColumn || above.keyColumn > dashColumn { continue }
                guard let key = above.key else { break }
                path.insert(key, at: 0)
                column = above.keyColumn
                dash = above.dashColumn
                continue
            }
            if above.keyColumn == column {
                if path.isEmpty, let key = above.key { siblings.append(key) }
                if let dashColumn = above.dashColumn { dash = dashColumn }
            } else if above.keyColumn < column {
                guard let key = above.key else { break }
                path.insert(key, at: 0)
                column = above.keyColumn
                dash = above.dashColumn
            }
        }
        self.path = path
        self.siblings = siblings
        if case .key(let prefix) = place, shape.isListItem, let parent = path.last,
            Self.listItemIsValue(path: path, key: parent)
        {
            place = .value(key: parent, prefix: prefix, inList: true)
            self.path.removeLast()
        } else if case .key = place, let parent = path.last, Self.isNamedValueMapping(path: path, key: parent)
        {
            // `set:` and `colors:`: the keys are names, not keys of a table.
            place = .value(key: parent, prefix: wordPrefix, inList: false)
            self.path.removeLast()
        }
    }

    /// The keys written at `column` in the lines after `line`, up to the end of the mapping or the
    /// next item of the list it is an item of.
    private static func keysBelow(_ line: Int, at column: Int, in document: TextDocument) -> [String] {
        var keys: [String] = []
        for number in stride(from: line + 1, through: document.lines.count, by: 1) {
            let below = LineShape(document.scalars(ofLine: number))
            guard !below.isBlank, !below.isComment else { continue }
            if below.keyColumn < column || (below.dashColumn.map { $0 < column } ?? false) { break }
            if below.keyColumn == column, let key = below.key { keys.append(key) }
        }
        return keys
    }

    /// Whether the list under `key` holds values (`events:`, `from:`) rather than mappings.
    private static func listItemIsValue(path: [String], key: String) -> Bool {
        guard let table = LanguagePath.table(at: Array(path.dropLast())), let kind = table.kind(of: key)
        else {
            return false
        }
        return LanguagePath.table(in: kind) == nil
    }

    /// Whether `key`'s mapping has names for keys and no table (`set:`).
    private static func isNamedValueMapping(path: [String], key: String) -> Bool {
        guard let table = LanguagePath.table(at: Array(path.dropLast())), let kind = table.kind(of: key)
        else {
            return false
        }
        if case .assignments = kind { return true }
        if case .named(let inner) = kind { return LanguagePath.table(in: inner) == nil }
        return false
    }

    /// The name characters right before the cursor.
    private static func currentWord(_ before: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(
            contentsOf: before.reversed().prefix { NameCharacters.isPart($0) || $0 == "-" }.reversed())
        return String(view)
    }
}

/// One line of block YAML as the cursor context reads it: its indentation, a `- ` item marker and
/// a `key:`.
struct LineShape {
    /// The column (0-based) of the key or value after the indentation and any `- `.
    var keyColumn: Int
    /// The column of the `-` of a list item.
    var dashColumn: Int?
    /// The key, when the line has `key:`.
    var key: String?
    var isBlank: Bool
    var isComment: Bool

    var isListItem: Bool { dashColumn != nil }

    init(_ line: [Unicode.Scalar]) {
        var index = line.prefix { $0 == " " }.count
        isBlank = index == line.count
        isComment = !isBlank && line[index] == "#"
        if index < line.count, line[index] == "-", index + 1 == line.count || line[index + 1] == " " {
            dashColumn = index
            index += 1
            while index < line.count, line[index] == " " { index += 1 }
        }
        keyColumn = index
        let rest = line[index...]
        var keyEnd = rest.startIndex
        while keyEnd < rest.endIndex, NameCharacters.isPart(rest[keyEnd]) { keyEnd += 1 }
        if keyEnd > rest.startIndex, keyEnd < rest.endIndex, rest[keyEnd] == ":",
            keyEnd + 1 == rest.endIndex || rest[keyEnd + 1] == " "
        {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: rest[rest.startIndex..<keyEnd])
            key = String(view)
        }
    }
}
