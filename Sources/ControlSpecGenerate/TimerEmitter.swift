import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecResolve

/// Emits the clock of a machine with timers (`after:`, `every:`): `time`, the regions'
/// `RegionTimers`, the private `TimerEvent`, the public `send(_:)` that restarts the timers of the
/// regions whose transition fired, `nextDeadline` and `advanceClock(to:)`.
///
/// The rule (Language.md, "Timers"): a region's timers count from when it entered its current
/// state; a transition that fires in the region (a self-transition too) enters its target anew,
/// except a repeating timer's transition back to its own state, which keeps the state and its timers
/// running. Timers due at one instant fire in region order, and within a region in the order their
/// timers first appear in the spec.
struct TimerEmitter {
    let plan: GenerationPlan

    /// The regions with timers: the plan's region, its stored `RegionTimers`, its timers.
    private var timedRegions: [(region: GenerationPlan.RegionPlan, member: String, timers: [Timer])] {
        plan.regions.compactMap { region in
            let name =
                region.member.map { "timers" + SwiftName.capitalized($0.replacingBackticks()) } ?? "timers"
            let timers = plan.timers.enumerated().compactMap { rank, timer -> Timer? in
                guard timer.timer.region == region.index else { return nil }
                let clock =
                    timer.timer.parent.map { parentClocks.clockMember($0, region: region.index) } ?? name
                return Timer(
                    event: timer.event, caseName: timer.caseName, rank: rank, timer: timer.timer, clock: clock
                )
            }
            guard !timers.isEmpty else { return nil }
            // Due at one instant, the deepest source's timer fires first (`Timer.firesBefore`).
            let ordered = timers.sorted {
                $0.timer.firesBefore($1.timer, number: $0.rank, otherNumber: $1.rank)
            }
            return (region, name, ordered)
        }
    }

    private struct Timer {
        var event: Int
        var caseName: String
        var rank: Int
        var timer: ResolvedControl.Timer
        /// The stored `RegionTimers` it counts in: its region's, or its parent's (`ParentClockEmitter`).
        var clock: String
    }

    /// The clocks of parents with timers.
    private var parentClocks: ParentClockEmitter { ParentClockEmitter(plan: plan) }

    /// The stored properties: the clock and each timed region's `RegionTimers`.
    func emitStoredProperties(into writer: inout SwiftWriter) {
        writer.doc(
            "The machine's clock: the latest instant `advanceClock(to:)` reached, zero when it was made.")
        writer.line("\(plan.accessPrefix)private(set) var time: Duration = .zero")
        for timed in timedRegions where timed.timers.contains(where: { $0.timer.parent == nil }) {
            let of = timed.region.member.map { "`\($0.replacingBackticks())`" } ?? "the control"
            writer.doc("When \(of) entered its state, and which of its timers fired last.")
            writer.line("private var \(timed.member) = RegionTimers()")
        }
        parentClocks.emitStoredProperties(into: &writer)
    }

