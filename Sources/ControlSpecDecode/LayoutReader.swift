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
        return slot
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
