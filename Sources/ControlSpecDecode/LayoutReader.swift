import ControlSpecCore

/// Reads `layout:`: the intrinsic size, border, background, padding, whether slots form a row,
/// and the slots with their frames or sizes.
extension DecodeContext {
    mutating func decodeLayout(_ node: YAMLNode, colors: Set<String>) -> Layout? {
        guard let fields = fields(of: node, table: SpecKeys.layout, what: "'layout'") else { return nil }
        var layout = Layout(location: node.location)
        layout.size = fields["size"].flatMap { pointSize($0, what: "the size") }
        layout.border = fields["border"].flatMap { decodeBorder($0, colors: colors) }
        layout.background = fields["background"].flatMap {
            color($0, what: "the background", declared: colors)
        }
        layout.padding = fields["padding"].flatMap { decodePadding($0) } ?? [0, 0, 0, 0]
        if let rowNode = fields["row"] {
            if let row = self.fields(of: rowNode, table: SpecKeys.row, what: "'row'") {
                layout.rowSpacing =
                    row["spacing"].flatMap {
                        number(
                            $0, what: "the spacing", in: SpecKeys.row.bounds("spacing"),
                            rule: "spacing is 0 or more points")
                    }?.value ?? 0
            }
        }
        let isRow = layout.rowSpacing != nil
        if let slots = fields["slots"] {
            layout.slots = namedEntries(slots, what: "'slots'", nameKind: .slot).compactMap { name, value in
                decodeSlot(name: name, node: value, isRow: isRow)
            }
        }
        return layout
    }

    private mutating func decodeSlot(name: Located<String>, node: YAMLNode, isRow: Bool) -> Slot? {
        var slot = Slot(name: name, location: node.location)
        if node.scalar?.isNull == true { return slot }
        guard let fields = fields(of: node, table: SpecKeys.slot, what: "slot '\(name.value)'") else {
            return nil
        }
        if isRow, let location = fields.keyLocation("frame") {
            report(
                .conflictingKeys,
                "a slot of a 'row' layout has no 'frame' (the row places it); give it 'size: [w, h]' or"
                    + " nothing", at: location)
        }
        if !isRow, let location = fields.keyLocation("size") {
            report(
                .conflictingKeys,
                "'size' places a slot in a 'row' layout; here give it 'frame: [x, y, width, height]'",
                at: location)
        }
        slot.frame = fields["frame"].flatMap { frame($0) }
        slot.size = fields["size"].flatMap { pointSize($0, what: "the slot size") }
        if fields.has("repeat") { repeatingSlots.insert(name.value) }
        slot.copies = fields["repeat"].flatMap { copies($0, slot: name.value, isRow: isRow) }
        slot.step = fields["step"].flatMap { offset($0) }
        if slot.step != nil, !fields.has("repeat"), let location = fields.keyLocation("step") {
            report(
                .repeatedSlot,
                "'step' places the copies of a repeated slot; add 'repeat: <count>' or remove 'step'",
                at: location)
        }
        return slot
    }

    /// `repeat: 5` or `repeat: count`, an `int` property with a `range:` whose upper bound is the
    /// most copies.
    private mutating func copies(_ node: YAMLNode, slot: String, isRow: Bool) -> Located<SlotCopies>? {
        if isRow {
            report(
                .repeatedSlot,
                "a 'row' layout places its slots side by side; repeat a slot of an overlay layout, or"
                    + " declare each slot of the row", at: node.location)
            return nil
        }
        let bounds = SpecKeys.copiesBounds
        let most = Int(bounds.maximum ?? 1)
        if node.scalar?.style == .plain, let count = Self.parseNumber(node.scalar?.value ?? "") {
            guard count == count.rounded(), bounds.contains(count) else {
                report(
                    .repeatedSlot,
                    "slot '\(slot)' repeats \(NumberText.shortest(count)) times; write a whole number of"
                        + " copies from 1 to \(most)", at: node.location)
                return nil
            }
            return Located(.fixed(Int(count)), at: node.location)
        }
        guard let name = name(node, kind: .property) else { return nil }
        guard let type = propertyTypes[name.value] else {
            let ints = propertyTypes.filter { $0.value.keyword == "int" }.keys.sorted()
            undeclared(
                "property", name, among: ints,
                otherwise: "declare it as an 'int' property with 'range: [0, n]', or write a number")
            return nil
        }
        guard case .int(let range) = type else {
            report(
                .repeatedSlot,
                "'repeat' counts copies with an int; property '\(name.value)' is \(type.keywordWithArticle)",
                at: name.location)
            return nil
        }
        guard let range else {
            report(
                .repeatedSlot,
                "'repeat: \(name.value)' needs the most copies; give property '\(name.value)' a range such"
                    + " as 'range: [0, 5]' (its upper bound is the most copies, at most \(most))",
                at: name.location)
            return nil
        }
        guard range.lowerBound >= 0, range.upperBound >= 1, range.upperBound <= most else {
            report(
                .repeatedSlot,
                "property '\(name.value)' ranges over [\(range.lowerBound), \(range.upperBound)]; a count of"
                    + " copies is 0 to at most \(most), with at least 1 copy to show, so give it a 'range:'"
                    + " within [0, \(most)] whose upper bound is 1 or more", at: name.location)
            return nil
        }
        return Located(.property(name, most: range.upperBound), at: node.location)
    }

