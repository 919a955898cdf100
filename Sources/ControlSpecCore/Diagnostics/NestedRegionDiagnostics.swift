/// The language's code for what regions inside a state (`regions:` under a state) do not support
/// in this version.
extension DiagnosticCode {
    /// The code `nested-region`, described by its descriptor below.
    package static let nestedRegion = DiagnosticCode(
        DiagnosticDescriptor(
            name: "nested-region", severity: .error, stage: .decode,
            summary: "Something regions inside a state do not support in this version.",
            explanation:
                "A state may hold regions (`regions:` instead of `states:`); each is active exactly while"
                + " the control is in that state, and entering the state enters each region's initial"
                + " state. This version refuses: a timer (`after:`, `every:`) in a nested region; a state"
                + " of a nested region that holds regions itself (one level only); `history: deep` on a"
                + " parent above a state holding regions; `history:` on a parent that holds a nested"
                + " region's initial state; and a group (`group:`) about a nested region.",
            fix:
                "Trigger the nested region's transition with an event, or move the timer to the state"
                + " holding the region (a timer `from:` it leaves it and its regions), or declare the"
                + " nested regions as regions beside the state, their transitions guarded on it"
                + " (Language.md, 'Regions beside a state').",
            example: DiagnosticExample(
                at: SourceLocation(line: 12, column: 37),
                spec: #"""
                    control: Download
                    events: [tap]
                    initial: idle
                    states:
                      idle: {}
                      active:
                        regions:
                          transfer:
                            initial: waiting
                            states: { waiting: {}, loading: {} }
                            transitions:
                              - { from: waiting, after: 1, to: loading }
                    transitions:
                      - { from: idle, on: tap, to: active }
                      - { from: active, on: tap, to: idle }
                    """#),
            passing: [
                #"""
                control: Download
                events: [tap, start]
                initial: idle
                states:
                  idle: {}
                  active:
                    regions:
                      transfer:
                        initial: waiting
                        states: { waiting: {}, loading: {} }
                        transitions:
                          - { from: waiting, on: start, to: loading }
                transitions:
                  - { from: idle, on: tap, to: active }
                  - { from: active, on: tap, to: idle }
                """#
            ]))
}
