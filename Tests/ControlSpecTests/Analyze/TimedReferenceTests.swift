@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The timer rule of Language.md ("Timers") run as written, on a clock, against the analysis: on
/// random controls with timers, every state a timed run reaches must be reached by the analysis and
/// every transition it fires must be one the analysis says may fire. The run is its own
/// implementation of the rule (dispatch, ranks, `else`, `set:`, entries, repeats, preemption by
/// time alone), sharing nothing with the analysis but the model. `after: animation` waits for the
/// entering transition's animation, its time computed here from the animation's numbers.
final class TimedReferenceTests: XCTestCase {
    /// A control's configuration on the clock: states, values, and per region when it entered its
    /// state and which firing it handled last.
    private struct Timed: Hashable {
        var states: [Int]
        var values: [String: Int]
        var now = 0
        var entered: [Int]
        var lastFiring: [Int]
        var lastRank: [Int]
        /// Per region: ms after `entered` at which the entering animation has finished, if any.
        var animationEnd: [Int?]
    }

    private struct Run {
        let control: Control
        /// Every transition, numbered across regions, with its region.
        let transitions: [(region: Int, transition: Transition)]
        /// The timers in order of first appearance: region, delay (-1: `after: animation`), interval.
        let timers: [(region: Int, delay: Int, interval: Int?)]
        /// Per animation name: ms after the step at which it has finished (delay + duration ×
        /// plays, twice autoreversing; rounded up to a whole ms unless it is one).
        let finish: [String: Int]
        let ranges: [String: ClosedRange<Int>]

        init(_ control: Control) {
            self.control = control
            transitions = control.regions.indices.flatMap { region in
                control.regions[region].transitions.map { (region, $0) }
            }
            var timers: [(region: Int, delay: Int, interval: Int?)] = []
            for (region, transition) in transitions {
                guard let timer = transition.timer else { continue }
                let entry = (region, timer.waitsForAnimation ? -1 : timer.delay.value, timer.interval?.value)
                if !timers.contains(where: { $0 == entry }) { timers.append(entry) }
            }
            self.timers = timers
            var finish: [String: Int] = [:]
            for animation in control.animations {
                let plays = Double(animation.repetition.count) * (animation.repetition.autoreverses ? 2 : 1)
                let seconds = (animation.delay?.value ?? 0) + (animation.duration?.value ?? 0) * plays
                let milliseconds = seconds * 1000
                let whole = abs(milliseconds - milliseconds.rounded()) < 1e-6
                finish[animation.name.value] = Int(whole ? milliseconds.rounded() : milliseconds.rounded(.up))
            }
            self.finish = finish
            var ranges: [String: ClosedRange<Int>] = [:]
            for property in control.properties {
                switch property.type {
                case .bool: ranges[property.name.value] = 0...1
                case .int(let range): ranges[property.name.value] = range ?? 0...1000
                default: break
                }
            }
            self.ranges = ranges
        }

        func state(_ region: Int, _ name: String) -> Int {
            control.regions[region].states.firstIndex { $0.name.value == name } ?? -1
        }

        func timer(of transition: Transition, region: Int) -> Int? {
            guard let timer = transition.timer else { return nil }
            let delay = timer.waitsForAnimation ? -1 : timer.delay.value
            return timers.firstIndex { $0 == (region, delay, timer.interval?.value) }
        }

        func evaluate(_ expression: SpecExpression, _ values: [String: Int]) -> Int {
            switch expression.kind {
            case .bool(let value): return value ? 1 : 0
            case .int(let value): return value
            case .enumCase: return 0
            case .reference(let name): return values[name] ?? 0
            // Random timed controls compare no numbers (`NumberGuardAgreementTests` does).
            case .number: return 0
            case .not(let operand): return evaluate(operand, values) == 0 ? 1 : 0
            case .binary(let op, let lhs, let rhs):
                return op.holds(evaluate(lhs, values), evaluate(rhs, values)) ? 1 : 0
            }
        }

        /// The transitions `region` in `state` selects for the trigger (an event name, or a timer),
        /// by the dispatch rule: explicit before `"*"`, `else` when no other of its rank holds.
        func selected(region: Int, state: Int, event: String?, timer: Int?, _ values: [String: Int]) -> [Int]
        {
            var ranks: [[Int]] = [[], []]
            for (number, entry) in transitions.enumerated() where entry.region == region {
                let answers =
                    event.map { name in entry.transition.on.contains { $0.value == name } }
                    ?? (self.timer(of: entry.transition, region: region) == timer)
                guard answers else { continue }
                switch entry.transition.from {
                case .any: ranks[1].append(number)
                case .states(let names):
                    if names.contains(where: { self.state(region, $0.value) == state }) {
                        ranks[0].append(number)
                    }
                }
            }
            for rank in ranks {
                let guarded = rank.filter {
                    switch transitions[$0].transition.condition {
                    case nil: return true
                    case .expression(let expression): return evaluate(expression, values) != 0
                    case .otherwise: return false
                    }
                }
                let fallback = rank.filter {
                    if case .otherwise = transitions[$0].transition.condition { return true }
                    return false
                }
                let enabled = guarded.isEmpty ? fallback : guarded
                if !enabled.isEmpty { return enabled }
            }
            return []
        }

