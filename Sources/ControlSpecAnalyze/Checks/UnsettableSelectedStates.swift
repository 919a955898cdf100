import ControlSpecCore

/// A state that shows the control selected but is not in its region's `initial:` list.
///
/// "Set from code" means `initial:`: the generated `setState(_:animated:)`, the
/// `init?(state:)` of the machine and a SwiftUI binding accept exactly the initial states,
/// because every proof of the analysis starts from them. A selected state is a choice the app
/// saves and shows again (a post already liked, a "remember me" already checked), so leaving it
/// out means the app cannot show it without replaying touches. Reported at the state's name.
enum UnsettableSelectedStates: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "selected-state-not-settable", severity: .warning, stage: .analyze,
            summary: "A state that shows the control selected cannot be set from code.",
            explanation:
                "The app sets a control's state with `setState(_:animated:)` (or a SwiftUI binding), which accepts only the states listed in `initial:`: the analysis proves everything from those. A state with `selected: true` is a choice the app saves and shows again, so it belongs in that list.",
            proof:
                "a state sets `selected: true` and is not listed in its region's `initial:`.",
            fix:
                "List the state in `initial:` (`initial: [off, on]`); the first entry stays where a new control starts.",
            example: DiagnosticExample(
                at: SourceLocation(line: 7, column: 3),
                spec: #"""
                    control: CheckBox
                    accessibilityLabel: Remember me
                    events: [tap]
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#),
            passing: [
                #"""
                    control: CheckBox
                    accessibilityLabel: Remember me
                    events: [tap]
                    initial: [off, on]
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for region in analysis.control.regions {
            for state in region.states where state.selected == true {
                guard !region.initial.contains(where: { $0.value == state.name.value }) else { continue }
                reporter.report(
                    .selectedStateNotSettable,
                    "state '\(state.name.value)' shows the control selected, but the app cannot set it"
                        + " from code: `setState` accepts only the states of `initial:`; list it there",
                    at: state.name.location, suppress: state.suppress)
            }
        }
    }
}

extension DiagnosticCode {
    /// `selected-state-not-settable`, reported by `UnsettableSelectedStates`.
    package static var selectedStateNotSettable: DiagnosticCode { UnsettableSelectedStates.code }
}
