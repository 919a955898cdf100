/// `redundant-emit` (warning): a `base: button` transition on `touchUpInside` (`tap`) that emits
/// `primaryActionTriggered`.
///
/// `UIButton` sends `primaryActionTriggered` itself after `touchUpInside`, so the adapter does not
/// send it again (the runtime's `BuiltinOutput.isSentByUIKit` is the same rule): the `emit:` says
/// nothing and reads as if the output fired twice. Reported at the output in `emit:`.
///
/// Fix: remove `primaryActionTriggered` from the transition's `emit:`.
enum RedundantEmits: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        guard analysis.control.base.value == .button else { return }
        let touchUpInside = BuiltinEvent.identity(of: "touchUpInside")
        for region in analysis.control.regions {
            for transition in region.transitions
            where transition.on.contains(where: { BuiltinEvent.identity(of: $0.value) == touchUpInside }) {
                for output in transition.emit where output.value == "primaryActionTriggered" {
                    reporter.report(
                        .redundantEmit,
                        "a button sends `primaryActionTriggered` itself after `touchUpInside`; remove it from"
                            + " `emit:` (the adapter does not send it twice)",
                        at: output.location, suppress: transition.suppress)
                }
            }
        }
    }
}