    /// `[x, y]`, two lengths (plain numbers are points).
    private mutating func offset(_ node: YAMLNode) -> Located<[LengthValue]>? {
        let form = "the step as [x, y]"
        guard let list = sequence(node, what: form),
            let items = exactly(2, list, form: form, at: node.location)
        else { return nil }
        let lengths = zip(items, ["x", "y"]).compactMap { item, name in
            length(item, what: "the step's \(name)", bare: .points)?.value
        }
        guard lengths.count == 2 else { return nil }
        return Located(lengths, at: node.location)
    }

    /// `[x, y, width, height]`, four lengths (plain numbers are points).
    private mutating func frame(_ node: YAMLNode) -> Located<[LengthValue]>? {
        let form = "the frame as [x, y, width, height]"
        guard let list = sequence(node, what: form),
            let items = exactly(4, list, form: form, at: node.location)
        else { return nil }
        let names = ["x", "y", "width", "height"]
        let lengths = zip(items, names).compactMap { item, name in
            length(item, what: "the frame's \(name)", bare: .points)?.value
        }
        guard lengths.count == 4 else { return nil }
        return Located(lengths, at: node.location)
    }

    /// `[width, height]` in points, each at least 0.
    private mutating func pointSize(_ node: YAMLNode, what: String) -> Located<Point>? {
        numberPair(
            node, what: what, form: "[width, height]", names: ("the width", "the height"), in: .nonNegative,
            rule: "a size is 0 or more points"
        ).map { Located($0, at: node.location) }
    }

    /// `padding: 3` (every edge) or `[top, left, bottom, right]` in points.
    private mutating func decodePadding(_ node: YAMLNode) -> [Double]? {
        let rule = "padding is 0 or more points"
        guard let list = node.sequence else {
            return number(node, what: "the padding", in: .nonNegative, rule: rule).map {
                Array(repeating: $0.value, count: 4)
            }
        }
        guard
            let items = exactly(
                4, list, form: "the padding as one number or [top, left, bottom, right]", at: node.location)
        else { return nil }
        let values = items.compactMap { number($0, what: "a padding", in: .nonNegative, rule: rule)?.value }
        return values.count == 4 ? values : nil
    }

    private mutating func decodeBorder(_ node: YAMLNode, colors: Set<String>) -> Layout.Border? {
        guard let fields = fields(of: node, table: SpecKeys.border, what: "the border") else { return nil }
        let width = fields["width"].flatMap {
            number(
                $0, what: "the border width", in: SpecKeys.border.bounds("width"),
                rule: "a border is 0 or more points wide")
        }
        let color = fields["color"].flatMap { self.color($0, what: "the border color", declared: colors) }
        let corner = fields["cornerRadius"].flatMap {
            number(
                $0, what: "the corner radius", in: SpecKeys.border.bounds("cornerRadius"),
                rule: "a corner radius is 0 or more points")
        }
        guard let width, let color else { return nil }
        return Layout.Border(width: width.value, color: color, cornerRadius: corner?.value ?? 0)
    }
}
