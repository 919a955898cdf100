import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The rule for an input's `changes:` event (Analysis.md, "An input's change event") held to a run
/// of the setter: on random controls whose input `b` sends `bChanged`, a reference that keeps `b`
/// at the value last set and, in every reached configuration, sets it to each value and then sends
/// `bChanged` (or sends `e1` with `b` as it is) reaches exactly the states and fires exactly the
/// transitions the analysis says, when only `bChanged`'s transitions read `b`; where another
/// event's do, `input-between-changes` is reported and the analysis contains the run. The reference
/// shares nothing with the analysis but the model.
final class ChangeEventReferenceTests: XCTestCase {
    /// A configuration: the state and every bool and int property, `b` included.
    private struct Configuration: Hashable {
        var state: Int
        var values: [String: Int]
    }

    private struct Reference {
        let control: Control
        var transitions: [Transition] { control.regions[0].transitions }

        func state(_ name: String) -> Int {
            control.regions[0].states.firstIndex { $0.name.value == name } ?? -1
        }

        func range(_ name: String) -> ClosedRange<Int> {
            guard case .int(let range)? = control.properties.first(where: { $0.name.value == name })?.type
            else {
                return 0...1
            }
            return range ?? PropertyType.defaultIntRange
        }

        func value(_ expression: SpecExpression, _ values: [String: Int]) -> Int {
            switch expression.kind {
            case .bool(let flag): return flag ? 1 : 0
            case .int(let number): return number
            case .reference(let name): return values[name] ?? 0
            case .enumCase, .number: return 0
            case .not(let operand): return value(operand, values) == 0 ? 1 : 0
            case .binary(let op, let lhs, let rhs):
                return op.holds(value(lhs, values), value(rhs, values)) ? 1 : 0
            }
        }

        /// The transitions the dispatch rule selects: explicit sources before `"*"`, `else` when no
        /// other of its rank holds; two or more are each a possible outcome.
        func selected(_ configuration: Configuration, _ event: String) -> [Int] {
            var ranks: [[Int]] = [[], []]
            for (number, transition) in transitions.enumerated()
            where transition.on.contains(where: { $0.value == event }) {
                switch transition.from {
                case .any: ranks[1].append(number)
                case .states(let names):
                    if names.contains(where: { state($0.value) == configuration.state }) {
                        ranks[0].append(number)
                    }
                }
            }
            for rank in ranks {
                var guarded: [Int] = []
                var fallback: [Int] = []
                for number in rank {
                    switch transitions[number].condition {
                    case nil: guarded.append(number)
                    case .expression(let expression)?:
                        if value(expression, configuration.values) != 0 { guarded.append(number) }
                    case .otherwise?: fallback.append(number)
                    }
                }
                let enabled = guarded.isEmpty ? fallback : guarded
                if !enabled.isEmpty { return enabled }
            }
            return []
        }

        func fire(_ number: Int, in old: Configuration) -> Configuration {
            var next = old
            next.state = state(transitions[number].to.value)
            for action in transitions[number].actions {
                let name = action.property.value
                let result: Int
                switch action.value.value {
                case .bool(let flag): result = flag ? 1 : 0
                case .int(let number): result = number
                case .negation(let source): result = old.values[source] == 0 ? 1 : 0
                case .offset(let source, let amount): result = (old.values[source] ?? 0) + amount
                case .enumCase, .number: continue
                }
                next.values[name] = min(max(result, range(name).lowerBound), range(name).upperBound)
            }
            return next
        }

        /// Every configuration a run reaches and every transition it fires.
        func run() -> (states: Set<Int>, fired: Set<Int>) {
            var values: [String: Int] = [:]
            for property in control.properties {
                switch property.defaultValue?.value {
                case .bool(let flag)?: values[property.name.value] = flag ? 1 : 0
                case .int(let number)?: values[property.name.value] = number
                default: values[property.name.value] = range(property.name.value).lowerBound
                }
            }
            let initial = Configuration(state: state(control.regions[0].initial[0].value), values: values)
            var seen: Set<Configuration> = [initial]
            var frontier = [initial]
            var fired: Set<Int> = []
            while let configuration = frontier.popLast() {
                // `e1` with `b` as last set; `bChanged` right after the app set `b` to 0 or 1.
                var offers = [(configuration, "e1")]
                for setting in 0...1 {
                    var set = configuration
                    set.values["b"] = setting
                    offers.append((set, "bChanged"))
                }
                for (before, event) in offers {
                    for number in selected(before, event) {
                        fired.insert(number)
                        let after = fire(number, in: before)
                        if seen.insert(after).inserted { frontier.append(after) }
                    }
                }
            }
            return (Set(seen.map(\.state)), fired)
        }
    }

    /// A random control whose input `b` sends `bChanged`, which replaces `e2`.
    private func control(_ random: inout RandomControls.Generator) -> Control {
        var control = RandomControls.control(&random, inputs: true)
        control.group = nil
        let event = Located("bChanged", at: control.location)
        control.properties[1].changes = event
        control.events = control.events.map { $0.value == "e2" ? event : $0 }
        for position in control.regions[0].transitions.indices {
            control.regions[0].transitions[position].on = control.regions[0].transitions[position].on.map {
                $0.value == "e2" ? event : $0
            }
        }
        return control
    }

    /// Whether a transition on another event than `bChanged` reads `b` (where the note is reported).
    private func readsBetweenChanges(_ control: Control) -> Bool {
        control.regions[0].transitions.contains { transition in
            guard transition.on.map(\.value) != ["bChanged"] else { return false }
            var reads = transition.actions.compactMap(\.value.value.source)
            if case .expression(let expression) = transition.condition { reads += expression.references }
            return reads.contains("b")
        }
    }

    func testTheSettersRunIsTheAnalysis() {
        var random = RandomControls.Generator(state: 2212)
        var exact = 0
        var noted = 0
        for number in 0..<200 {
            let control = control(&random)
            let analysis = Analyzer.report(
                ResolvedControl(control),
                options: AnalysisOptions(explorationBudget: 1_000_000, timeLimit: nil))
            XCTAssertTrue(analysis.isExact)
            let run = Reference(control: control).run()
            let reached = Set(analysis.reachable[0].indices.filter { analysis.reachable[0][$0] })
            let mayFire = Set(analysis.transitions.indices.filter { analysis.transitions[$0].mayFire })
            let notes = analysis.diagnostics.filter { $0.code == .inputBetweenChanges }
            if readsBetweenChanges(control) {
                noted += 1
                XCTAssertFalse(notes.isEmpty, "control \(number): b is read on e1, the note says so")
                XCTAssertTrue(run.states.isSubset(of: reached), "control \(number)")
                XCTAssertTrue(run.fired.isSubset(of: mayFire), "control \(number)")
            } else {
                exact += 1
                XCTAssertEqual(notes.count, 0, "control \(number)")
                XCTAssertEqual(run.states, reached, "control \(number)")
                XCTAssertEqual(run.fired, mayFire, "control \(number)")
            }
        }
        XCTAssertGreaterThan(exact, 30)
        XCTAssertGreaterThan(noted, 30)
    }
}
