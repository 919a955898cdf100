import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// Timers on parents (Language.md, "Timers on a parent"), run as written on the tree of states and
/// a clock, against the analysis: on random nested charts with timers on leaves, parents and `"*"`
/// (and history on some parents), every leaf a timed run reaches must be reached by the analysis and
/// every transition it fires must be one the analysis says may fire. The run keeps each running
/// timer's next instant explicitly, per state it counts in (not the machine's entry time and last
/// firing), walks the tree for dispatch and entries, and shares nothing with the analysis but the
/// decoded chart.
final class ParentTimerReferenceTests: XCTestCase {
    /// A timer: the state it counts in and its trigger (`after:0.5`, `every:1`).
    private struct TimerKey: Hashable {
        var state: String
        var trigger: String
    }

    private struct Clocked: Hashable {
        var leaf: String
        var a: Bool
        var n: Int
        /// Per parent with history that was left: its child (shallow) or leaf (deep).
        var memory: [String: String]
        var now: Int
        /// Every running timer's next instant in ms; a spent `after:` is absent.
        var due: [TimerKey: Int]
    }

    private struct Run {
        let chart: RandomNestedCharts.Chart
        let leaves: [String]
        /// Timers in order of first appearance, as numbered for ties: a leaf's by trigger alone.
        let order: [String]

        init(_ chart: RandomNestedCharts.Chart) {
            self.chart = chart
            var leaves: [String] = []
            func collect(_ name: String) {
                guard let children = chart.children[name] else { return leaves.append(name) }
                children.forEach(collect)
            }
            chart.children[""]?.forEach(collect)
            self.leaves = leaves
            var order: [String] = []
            for transition in chart.transitions where transition.event.contains(":") {
                for leaf in leaves {
                    guard let state = Self.counting(transition.from, in: leaf, chart) else { continue }
                    let key = (state == leaf ? "" : state) + "/" + transition.event
                    if !order.contains(key) { order.append(key) }
                }
            }
            self.order = order
        }

        /// The state a transition `from:` `from` counts its time in when taken in `leaf`: the
        /// deepest state it names around the leaf, the leaf for `"*"`; nil where it does not apply.
        static func counting(_ from: [String], in leaf: String, _ chart: RandomNestedCharts.Chart) -> String?
        {
            if from == ["*"] { return leaf }
            return chart.chain(leaf).first { from.contains($0) }
        }

        static func milliseconds(_ trigger: String) -> (delay: Int, interval: Int?) {
            let parts = trigger.split(separator: ":")
            let value = Int((Double(parts[1]) ?? 0) * 1000)
            return (value, parts[0] == "every" ? value : nil)
        }

        func holds(_ guardText: String?, _ c: Clocked) -> Bool {
            switch guardText {
            case nil: true
            case "a": c.a
            case "!a": !c.a
            case "n > 0": c.n > 0
            case "n == 0": c.n == 0
            case "a && n < 2": c.a && c.n < 2
            default: false
            }
        }

        /// The transitions selected for `trigger` in `c`; for a timer only those counting in
        /// `state`. From the leaf up, the first level with an enabled candidate, then `"*"`.
        func selected(_ trigger: String, counting state: String?, _ c: Clocked) -> [Int] {
            func enabled(_ candidates: [Int]) -> [Int] {
                let plain = candidates.filter {
                    chart.transitions[$0].guardText != "else" && holds(chart.transitions[$0].guardText, c)
                }
                return plain.isEmpty ? candidates.filter { chart.transitions[$0].guardText == "else" } : plain
            }
            func answers(_ position: Int) -> Bool {
                let transition = chart.transitions[position]
                guard transition.event == trigger else { return false }
                guard let state else { return true }
                return Self.counting(transition.from, in: c.leaf, chart) == state
            }
            var claimed: Set<Int> = []
            for level in chart.chain(c.leaf) {
                let candidates = chart.transitions.indices.filter {
                    answers($0) && chart.transitions[$0].from.contains(level) && !claimed.contains($0)
                }
                claimed.formUnion(candidates)
                let chosen = enabled(candidates)
                if !chosen.isEmpty { return chosen }
            }
            return enabled(
                chart.transitions.indices.filter { answers($0) && chart.transitions[$0].from == ["*"] })
        }

        /// The timers counting in `state`: triggers of transitions that count in it in one of its leaves.
        func timers(of state: String) -> [String] {
            var triggers: [String] = []
            for transition in chart.transitions where transition.event.contains(":") {
                let counts = leaves.contains { leaf in
                    chart.chain(leaf).contains(state)
                        && Self.counting(transition.from, in: leaf, chart) == state
                }
                if counts, !triggers.contains(transition.event) { triggers.append(transition.event) }
            }
            return triggers
        }

