import ControlSpecCore
import ControlSpecTouch

/// `redundant-emit` (warning): a `base: button` transition on `touchUpInside` (`tap`) that emits
/// `primaryActionTriggered`.
///
/// `UIButton` sends `primaryActionTriggered` itself after `touchUpInside`, so the adapter does not
/// send it again (the rule is `ControlEvent.buttonFollowUp` of ControlSpecTouch, which the adapter
/// follows too): the `emit:` says nothing and reads as if the output fired twice. Reported at the
/// output in `emit:`.
///
/// Fix: remove `primaryActionTriggered` from the transition's `emit:`.
enum RedundantEmits: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        guard analysis.control.base.value == .button else { return }
        for region in analysis.control.regions {
            for transition in region.transitions {
                let touches = transition.on.compactMap {
                    BuiltinEvent.controlEvent(of: $0.value).flatMap(ControlEvent.init(rawValue:))
                }
                for output in transition.emit {
                    guard
                        let touch = touches.first(where: { $0.buttonFollowUp?.rawValue == output.value })
                    else { continue }
                    reporter.report(
                        .redundantEmit,
                        "a button sends `\(output.value)` itself after `\(touch.rawValue)`; remove it from"
                            + " `emit:` (the adapter does not send it twice)",
                        at: output.location, suppress: transition.suppress)
                }
            }
        }
    }
}