    /// `TimerEvent`, `send(_:)`, `nextDeadline`, `advanceClock(to:)` and the per-region lookups.
    func emit(into writer: inout SwiftWriter, send: SendEmitter) {
        let access = plan.accessPrefix
        writer.doc("A timer that is due, and when.")
        writer.line("private typealias PendingTimer = (deadline: Duration, timer: TimerEvent)")
        writer.blankLine()
        writer.doc("The timers, by their rank: of two due at one instant, the lower fires first.")
        writer.block("private enum TimerEvent: Int, Hashable, Sendable") { writer in
            for timer in plan.timers { writer.line("case \(timer.caseName)") }
            writer.blankLine()
            writer.doc("Whether the timer repeats (`every:`).")
            let repeating = plan.timers.filter { $0.timer.interval != nil }.map { "." + $0.caseName }
            writer.block("var repeats: Bool") { writer in
                if repeating.isEmpty || repeating.count == plan.timers.count {
                    return writer.line(repeating.isEmpty ? "false" : "true")
                }
                writer.line("switch self {")
                writer.lines(writer.caseLabels(repeating))
                writer.indented { $0.line("true") }
                writer.line("default:")
                writer.indented { $0.line("false") }
                writer.line("}")
            }
        }
        writer.blankLine()
        writer.doc(
            "Offers `event` to the control at `time` and returns what fired, or nil when it is ignored."
                + " The timers of a region whose transition fired start again.")
        writer.line("@discardableResult")
        writer.block("\(access)mutating func send(_ event: Event) -> Step?") { writer in
            guard !plan.events.isEmpty else {
                return writer.line("// `Event` has no cases: this is never called.")
            }
            writer.block("guard let step = dispatch(event) else") { $0.line("return nil") }
            for timed in timedRegions {
                let hasLeafTimers = timed.timers.contains { $0.timer.parent == nil }
                if Self.waitsForAnimation(timed.timers) {
                    // The entering transition's animation, which `after: animation` waits for.
                    if let member = timed.region.member {
                        writer.block("if let transition = step.\(member)") {
                            $0.line("\(timed.member).enter(at: time, animationEnd: transition.animationEnd)")
                        }
                    } else {
                        writer.line(
                            "\(timed.member).enter(at: time, animationEnd: step.transition.animationEnd)")
                    }
                } else if let member = timed.region.member {
                    if hasLeafTimers {
                        writer.block("if step.\(member) != nil") {
                            $0.line("\(timed.member).enter(at: time)")
                        }
                    }
                } else if hasLeafTimers {
                    writer.line("\(timed.member).enter(at: time)")
                }
                for statement in parentClocks.enterAnew(region: timed.region, at: "time") {
                    statement.write(to: &writer)
                }
            }
            writer.line("return step")
        }
        writer.blankLine()
        writer.doc("The earliest instant a timer of the current states is due, nil when none runs.")
        writer.block("\(access)var nextDeadline: Duration?") { writer in
            writer.line("var next: Duration?")
            for timed in timedRegions {
                writer.block(
                    "if let due = \(lookup(timed.member))(), next.map({ due.deadline < $0 }) ?? true"
                ) {
                    $0.line("next = due.deadline")
                }
            }
            writer.line("return next")
        }
        writer.blankLine()
        writer.doc(
            "Fires every timer due at or before `time`, earliest first, each at its own instant, then moves"
                + " the clock to `time` (never back). Returns what fired, in order.")
        writer.line("@discardableResult")
        writer.block("\(access)mutating func advanceClock(to time: Duration) -> [Step]") { writer in
            writer.line("var steps: [Step] = []")
            writer.block("while true") { writer in
                writer.line("var next: (deadline: Duration, region: Int, timer: TimerEvent)?")
                for (position, timed) in timedRegions.enumerated() {
                    let found = "if let due = \(lookup(timed.member))(), due.deadline <= time"
                    if position == 0 {
                        writer.line(found + " {")
                    } else {
                        writer.line(found + ",")
                        writer.indented { $0.line("next.map({ due.deadline < $0.deadline }) ?? true") }
                        writer.line("{")
                    }
                    writer.indented { $0.line("next = (due.deadline, \(position), due.timer)") }
                    writer.line("}")
                }
                writer.block("guard let next else") { $0.line("break") }
                writer.line("self.time = next.deadline")
                if timedRegions.count == 1, let timed = timedRegions.first {
                    fire(timed).write(to: &writer)
                } else {
                    let cases = timedRegions.enumerated().map { position, timed in
                        SwiftStatement.Case(patterns: ["\(position)"], body: fire(timed))
                    }
                    SwiftStatement.switchOver("next.region", cases, otherwise: [.line("break")])
                        .write(to: &writer)
                }
            }
            writer.block("if time > self.time") { $0.line("self.time = time") }
            writer.line("return steps")
        }
        for timed in timedRegions {
            writer.blankLine()
            emitLookup(timed, into: &writer)
        }
        writer.blankLine()
        writer.doc("Keeps `deadline` in `next` when it is due before the timer there.")
        writer.block(
            "private func consider(_ next: inout PendingTimer?, _ timer: TimerEvent, _ deadline: Duration?)"
        ) {
            writer in
            writer.block("guard let deadline, next.map({ deadline < $0.deadline }) ?? true else") {
                $0.line("return")
            }
            writer.line("next = (deadline, timer)")
        }

        parentClocks.emitHelpers(into: &writer)
        writer.blankLine()
        send.emitTimerDispatch(into: &writer)
    }

    /// Whether one of `timers` is `after: animation`.
    private static func waitsForAnimation(_ timers: [Timer]) -> Bool {
        timers.contains { $0.timer.waitsForAnimation }
    }

    /// The name of the method finding a region's next timer.
    private func lookup(_ member: String) -> String {
        "pendingTimer" + (member == "timers" ? "" : "In" + member.dropFirst("timers".count))
    }

