import ControlSpec

/// Every declaration and use of a name in one spec, read from the decoded model: the decoder has
/// already decided what each word is, so the index never mistakes a key for a name.
package struct SymbolIndex: Sendable {
    /// In document order.
    package private(set) var occurrences: [Occurrence] = []
    /// The control's name and where it is written.
    package private(set) var control: Located<String>?

    private let document: TextDocument
    /// The occurrences recorded so far, to record each once.
    private var recorded: Set<Occurrence> = []

    /// The index of `control`, whose locations are in `document`.
    package init(_ control: Control?, in document: TextDocument) {
        self.document = document
        guard let control else { return }
        self.control = control.name
        read(control)
        recorded = []
        occurrences.sort { $0.location < $1.location }
    }

    /// The occurrence under `location`.
    package func occurrence(at location: SourceLocation) -> Occurrence? {
        occurrences.first { $0.covers(location) }
    }

    /// Every occurrence of `symbol`.
    package func occurrences(of symbol: SpecSymbol) -> [Occurrence] {
        occurrences.filter { $0.symbol == symbol }
    }

    /// The declarations of `kind` (for a state, of every region), in document order.
    package func declarations(of kind: NameKind) -> [Occurrence] {
        occurrences.filter { $0.isDeclaration && $0.symbol.kind == kind }
    }

    private mutating func read(_ control: Control) {
        for property in control.properties {
            declare(.property, property.name)
            if case .enum(let cases) = property.type {
                for name in cases { declare(.enumCase, name, scope: property.name.value) }
            }
            if case .enumCase(let name) = property.defaultValue?.value, let value = property.defaultValue {
                use(.enumCase, Located(name, at: value.location), scope: property.name.value)
            }
        }
        for color in control.colors {
            declare(.color, color.name)
            colorUse(color.value)
        }
        for image in control.images { read(image) }
        for text in control.texts {
            declare(.text, text.name)
            if let slot = text.slot { use(.slot, slot) }
            if let color = text.color { colorUse(color) }
        }
        if let layout = control.layout {
            for slot in layout.slots { declare(.slot, slot.name) }
            if let background = layout.background { colorUse(background) }
            if let border = layout.border { colorUse(border.color) }
        }
        for event in control.events { declare(.event, event) }
        for output in control.outputs { declare(.output, output) }
        for region in control.regions { read(region, control: control) }
        for animation in control.animations {
            declare(.animation, animation.name)
            for track in animation.tracks { target(track.target) }
        }
        if let group = control.group {
            let scope = group.region?.value ?? ""
            for state in group.idle { use(.state, state, scope: scope) }
            use(.event, group.release)
            if let region = group.region { use(.region, region) }
        }
        for event in [control.accessibility.increment, control.accessibility.decrement].compactMap({ $0 }) {
            use(.event, event)
        }
    }

    private mutating func read(_ image: SpecImage) {
        declare(.image, image.name)
        if let slot = image.slot { use(.slot, slot) }
        switch image.source {
        case .property(let property): use(.property, property)
        case .shape(let shapes):
            for shape in shapes {
                if let fill = shape.fill { colorUse(fill) }
                if let stroke = shape.stroke { colorUse(stroke) }
            }
        case .asset, .symbol: break
        }
    }

    private mutating func read(_ region: Region, control: Control) {
        let scope = region.name?.value ?? ""
        if let name = region.name { declare(.region, name) }
        let stateNames = Set(region.states.map(\.name.value) + region.parents.map(\.name.value))
        for name in region.initial { stateUse(name, scope: scope, among: stateNames) }
        for parent in region.parents {
            declare(.state, parent.name, scope: scope)
            if let initial = parent.initialWritten { use(.state, initial, scope: scope) }
        }
        for state in region.states {
            declare(.state, state.name, scope: scope)
            for image in state.images { use(.image, image) }
            for text in state.texts { use(.text, text) }
            for binding in state.values {
                target(binding.target)
                // What `value:` reads: a property's name, or the names of an expression of them.
                if let reads = binding.reads { numberUses(reads) }
            }
            if let tint = state.tint { colorUse(tint) }
        }
        for transition in region.transitions {
            if case .states(let sources) = transition.from {
                for source in sources { stateUse(source, scope: scope, among: stateNames) }
            }
            for event in transition.on { use(.event, event) }
            stateUse(transition.to, scope: scope, among: stateNames)
            for output in transition.emit { use(.output, output) }
            if let animation = transition.animation { use(.animation, animation) }
            if let name = transition.name { declare(.transition, name) }
            if case .expression(let expression) = transition.condition {
                guardUses(expression, control: control)
            }
            for action in transition.actions {
                use(.property, action.property)
                switch action.value.value {
                case .negation(let name), .offset(let name, _):
                    use(.property, Located(name, at: action.value.location))
                case .enumCase(let name):
                    use(.enumCase, Located(name, at: action.value.location), scope: action.property.value)
                case .number(let number): numberUses(number)
                case .bool, .int: break
                }
            }
        }
    }

    /// The names a guard reads: a property, or (in a control with regions) a region.
    private mutating func guardUses(_ expression: SpecExpression, control: Control) {
        switch expression.kind {
        case .reference(let name):
            let isProperty = control.properties.contains { $0.name.value == name }
            use(isProperty ? .property : .region, Located(name, at: expression.location))
        case .number(let number): numberUses(number)
        case .not(let operand): guardUses(operand, control: control)
        case .binary(_, let lhs, let rhs):
            guardUses(lhs, control: control)
            guardUses(rhs, control: control)
            // `press == .down`: a region compared with one of its states names that state; an enum
            // property compared with one of its cases names that case.
            for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                guard case .reference(let name) = side.kind, case .enumCase(let value) = other.kind else {
                    continue
                }
                let isProperty = control.properties.contains { $0.name.value == name }
                use(isProperty ? .enumCase : .state, Located(value, at: other.location), scope: name)
            }
        case .bool, .int, .enumCase: break
        }
    }

    /// The properties a number expression reads: a `double`'s computed `set:`, a look value.
    private mutating func numberUses(_ number: NumberExpression) {
        switch number.kind {
        case .reference(let name): use(.property, Located(name, at: number.location))
        case .negate(let operand): numberUses(operand)
        case .arithmetic(_, let lhs, let rhs):
            numberUses(lhs)
            numberUses(rhs)
        case .call(_, let arguments):
            for argument in arguments { numberUses(argument) }
        case .literal, .touch: break
        }
    }

    private mutating func target(_ target: Located<Track.Target>) {
        if case .image(let name) = target.value { use(.image, Located(name, at: target.location)) }
    }

    private mutating func colorUse(_ color: Located<ColorValue>) {
        switch color.value {
        case .named(let name): use(.color, Located(name, at: color.location))
        case .property(let name): use(.property, Located(name, at: color.location))
        case .rgba, .system: break
        }
    }

    /// A state named in `initial:`, `from:` or `to:`, as written: the decoder reads a path
    /// (`playing.buffering`) as its last part and a `to:` or `initial:` naming a parent as the leaf
    /// it enters, so the name is read from the text at `name`'s location, and each part of a path
    /// is a use of that state. The model's name stands where the text holds no state's name.
    private mutating func stateUse(_ name: Located<String>, scope: String, among states: Set<String>) {
        let line = document.scalars(ofLine: name.location.line)
        var start = max(name.location.column - 1, 0)
        while start < line.count, !NameCharacters.isPart(line[start]) { start += 1 }
        var end = start
        while end < line.count, NameCharacters.isPart(line[end]) || line[end] == "." { end += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: line[start..<end])
        let parts = String(text).split(separator: ".").map(String.init)
        guard !parts.isEmpty, parts.allSatisfy(states.contains) else {
            use(.state, name, scope: scope)
            return
        }
        var column = start + 1
        for part in parts {
            use(
                .state, Located(part, at: SourceLocation(line: name.location.line, column: column)),
                scope: scope)
            column += part.unicodeScalars.count + 1
        }
    }

    private mutating func declare(_ kind: NameKind, _ name: Located<String>, scope: String = "") {
        add(SpecSymbol(kind, name.value, scope: scope), name.location, isDeclaration: true)
    }

    private mutating func use(_ kind: NameKind, _ name: Located<String>, scope: String = "") {
        add(SpecSymbol(kind, name.value, scope: scope), name.location, isDeclaration: false)
    }

    /// Records the name where it is really written: the model's location is where its scalar starts,
    /// which may be a quote, or (for `"!on"` and `count + 1`) before the name; the name is the first
    /// whole word equal to it from there on the line. A name not found there (a multi-line scalar) is
    /// left out rather than pointed at the wrong text. A place is recorded once, though a parent's
    /// look is read again in each state that inherits it.
    /// The copies of a repeated slot and of its images (`star_2`) are recorded as the name they
    /// are written as (`star`).
    private mutating func add(_ symbol: SpecSymbol, _ location: SourceLocation, isDeclaration: Bool) {
        var symbol = symbol
        if symbol.kind == .image || symbol.kind == .slot {
            symbol = SpecSymbol(symbol.kind, SlotCopies.writtenName(symbol.name), scope: symbol.scope)
        }
        guard !symbol.name.isEmpty, let found = Self.find(symbol.name, in: document, from: location) else {
            return
        }
        let occurrence = Occurrence(symbol: symbol, location: found, isDeclaration: isDeclaration)
        if recorded.insert(occurrence).inserted { occurrences.append(occurrence) }
    }

    /// The location of the first whole-word `name` on `location`'s line at or after it.
    static func find(_ name: String, in document: TextDocument, from location: SourceLocation)
        -> SourceLocation?
    {
        let line = document.scalars(ofLine: location.line)
        let word = Array(name.unicodeScalars)
        var start = max(location.column - 1, 0)
        while start + word.count <= line.count {
            if Array(line[start..<start + word.count]) == word,
                start == 0 || !NameCharacters.isPart(line[start - 1]),
                start + word.count == line.count || !NameCharacters.isPart(line[start + word.count])
            {
                return SourceLocation(line: location.line, column: start + 1)
            }
            start += 1
        }
        return nil
    }
}

/// The characters a name of the spec is made of (letters, digits, `_`), and how to find the word
/// around a column.
package enum NameCharacters {
    /// Whether `scalar` can be part of a name.
    package static func isPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The word of name characters (and `-`, with `dashes`, as in a diagnostic code) around the
    /// 1-based `column` of `line` (the cursor may be right after it), with its first column; nil
    /// when there is none.
    package static func word(in line: [Unicode.Scalar], at column: Int, dashes: Bool = false)
        -> (text: String, column: Int)?
    {
        let part = { (scalar: Unicode.Scalar) in isPart(scalar) || (dashes && scalar == "-") }
        var start = min(max(column - 1, 0), line.count)
        var end = start
        while start > 0, part(line[start - 1]) { start -= 1 }
        while end < line.count, part(line[end]) { end += 1 }
        guard start < end else { return nil }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: line[start..<end])
        return (String(text), start + 1)
    }
}
