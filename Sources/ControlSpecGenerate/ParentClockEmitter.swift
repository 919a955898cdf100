import ControlSpecCore
import ControlSpecResolve

/// Emits the clocks of parents with timers (`ParentClocks`): a stored `RegionTimers` per parent
/// (`timersOfActive`), started over whenever a step enters the parent anew, and the private
/// `entersActive(_:from:to:)` deciding that from the step's transition, source and target.
///
/// The rule is `ParentClocks`'s (Language.md, "Timers on a parent"); the timers themselves are
/// looked up and fired by `TimerEmitter` like a leaf's, each in its own clock.
struct ParentClockEmitter {
    let plan: GenerationPlan

    private var clocks: [ParentClocks.Clock] { plan.parentClocks.clocks }

    /// Whether a parent of `plan`'s control has timers, and so a clock.
    static func isNeeded(_ plan: GenerationPlan) -> Bool { !plan.parentClocks.clocks.isEmpty }

    /// The members the parent clocks of `timers` take in the machine: the stored clock and its
    /// `enters…` test, which properties must not take.
    static func members(_ timers: [ResolvedControl.Timer], regions: [Region]) -> [String] {
        var members: [String] = []
        for timer in timers {
            guard let parent = timer.parent else { continue }
            let suffix = Self.suffix(parent, region: timer.region, regions: regions)
            for member in ["timersOf" + suffix, "enters" + suffix] where !members.contains(member) {
                members.append(member)
            }
        }
        return members
    }

    /// `Active`, or `ActiveInPress` in a control with regions.
    private static func suffix(_ parent: String, region: Int, regions: [Region]) -> String {
        var suffix = SwiftName.capitalized(parent)
        if regions.count > 1, let name = regions[region].name?.value {
            suffix += "In" + SwiftName.capitalized(name)
        }
        return suffix
    }

    /// The stored clock of `parent` in region `region`: `timersOfActive`.
    func clockMember(_ parent: String, region: Int) -> String {
        "timersOf" + Self.suffix(parent, region: region, regions: plan.control.regions)
    }

    private func entersMember(_ clock: ParentClocks.Clock) -> String {
        "enters" + Self.suffix(clock.parent.name.value, region: clock.region, regions: plan.control.regions)
    }

    /// The stored clocks.
    func emitStoredProperties(into writer: inout SwiftWriter) {
        for clock in clocks {
            writer.doc(
                "When `\(clock.parent.path)` was last entered anew, and which of its timers fired last.")
            writer.line(
                "private var \(clockMember(clock.parent.name.value, region: clock.region)) = RegionTimers()")
        }
    }

    /// After a step of `region` that fired at `time`: each of its parents' clocks the step entered
    /// anew starts over.
    func enterAnew(region: GenerationPlan.RegionPlan, at time: String) -> [SwiftStatement] {
        clocks.filter { $0.region == region.index }.map { clock in
            let test: String
            if let member = region.member {
                test =
                    "let transition = step.\(member), Self.\(entersMember(clock))(transition,"
                    + " from: step.source.\(member), to: step.target.\(member))"
            } else {
                test = "Self.\(entersMember(clock))(step.transition, from: step.source, to: step.target)"
            }
            return .ifChain(
                [
                    .init(
                        condition: test,
                        body: [
                            .line(
                                "\(clockMember(clock.parent.name.value, region: clock.region)).enter(at: \(time))"
                            )
                        ])
                ], otherwise: nil)
        }
    }

    /// `entersActive(_:from:to:)` per clock.
    func emitHelpers(into writer: inout SwiftWriter) {
        for clock in clocks {
            let region = plan.regions[clock.region]
            let leaves = clock.leaves.map { leaf in
                let name = region.region.states[leaf].name.value
                return "." + (region.cases[name] ?? name)
            }
            writer.blankLine()
            writer.doc(
                "Whether a step of `transition` from `source` to `target` entered `\(clock.parent.path)` anew,"
                    + " so that its timers start over: it ends there and began outside, or left it on the way."
            )
            writer.block(
                "private static func \(entersMember(clock))(_ transition: Transition, from source: \(region.stateType),"
                    + " to target: \(region.stateType)) -> Bool"
            ) { writer in
                // A parent holding every leaf of its region is never entered from outside.
                if leaves.count < region.region.states.count {
                    SwiftStatement.switchOver(
                        "target", [.init(patterns: leaves, body: [.line("break")])],
                        otherwise: [.line("return false")]
                    ).write(to: &writer)
                    SwiftStatement.switchOver(
                        "source", [.init(patterns: leaves, body: [.line("break")])],
                        otherwise: [.line("return true")]
                    ).write(to: &writer)
                }
                guard !clock.reentering.isEmpty else { return writer.line("return false") }
                let transitions = clock.reentering.map { plan.transitions[$0].reference }
                SwiftStatement.switchOver(
                    "transition", [.init(patterns: transitions, body: [.line("return true")])],
                    otherwise: [.line("return false")]
                ).write(to: &writer)
            }
        }
    }
}
