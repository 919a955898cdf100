/// The language's code for a repeated slot (`repeat:`) or a copy's `index` used where it cannot be.
extension DiagnosticCode {
    /// The code `repeated-slot`, described by its descriptor below.
    package static let repeatedSlot = DiagnosticCode(
        DiagnosticDescriptor(
            name: "repeated-slot", severity: .error, stage: .decode,
            summary:
                "A repeated slot whose count is not a known number of copies, or `index` read outside one.",
            explanation:
                "`repeat:` makes copies of an overlay slot, each `step:` further on, and an image in it is"
                + " drawn once per copy. Every renderer makes the most copies up front, so the count is a"
                + " whole number from 1 to 100, or an `int` property with a `range:` within [0, 100]"
                + " whose upper bound is the most copies (the copies past its value are hidden). A look"
                + " value reads `index`, the copy's number from 0, only when it targets an image in a"
                + " repeated slot: elsewhere there is no copy to number. A row places its own slots, so"
                + " it has no repeated slot, and `step:` without `repeat:` places nothing.",
            fix:
                "Give the count property a `range: [0, n]` (or write a number), read `index` only in values"
                + " that target an image of a repeated slot, and repeat slots of overlay layouts.",
            example: DiagnosticExample(
                at: SourceLocation(line: 6, column: 20),
                spec: #"""
                    control: Dots
                    properties:
                      count: { type: int, input: true }
                    layout:
                      slots:
                        dot: { repeat: count, step: [12, 0], frame: [0, 0, 10, 10] }
                    images:
                      dot: { symbol: circle.fill, slot: dot }
                    initial: idle
                    states:
                      idle: { image: dot }
                    transitions: []
                    """#),
            passing: [
                #"""
                control: Dots
                properties:
                  count: { type: int, input: true, range: [0, 5] }
                layout:
                  slots:
                    dot: { repeat: count, step: [12, 0], frame: [0, 0, 10, 10] }
                images:
                  dot: { symbol: circle.fill, slot: dot }
                initial: idle
                states:
                  idle: { image: dot }
                transitions: []
                """#
            ]))
}
