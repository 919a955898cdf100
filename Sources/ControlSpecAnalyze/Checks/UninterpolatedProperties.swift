import ControlSpecCore

/// A text, `accessibilityLabel` or `accessibilityValue` that
/// is exactly the name of a property. It is shown as written ("progress"), which is rarely meant:
/// the property's value is `{progress}`.
///
/// Reported at the string.
enum UninterpolatedProperties: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "uninterpolated-property", severity: .warning, stage: .analyze,
            summary:
                "A text or accessibility string that is exactly a property's name, shown as written.",
            explanation:
                "`accessibilityValue: progress` shows the word \"progress\", not the property's value; a"
                + " text or accessibility string shows a property only through `{progress}`.",
            proof:
                "a text, `accessibilityLabel` or `accessibilityValue` is exactly the name of a property, so it shows the name, not the value.",
            fix: "Write `\"{progress}\"` (or `\"{progress:percent}\"`) to show the value.",
            example: DiagnosticExample(
                at: SourceLocation(line: 6, column: 34),
                spec: #"""
                    control: Download
                    properties:
                      progress: { type: double, input: true }
                    initial: loading
                    states:
                      loading: { accessibilityValue: progress }
                    """#),
            passing: [
                #"""
                    control: Download
                    properties:
                      progress: { type: double, input: true }
                    initial: loading
                    states:
                      loading: { accessibilityValue: "{progress:percent}" }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        let names = Set(control.properties.map(\.name.value))
        func check(_ string: Located<String>?, _ what: String, suppress: [Located<String>]) {
            guard let string, names.contains(string.value) else { return }
            reporter.report(
                .uninterpolatedProperty,
                "\(what) '\(string.value)' is shown as the word itself; write '{\(string.value)}' to show the"
                    + " property's value", at: string.location, suppress: suppress)
        }
        for text in control.texts { check(text.text, "the text", suppress: control.suppress) }
        guard !names.isEmpty else { return }
        // States are read in place: a copy of one costs a retain per field.
        for region in control.regions {
            for index in region.states.indices
            where region.states[index].accessibilityLabel != nil
                || region.states[index].accessibilityValue != nil || !region.states[index].variants.isEmpty
            {
                for state in region.states[index].allLooks {
                    check(state.accessibilityLabel, "the accessibility label", suppress: state.suppress)
                    check(state.accessibilityValue, "the accessibility value", suppress: state.suppress)
                }
            }
        }
    }
}

extension DiagnosticCode {
    /// `uninterpolated-property`, reported by `UninterpolatedProperties`.
    package static var uninterpolatedProperty: DiagnosticCode { UninterpolatedProperties.code }
}