        func apply(_ numbers: [Int], to old: Timed) -> Timed {
            var next = old
            for number in numbers {
                let (region, transition) = transitions[number]
                next.states[region] = state(region, transition.to.value)
                for action in transition.actions {
                    let name = action.property.value
                    let value: Int
                    switch action.value.value {
                    case .bool(let flag): value = flag ? 1 : 0
                    case .int(let number): value = number
                    case .enumCase: value = 0
                    case .negation(let source): value = old.values[source] == 0 ? 1 : 0
                    case .offset(let source, let amount): value = (old.values[source] ?? 0) + amount
                    // A computed double is data, not state: the analysis (and this rule) track none.
                    case .number: continue
                    }
                    let range = ranges[name] ?? 0...1
                    next.values[name] = min(max(value, range.lowerBound), range.upperBound)
                }
            }
            return next
        }

        /// The next firing of each timer with a candidate in its region's state, as in the rule.
        func due(_ timed: Timed) -> (deadline: Int, region: Int, rank: Int)? {
            var best: (deadline: Int, region: Int, rank: Int)?
            for (rank, timer) in timers.enumerated() {
                let state = timed.states[timer.region]
                let answered = transitions.contains { entry in
                    guard entry.region == timer.region,
                        self.timer(of: entry.transition, region: entry.region) == rank
                    else { return false }
                    switch entry.transition.from {
                    case .any: return true
                    case .states(let names):
                        return names.contains { self.state(entry.region, $0.value) == state }
                    }
                }
                guard answered else { continue }
                var delay = timer.delay
                if delay == -1 {
                    guard let end = timed.animationEnd[timer.region] else { continue }
                    delay = end
                }
                let start = timed.entered[timer.region] + delay
                func pending(_ time: Int) -> Bool {
                    time > timed.lastFiring[timer.region]
                        || (time == timed.lastFiring[timer.region] && rank > timed.lastRank[timer.region])
                }
                var firing: Int?
                if pending(start) {
                    firing = start
                } else if let interval = timer.interval {
                    var time = start
                    while !pending(time) { time += interval }
                    firing = time
                }
                guard let firing else { continue }
                let candidate = (firing, timer.region, rank)
                if best.map({ (candidate.0, candidate.1, candidate.2) < ($0.deadline, $0.region, $0.rank) })
                    ?? true
                {
                    best = candidate
                }
            }
            return best
        }

        /// Every timed configuration reachable within `horizon` ms and `depth` moves (events at
        /// multiples of 250 ms), with the transitions fired on the way.
        func explore(horizon: Int, depth: Int) -> (states: Set<[Int]>, fired: Set<Int>) {
            let regions = control.regions.count
            var values: [String: Int] = [:]
            for property in control.properties {
                switch property.defaultValue?.value {
                case .bool(let flag)?: values[property.name.value] = flag ? 1 : 0
                case .int(let number)?: values[property.name.value] = number
                default: values[property.name.value] = ranges[property.name.value]?.lowerBound ?? 0
                }
            }
            let initial = Timed(
                states: control.regions.indices.map { state($0, control.regions[$0].initial[0].value) },
                values: values, entered: Array(repeating: 0, count: regions),
                lastFiring: Array(repeating: 0, count: regions),
                lastRank: Array(repeating: -1, count: regions),
                animationEnd: Array(repeating: nil, count: regions))
            var seen: Set<Timed> = [initial]
            var frontier = [initial]
            var fired: Set<Int> = []
            for _ in 0..<depth {
                var next: [Timed] = []
                func visit(_ timed: Timed) {
                    if seen.insert(timed).inserted { next.append(timed) }
                }
                for timed in frontier {
                    for event in control.events.map(\.value) {
                        // Every combination of the regions' selected transitions.
                        var outcomes: [[Int]] = [[]]
                        for region in 0..<regions {
                            let choices = selected(
                                region: region, state: timed.states[region], event: event, timer: nil,
                                timed.values)
                            if !choices.isEmpty {
                                outcomes = outcomes.flatMap { done in choices.map { done + [$0] } }
                            }
                        }
                        for numbers in outcomes where !numbers.isEmpty {
                            fired.formUnion(numbers)
                            var after = apply(numbers, to: timed)
                            for number in numbers {
                                let region = transitions[number].region
                                after.entered[region] = timed.now
                                after.lastFiring[region] = timed.now
                                after.lastRank[region] = -1
                                let animation = transitions[number].transition.animation
                                after.animationEnd[region] = animation.flatMap { finish[$0.value] }
                            }
                            visit(after)
                        }
                    }
                    if let due = due(timed), due.deadline <= timed.now + 250 {
                        guard due.deadline <= horizon else { continue }
                        var base = timed
                        base.now = due.deadline
                        base.lastFiring[due.region] = due.deadline
                        base.lastRank[due.region] = due.rank
                        let choices = selected(
                            region: due.region, state: timed.states[due.region], event: nil, timer: due.rank,
                            timed.values)
                        if choices.isEmpty { visit(base) }
                        for number in choices {
                            fired.insert(number)
                            var after = apply([number], to: base)
                            let repeats = timers[due.rank].interval != nil
                            if !repeats || after.states[due.region] != timed.states[due.region] {
                                after.entered[due.region] = due.deadline
                                after.lastRank[due.region] = -1
                                after.animationEnd[due.region] = transitions[number].transition.animation
                                    .flatMap { finish[$0.value] }
                            }
                            visit(after)
                        }
                    } else if timed.now + 250 <= horizon {
                        var later = timed
                        later.now += 250
                        visit(later)
                    }
                }
                frontier = next
            }
            return (Set(seen.map(\.states)), fired)
        }
    }

