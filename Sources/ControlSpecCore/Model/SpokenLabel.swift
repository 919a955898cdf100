extension Control {
    /// The label template VoiceOver reads for the control in `state`, nil when it has none: the
    /// state's own `accessibilityLabel`, else the control's, else the text template of the first
    /// text the state shows (a control that shows a text is named by it, as a `UIButton` is by
    /// its title). `{name}` parts are the app's data, filled in by the runtime.
    package func spokenLabel(in state: SpecState) -> String? {
        if let label = state.accessibilityLabel ?? accessibility.label { return label.value }
        let shown = state.texts.lazy.compactMap { name in self.texts.first { $0.name.value == name.value } }
        return shown.first?.drawn.text
    }
}
