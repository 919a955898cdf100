import ControlSpecCore
import ControlSpecGenerate
import ControlSpecResolve

/// Timers on parents on the page (`ParentClocks`): the machine object's `clocks`, per parent with
/// timers its region, leaves and the transitions that leave and re-enter it, and on each of its
/// timers `clock` (its position in `clocks`) and `depth` (a deeper parent's timer fires first at
/// one instant). Absent from a chart without timers on parents, so such pages are unchanged.
struct JavaScriptParentClocks {
    private let plan: GenerationPlan
    private var clocks: ParentClocks { plan.parentClocks }

    init(plan: GenerationPlan) {
        self.plan = plan
    }

    /// `("clocks", […])` when a parent has timers, and `("leafReentering", […])` when a repeating
    /// timer's transition names a parent in `to:` (`ParentClocks.reentersLeaf`): it enters its
    /// leaf anew even when it returns to it.
    var members: [(String, String)] {
        let leafReentering = plan.model.transitions.indices.filter {
            ParentClocks.reentersLeaf(plan.model.transitions[$0].transition)
        }
        let reentering =
            leafReentering.isEmpty
            ? [] : [("leafReentering", JavaScriptLiteral.array(leafReentering.map { "\($0)" }))]
        guard !clocks.clocks.isEmpty else { return reentering }
        let list = clocks.clocks.map { clock in
            let states = plan.regions[clock.region].region.states
            return JavaScriptLiteral.object([
                ("region", "\(clock.region)"),
                ("parent", JavaScriptLiteral.string(clock.parent.path)),
                (
                    "leaves",
                    JavaScriptLiteral.array(
                        clock.leaves.map { JavaScriptLiteral.string(states[$0].name.value) })
                ),
                ("reentering", JavaScriptLiteral.array(clock.reentering.map { "\($0)" })),
            ])
        }
        return [("clocks", JavaScriptLiteral.array(list))] + reentering
    }

    /// A parent's timer's `clock` and `depth`; nothing for a leaf's.
    func timerMembers(_ timer: ResolvedControl.Timer) -> [(String, String)] {
        guard let parent = timer.parent, let clock = clocks.clock(timer.region, parent) else { return [] }
        return [("clock", "\(clock)"), ("depth", "\(timer.parentDepth)")]
    }
}