    func testTimedRunsStayWithinTheAnalysis() {
        var random = RandomControls.Generator(state: 77)
        var timedControls = 0
        for number in 0..<150 {
            let control = RandomControls.control(&random, regions: 1 + number % 2, timers: true)
            guard control.regions.contains(where: { $0.transitions.contains { $0.timer != nil } }) else {
                continue
            }
            timedControls += 1
            checkRunsStayWithinTheAnalysis(control, number: number)
        }
        XCTAssertGreaterThan(timedControls, 100)
    }

    /// The same with animations: about half the transitions play one of three random animations
    /// (0.1 to 0.9 s, some delayed, repeated or autoreversing) and about half the `after:` timers
    /// wait for the entering animation instead (`after: animation`).
    func testTimedRunsWithAnimationTimersStayWithinTheAnalysis() {
        var random = RandomControls.Generator(state: 91)
        var waiting = 0
        for number in 0..<150 {
            var control = RandomControls.control(&random, regions: 1 + number % 2, timers: true)
            Self.addAnimationTimers(to: &control, &random)
            guard
                control.regions.contains(where: {
                    $0.transitions.contains { $0.timer?.waitsForAnimation == true }
                })
            else { continue }
            waiting += 1
            checkRunsStayWithinTheAnalysis(control, number: number)
        }
        XCTAssertGreaterThan(waiting, 50)
    }

    private static func addAnimationTimers(
        to control: inout Control, _ random: inout RandomControls.Generator
    ) {
        let here = control.location
        control.animations = (1...3).map { index in
            var animation = SpecAnimation(
                name: Located("a\(index)", at: here),
                duration: Located(Double(Int.random(in: 1...9, using: &random)) / 10, at: here),
                delay: Bool.random(using: &random) ? Located(0.25, at: here) : nil,
                tracks: [
                    Track(
                        target: Located(.control, at: here), property: Located(.opacity, at: here),
                        to: Located(1, at: here), location: here)
                ], location: here)
            animation.repetition = .init(
                count: Int.random(in: 1...2, using: &random), autoreverses: Bool.random(using: &random))
            return animation
        }
        for region in control.regions.indices {
            for position in control.regions[region].transitions.indices {
                if Bool.random(using: &random) {
                    control.regions[region].transitions[position].animation = Located(
                        "a\(Int.random(in: 1...3, using: &random))", at: here)
                }
                if let timer = control.regions[region].transitions[position].timer, !timer.repeats,
                    Bool.random(using: &random)
                {
                    control.regions[region].transitions[position].timer = .afterAnimation(at: here)
                }
            }
        }
    }

    /// Every state a timed run of `control` reaches, and every transition it fires, the analysis
    /// says may be reached and may fire.
    private func checkRunsStayWithinTheAnalysis(_ control: Control, number: Int) {
        var exploration = Exploration(CompiledMachine(ResolvedControl(control)))
        XCTAssertTrue(exploration.run(budget: 10_000))
        let facts = exploration.recorder.facts
        let run = Run(control).explore(horizon: 3000, depth: 14)
        for states in run.states {
            for (region, state) in states.enumerated() {
                XCTAssertTrue(
                    facts.reached[region][state], "control \(number): region \(region) state \(state)")
            }
        }
        for transition in run.fired {
            XCTAssertTrue(facts.mayFire[transition], "control \(number): transition \(transition) fired")
        }
    }
}
