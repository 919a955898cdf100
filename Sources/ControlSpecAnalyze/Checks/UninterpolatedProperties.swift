import ControlSpecCore

/// `uninterpolated-property` (warning): a text, `accessibilityLabel` or `accessibilityValue` that
/// is exactly the name of a property. It is shown as written ("progress"), which is rarely meant:
/// the property's value is `{progress}`.
///
/// Reported at the string.
///
/// Fix: write `"{name}"` (or `"{name:percent}"`) to show the value; quote differently or reword to
/// keep the literal.
enum UninterpolatedProperties: AnalysisCheck {
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
                || region.states[index].accessibilityValue != nil
            {
                let state = region.states[index]
                check(state.accessibilityLabel, "the accessibility label", suppress: state.suppress)
                check(state.accessibilityValue, "the accessibility value", suppress: state.suppress)
            }
        }
    }
}
