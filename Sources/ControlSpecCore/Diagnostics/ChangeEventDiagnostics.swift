/// The language's code for an input's `changes:` event used where it cannot be.
extension DiagnosticCode {
    /// The code `change-event`, described by its descriptor below.
    package static let changeEvent = DiagnosticCode(
        DiagnosticDescriptor(
            name: "change-event", severity: .error, stage: .decode,
            summary: "A `changes:` event on a property the app does not set, or sent by something else.",
            explanation:
                "`changes: progressChanged` on an `input: true` property declares an event the control sends"
                + " itself each time the app sets the property, so a transition can answer the new value"
                + " (`on: progressChanged, when: \"progress >= 1\"`). Only the app sets an input, so the"
                + " property must be `input: true`; the event is the setter's, so it is not a touch event,"
                + " not the group's `release:` and not an event VoiceOver's swipes send.",
            fix:
                "Mark the property `input: true` (or leave `changes:` out), give the event a name of its own"
                + " (not a touch event's), and let the group and VoiceOver send declared events.",
            example: DiagnosticExample(
                at: SourceLocation(line: 3, column: 38),
                spec: #"""
                    control: Download
                    properties:
                      progress: { type: double, changes: progressChanged }
                    initial: loading
                    states: { loading: {}, done: {} }
                    transitions:
                      - { from: loading, on: progressChanged, when: "progress >= 1", to: done }
                      - { from: done, on: progressChanged, when: "progress < 1", to: loading }
                    """#),
            passing: [
                #"""
                control: Download
                properties:
                  progress: { type: double, input: true, changes: progressChanged }
                initial: loading
                states: { loading: {}, done: {} }
                transitions:
                  - { from: loading, on: progressChanged, when: "progress >= 1", to: done }
                  - { from: done, on: progressChanged, when: "progress < 1", to: loading }
                """#
            ]))
}