    /// One firing in a region: mark it handled, dispatch it, and enter the target anew unless a
    /// repeating timer kept its state.
    private func fire(
        _ timed: (region: GenerationPlan.RegionPlan, member: String, timers: [Timer])
    ) -> [SwiftStatement] {
        let source = timed.region.member.map { "step.source.\($0)" } ?? "step.source"
        let target = timed.region.member.map { "step.target.\($0)" } ?? "step.target"
        // A repeat whose `to:` names a parent enters its leaf anew too (`ParentClocks.reentersLeaf`).
        let leafReentering = timed.region.transitions.filter { ParentClocks.reentersLeaf($0.transition) }.map
        {
            " || " + (timed.region.member.map { "step.\($0)" } ?? "step.transition") + " == " + $0.reference
        }
        let transition = timed.region.member.map { "step.\($0)?" } ?? "step.transition"
        let enter =
            Self.waitsForAnimation(timed.timers)
            ? "\(timed.member).enter(at: next.deadline, animationEnd: \(transition).animationEnd)"
            : "\(timed.member).enter(at: next.deadline)"
        let reenter = SwiftStatement.ifChain(
            [
                .init(
                    condition: "!next.timer.repeats || \(source) != \(target)" + leafReentering.joined(),
                    body: [.line(enter)])
            ], otherwise: nil)
        let hasLeafTimers = timed.timers.contains { $0.timer.parent == nil }
        let clocks =
            (hasLeafTimers ? [timed.member] : []) + timed.timers.map(\.clock).filter { $0 != timed.member }
        var fired: [SwiftStatement] = []
        var seen: Set<String> = []
        for clock in clocks where seen.insert(clock).inserted {
            fired.append(.line("\(clock).fired(rank: next.timer.rawValue, at: next.deadline)"))
        }
        if fired.count > 1 {
            // The timer counts in one clock: mark it there.
            let parents = Array(seen.subtracting(hasLeafTimers ? [timed.member] : [])).sorted()
            var cases = parents.map { clock in
                SwiftStatement.Case(
                    patterns: timed.timers.filter { $0.clock == clock }.map { "." + $0.caseName },
                    body: [.line("\(clock).fired(rank: next.timer.rawValue, at: next.deadline)")])
            }
            var otherwise: [SwiftStatement] = [
                .line("\(timed.member).fired(rank: next.timer.rawValue, at: next.deadline)")
            ]
            if !hasLeafTimers, let last = cases.popLast() { otherwise = last.body }
            fired = [SwiftStatement.switchOver("next.timer", cases, otherwise: otherwise)]
        }
        return fired + [
            .ifChain(
                [
                    .init(
                        condition: "let step = fire(next.timer)",
                        body: [.line("steps.append(step)")] + (hasLeafTimers ? [reenter] : [])
                            + parentClocks.enterAnew(region: timed.region, at: "next.deadline"))
                ],
                otherwise: nil)
        ]
    }

    /// `pending<Member>()`: the region's timer due first in its current state (by deadline, then
    /// rank), among the timers with a transition that may fire there.
    private func emitLookup(
        _ timed: (region: GenerationPlan.RegionPlan, member: String, timers: [Timer]),
        into writer: inout SwiftWriter
    ) {
        writer.doc("The timer of the region due first in its current state, and when.")
        writer.block("private func \(lookup(timed.member))() -> PendingTimer?") { writer in
            var byBody: [(body: [SwiftCode], states: [String])] = []
            for (index, state) in timed.region.region.states.enumerated() {
                let calls = timed.timers.compactMap { timer -> SwiftCode? in
                    // A parent's timer runs in all its leaves: where nothing answers it, it comes due
                    // and does nothing, as a false guard does.
                    if let parent = timer.timer.parent {
                        guard state.ancestors.contains(parent) else { return nil }
                    } else if plan.dispatch(timed.region, state: index, event: timer.event).isEmpty {
                        return nil
                    }
                    let deadline =
                        timer.timer.waitsForAnimation
                        ? SwiftCode.call(
                            "\(timer.clock).deadlineAfterAnimation", [.init("rank", .atom("\(timer.rank)"))])
                        : SwiftCode.call(
                            "\(timer.clock).deadline",
                            [
                                .init("rank", .atom("\(timer.rank)")),
                                .init("first", .atom("\(timer.timer.delay)")),
                                .init("every", .atom(timer.timer.interval.map(String.init) ?? "nil")),
                            ])
                    return .call(
                        "consider",
                        [
                            .init(nil, .atom("&next")), .init(nil, .atom(".\(timer.caseName)")),
                            .init(nil, deadline),
                        ])
                }
                guard !calls.isEmpty else { continue }
                let caseName = "." + (timed.region.cases[state.name.value] ?? state.name.value)
                if let group = byBody.firstIndex(where: { $0.body == calls }) {
                    byBody[group].states.append(caseName)
                } else {
                    byBody.append((calls, [caseName]))
                }
            }
            guard !byBody.isEmpty else { return writer.line("return nil") }
            writer.line("var next: PendingTimer?")
            let subject = timed.region.member.map { "self.state.\($0)" } ?? "self.state"
            writer.line("switch \(subject) {")
            for group in byBody {
                writer.lines(writer.caseLabels(group.states))
                writer.indented { writer in
                    for call in group.body { call.write(to: &writer) }
                }
            }
            if byBody.reduce(0, { $0 + $1.states.count }) < timed.region.region.states.count {
                writer.line("default:")
                writer.indented { $0.line("break") }
            }
            writer.line("}")
            writer.line("return next")
        }
    }
}