        /// `c` after transition `position` at `time`, fired by a repeating timer or not.
        func apply(_ position: Int, to c: Clocked, at time: Int, byRepeat: Bool) -> Clocked {
            let transition = chart.transitions[position]
            var next = c
            let targetAbove = Set(chart.chain(transition.to).dropFirst())
            let above = chart.chain(c.leaf)
            // Leaving: history records; a parent is left when `to:` is not strictly below it.
            var left: Set<String> = [c.leaf]
            for (depth, parent) in above.enumerated().dropFirst() where !targetAbove.contains(parent) {
                let keeps =
                    transition.event.hasPrefix("every:") && transition.to == parent
                    && transition.from.contains(parent)
                if !keeps { left.insert(parent) }
                if chart.history[parent] != nil {
                    next.memory[parent] = chart.history[parent] == "deep" ? c.leaf : above[depth - 1]
                }
            }
            next.leaf = enter(transition.to, next.memory)
            // A repeat keeps its leaf's timers only when its `to:` names that leaf.
            if byRepeat && transition.to == c.leaf { left.remove(c.leaf) }
            let now = Set(chart.chain(next.leaf))
            // Cancel what was left or is no longer active; start what is entered anew.
            next.due = next.due.filter { !left.contains($0.key.state) && now.contains($0.key.state) }
            for state in chart.chain(next.leaf) where left.contains(state) || !above.contains(state) {
                for trigger in timers(of: state) {
                    next.due[TimerKey(state: state, trigger: trigger)] =
                        time + Self.milliseconds(trigger).delay
                }
            }
            switch transition.set {
            case "a: \"!a\""?: next.a = !c.a
            case "n: n + 1"?: next.n = min(c.n + 1, 2)
            case "n: 0"?: next.n = 0
            default: break
            }
            return next
        }

        func enter(_ name: String, _ memory: [String: String]) -> String {
            guard let children = chart.children[name], let first = children.first else { return name }
            if let kind = chart.history[name], let remembered = memory[name] {
                return kind == "deep" ? remembered : enter(remembered, memory)
            }
            return enter(first, memory)
        }

        /// The timer due first: earliest, then the deepest state, then first in `order`.
        func next(_ c: Clocked) -> (key: TimerKey, time: Int)? {
            let chain = chart.chain(c.leaf)
            func rank(_ key: TimerKey) -> (Int, Int, Int) {
                let depth = chain.firstIndex(of: key.state) ?? 0
                let number =
                    order.firstIndex(of: (key.state == c.leaf ? "" : key.state) + "/" + key.trigger) ?? 0
                return (c.due[key] ?? 0, depth, number)
            }
            return c.due.keys.min { rank($0) < rank($1) }.map { ($0, c.due[$0] ?? 0) }
        }

        /// Every clocked configuration within `horizon` ms and `depth` moves (events at multiples
        /// of 250 ms), with the leaves reached and the transitions fired.
        func explore(horizon: Int, depth: Int) -> (leaves: Set<String>, fired: Set<Int>) {
            var initial = Clocked(leaf: enter("s0", [:]), a: false, n: 0, memory: [:], now: 0, due: [:])
            for state in chart.chain(initial.leaf) {
                for trigger in timers(of: state) {
                    initial.due[TimerKey(state: state, trigger: trigger)] = Self.milliseconds(trigger).delay
                }
            }
            var seen: Set<Clocked> = [initial]
            var frontier = [initial]
            var fired: Set<Int> = []
            for _ in 0..<depth {
                var next: [Clocked] = []
                func visit(_ c: Clocked) { if seen.insert(c).inserted { next.append(c) } }
                for c in frontier {
                    for event in ["e1", "e2"] {
                        for position in selected(event, counting: nil, c) {
                            fired.insert(position)
                            visit(apply(position, to: c, at: c.now, byRepeat: false))
                        }
                    }
                    if let due = self.next(c), due.time <= c.now + 250 {
                        guard due.time <= horizon else { continue }
                        var base = c
                        base.now = due.time
                        let timing = Self.milliseconds(due.key.trigger)
                        base.due[due.key] = timing.interval.map { due.time + $0 }
                        let chosen = selected(due.key.trigger, counting: due.key.state, base)
                        if chosen.isEmpty { visit(base) }
                        for position in chosen {
                            fired.insert(position)
                            visit(apply(position, to: base, at: due.time, byRepeat: timing.interval != nil))
                        }
                    } else if c.now + 250 <= horizon {
                        var later = c
                        later.now += 250
                        visit(later)
                    }
                }
                frontier = next
            }
            return (Set(seen.map(\.leaf)), fired)
        }
    }

    func testTimedRunsOnNestedChartsStayWithinTheAnalysis() throws {
        var random = RandomControls.Generator(state: 2_424)
        var parentTimers = 0
        var parentTimerFired = 0
        for number in 0..<200 {
            let chart = RandomNestedCharts.timedChart(&random)
            let (control, diagnostics) = DecodeHarness.decode(chart.yaml)
            let decoded = try XCTUnwrap(control, "\(diagnostics)\n\(chart.yaml)")
            XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)\n\(chart.yaml)")
            let model = ResolvedControl(decoded)
            if model.events.contains(where: { $0.timer?.parent != nil }) { parentTimers += 1 }
            var exploration = Exploration(CompiledMachine(model))
            XCTAssertTrue(exploration.run(budget: 100_000))
            let facts = exploration.recorder.facts
            let run = Run(chart)
            let (leaves, fired) = run.explore(horizon: 3000, depth: 14)
            let names = decoded.regions[0].states.map(\.name.value)
            for leaf in leaves {
                let index = try XCTUnwrap(names.firstIndex(of: leaf))
                XCTAssertTrue(facts.reached[0][index], "chart \(number): \(leaf) reached\n\(chart.yaml)")
            }
            for position in fired {
                XCTAssertTrue(
                    facts.mayFire[position], "chart \(number): transition \(position) fired\n\(chart.yaml)")
                if chart.transitions[position].event.contains(":"),
                    chart.transitions[position].from.contains(where: { chart.children[$0] != nil })
                {
                    parentTimerFired += 1
                }
            }
        }
        XCTAssertGreaterThan(parentTimers, 80, "charts with a timer on a parent")
        XCTAssertGreaterThan(parentTimerFired, 80, "firings of a parent's timer in the runs")
    }
}
