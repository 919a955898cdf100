import ControlSpecCore
import ControlSpecResolve

/// Emits, for a machine with an `after: animation` timer, `Transition.animationEnd`: when each
/// transition's animation has finished, in whole milliseconds after it fired
/// (`AnimationTimers.finish`), which the timer waits for. A table of literals, so `send(_:)` stays
/// free of calls.
struct AnimationEndEmitter {
    let plan: GenerationPlan

    /// Whether the machine needs it.
    var isNeeded: Bool { plan.timers.contains { $0.timer.waitsForAnimation } }

    func emit(into writer: inout SwiftWriter) {
        let finish = AnimationTimers(plan.model).finish
        writer.block("extension \(plan.machine).Transition") { writer in
            writer.doc(
                "Milliseconds after the transition fired at which its animation has finished, nil without"
                    + " one: what `after: animation` waits for.")
            writer.block("fileprivate var animationEnd: Int?") { writer in
                writer.switchIndex(finish.map { SwiftCode.atom($0.map(String.init) ?? "nil") }, empty: "nil")
            }
        }
    }
}
