import ControlSpecCore

/// Content of a fixed size in points on a control that has no
/// size of its own.
///
/// A slot whose frame's width and height are both fixed points (`[w - 30, 0, 20, 20]`) draws at
/// that size whatever the control's size. When a state shows something in it and the control has
/// no intrinsic content size in that state — an overlay layout without `size:` and without a text
/// that fills the content rectangle (`StateLook.intrinsicSize`) — nothing tells Auto Layout how
/// large the control is: placed by its position alone (the usual way for a control with content)
/// it is 0 × 0, the content draws outside its bounds and no touch reaches it (hit testing stops at
/// the bounds). Sizes that scale with the control (`h`, `0.5w`), point offsets, padding, borders,
/// stroke widths and translations in points are honoured at any size and are not reported; a row
/// always has an intrinsic size.
///
/// Reported once per slot, at its `frame:`, naming the first state that shows it without a size
/// (with regions: unless another region shows such a text in every state).
enum PointsWithoutSize: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "points-without-size", severity: .warning, stage: .analyze,
            summary: "Content of a fixed size in points on a control that has no size of its own.",
            explanation:
                "A slot's frame has a width and a height in points (`[0, 0, 20, 20]`), a state shows"
                + " something in it, and in that state the control has no intrinsic content size: an"
                + " overlay layout without `size:` and without a text that fills the content rectangle."
                + " Placed by Auto Layout with only a position, the control is 0 × 0; the content draws"
                + " outside its bounds, where no touch reaches it. Sizes that scale with the control"
                + " (`h`, `0.5w`), point offsets, padding, borders, stroke widths and translations in"
                + " points work at any size and are not reported.",
            proof:
                "a state shows content in a slot of fixed width and height in points while the control has no intrinsic content size in that state (an overlay layout without `size:` and without a text filling the content rectangle), so Auto Layout places it at 0 × 0.",
            fix: "Give the layout the control's natural size, `size: [width, height]` (the message"
                + " suggests one from the slots' frames), or suppress the warning when the app always"
                + " sets the control's width and height.",
            example: DiagnosticExample(
                at: SourceLocation(line: 5, column: 21),
                spec: #"""
                    control: BadgeButton
                    accessibilityLabel: New messages
                    layout:
                      slots:
                        badge: { frame: [4, 4, 20, 20] }
                    images:
                      dot: { asset: red_dot, slot: badge }
                    initial: unread
                    states:
                      unread: { image: dot }
                    """#),
            passing: [
                #"""
                    control: BadgeButton
                    accessibilityLabel: New messages
                    layout:
                      size: [28, 28]
                      slots:
                        badge: { frame: [4, 4, 20, 20] }
                    images:
                      dot: { asset: red_dot, slot: badge }
                    initial: unread
                    states:
                      unread: { image: dot }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        guard let layout = control.layout, layout.size == nil, layout.rowSpacing == nil else { return }
        let framed = Set(layout.slots.filter { $0.frame != nil }.map(\.name.value))
        let slotOfImage = Dictionary(
            control.images.map { ($0.name.value, $0.slot?.value) }, uniquingKeysWith: { first, _ in first })
        let slotOfText = Dictionary(
            control.texts.map { ($0.name.value, $0.slot?.value) }, uniquingKeysWith: { first, _ in first })
        func sizesTheControl(_ state: SpecState) -> Bool {
            state.texts.contains { !((slotOfText[$0.value] ?? nil).map(framed.contains) ?? false) }
        }
        // A state shows its region's look with the other regions' looks: a region whose every state
        // has a text that sizes the control sizes it in every state of the others.
        let sizingRegions = control.regions.indices.filter {
            control.regions[$0].states.allSatisfy(sizesTheControl)
        }
        let states = control.regions.indices.filter { index in !sizingRegions.contains { $0 != index } }
            .flatMap { control.regions[$0].states }
        for slot in layout.slots {
            guard let frame = slot.frame, frame.value.count == 4,
                frame.value[2...].allSatisfy({ $0.isFixed && $0.points > 0 })
            else { continue }
            let unsized = states.first { state in
                let slots =
                    state.images.map { slotOfImage[$0.value] ?? nil }
                    + state.texts.map { slotOfText[$0.value] ?? nil }
                return slots.contains(slot.name.value) && !sizesTheControl(state)
            }
            guard let unsized else { continue }
            let size =
                "\(NumberText.shortest(frame.value[2].points)) × \(NumberText.shortest(frame.value[3].points))"
            reporter.report(
                .pointsWithoutSize,
                "slot `\(slot.name.value)` is \(size) points, but the control has no size of its own in state"
                    + " `\(unsized.name.value)` (no `size:` in `layout:` and no text that sizes it): placed by"
                    + " its position alone it is 0 × 0, and what the slot shows draws outside its bounds where"
                    + " no touch reaches; \(suggestion(layout).hint)", at: frame.location,
                fixes: suggestion(layout).size.map { [.adding("size", $0, toMappingAt: layout.location)] }
                    ?? [])
        }
    }

    /// `size:` covering every slot whose frame is all points, plus the padding (the hint and the
    /// size's value); or a general hint and no size.
    private static func suggestion(_ layout: Layout) -> (hint: String, size: String?) {
        let fixed = layout.slots.compactMap { $0.frame?.value }.filter {
            $0.count == 4 && $0.allSatisfy(\.isFixed)
        }
        guard !fixed.isEmpty else { return ("give the layout a `size:` large enough for the slot", nil) }
        let padding = layout.padding
        let width = (fixed.map { $0[0].points + $0[2].points }.max() ?? 0) + padding[1] + padding[3]
        let height = (fixed.map { $0[1].points + $0[3].points }.max() ?? 0) + padding[0] + padding[2]
        let size = "[\(NumberText.shortest(width)), \(NumberText.shortest(height))]"
        return ("give the layout `size: \(size)`", size)
    }
}

extension DiagnosticCode {
    /// `points-without-size`, reported by `PointsWithoutSize`.
    package static var pointsWithoutSize: DiagnosticCode { PointsWithoutSize.code }
}
