import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Guards on the finger's position and on doubles, held to the reference rule (Analysis.md, "Guards
/// on numbers") on random controls: a plain interpreter of the dispatch rule evaluates every guard
/// at every point of a grid (each constant a coordinate is compared with, the midpoints between
/// them and a value beyond each end, so every class of the rule has a point) and explores the
/// states breadth first. Where the analysis reports no `approximate-guard` note, the states it
/// reaches, the transitions it lets fire and the pairs it reports as ambiguous are exactly the
/// interpreter's, and every ambiguity's witness makes both guards true; with a note, they contain
/// the interpreter's (the analysis may call more possible, never less).
final class NumberGuardAgreementTests: XCTestCase {
    /// The coordinates and doubles the random guards read, with how each atom is written.
    private static let atoms:
        [(variable: String, text: @Sendable (String, Double) -> String, bound: @Sendable (Double) -> Double)] =
            [
                ("touch.fx", { "touch.fx \($0) \(NumberText.shortest($1))" }, { $0 }),
                ("touch.fx", { "-touch.fx \($0) \(NumberText.shortest($1))" }, { -$0 }),
                ("touch.y", { "2 * touch.y \($0) \(NumberText.shortest($1))" }, { $0 / 2 }),
                ("gain", { "gain + 0.25 \($0) \(NumberText.shortest($1))" }, { $0 - 0.25 }),
                ("gain", { "gain \($0) \(NumberText.shortest($1))" }, { $0 }),
            ]
    private static let constants: [Double] = [-0.5, 0, 0.25, 0.5, 1, 1.5, 40]
    private static let operators = ["<", "<=", ">", ">=", "==", "!="]
    private static let events = ["touchDown", "touchDragInside", "ping"]

    func testRandomNumberGuardsAgreeWithTheReferenceRule() throws {
        var random = SplitMix(seed: 0x22)
        var exact = 0
        var ambiguous = 0
        var neverFiring = 0
        for number in 0..<160 {
            let text = Self.randomSpec(&random)
            let (decoded, diagnostics) = DecodeHarness.decode(text)
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [], text)
            let control = try XCTUnwrap(decoded, text)
            let report = Analyzer.report(
                ResolvedControl(control), options: AnalysisOptions(explorationBudget: 100_000, timeLimit: nil)
            )
            let reference = Reference(control)
            let pairs = Set(
                report.findings.filter { $0.code == .ambiguousTransition }.map {
                    [$0.transitions[0], $0.transitions[1]]
                })
            let fires = Set(report.transitions.indices.filter { report.transitions[$0].mayFire })
            let reached = Set(report.reachable[0].indices.filter { report.reachable[0][$0] })
            let noted = report.diagnostics.contains { $0.code == .approximateGuard }
            if noted {
                XCTAssertTrue(reference.ambiguous.isSubset(of: pairs), "control \(number)\n\(text)")
                XCTAssertTrue(reference.fires.isSubset(of: fires), "control \(number)\n\(text)")
                XCTAssertTrue(reference.reached.isSubset(of: reached), "control \(number)\n\(text)")
            } else {
                exact += 1
                XCTAssertEqual(pairs, reference.ambiguous, "control \(number)\n\(text)")
                XCTAssertEqual(fires, reference.fires, "control \(number)\n\(text)")
                XCTAssertEqual(reached, reference.reached, "control \(number)\n\(text)")
            }
            ambiguous += pairs.count
            neverFiring += report.transitions.count - fires.count
            for finding in report.findings where finding.code == .ambiguousTransition {
                let point = Dictionary(
                    finding.witness.values.compactMap { value -> (String, Double)? in
                        guard case .number(let number) = value.value else { return nil }
                        return (value.name, number)
                    }, uniquingKeysWith: { first, _ in first })
                for transition in finding.transitions {
                    let model = reference.transitions[transition]
                    guard case .expression(let expression) = model.condition else { continue }
                    XCTAssertTrue(
                        reference.holds(expression, at: point),
                        "witness \(point) of control \(number)\n\(text)")
                }
            }
        }
        XCTAssertGreaterThan(exact, 60)
        XCTAssertGreaterThan(ambiguous, 40)
        XCTAssertGreaterThan(neverFiring, 40)
    }

    /// A control of three states whose transitions compare the finger and an input double.
    private static func randomSpec(_ random: inout SplitMix) -> String {
        var lines = [
            "control: Random",
            "summary: Random guards on numbers.",
            "base: control",
            "accessibilityLabel: Random",
            "properties:",
            "  gain: { type: double, input: true }",
            "events: [touchDown, touchDragInside, ping]",
            "initial: s0",
            "states: { s0: {}, s1: {}, s2: {} }",
            "transitions:",
        ]
        let count = Int.random(in: 4...8, using: &random)
        for _ in 0..<count {
            let from = "s\(Int.random(in: 0...2, using: &random))"
            let to = "s\(Int.random(in: 0...2, using: &random))"
            let event = events.randomElement(using: &random)!
            var line = "  - { from: \(from), on: \(event), to: \(to)"
            let kind = Int.random(in: 0..<10, using: &random)
            if kind == 0 {
                line += ", when: else"
            } else if kind > 2 {
                func atom() -> String {
                    let usable = atoms.filter { event != "ping" || !$0.variable.hasPrefix("touch") }
                    let chosen = usable.randomElement(using: &random)!
                    let op = operators.randomElement(using: &random)!
                    let constant = constants.randomElement(using: &random)!
                    return chosen.text(op, constant)
                }
                var condition = atom()
                switch Int.random(in: 0..<4, using: &random) {
                case 0: condition = "\(condition) && \(atom())"
                case 1: condition = "\(condition) || \(atom())"
                case 2: condition = "!(\(condition))"
                default: break
                }
                line += ", when: \"\(condition)\""
            }
            lines.append(line + " }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The dispatch rule run by hand over a grid of values.
    private struct Reference {
        let transitions: [Transition]
        var reached: Set<Int> = []
        var fires: Set<Int> = []
        var ambiguous: Set<[Int]> = []

        init(_ control: Control) {
            let region = control.regions[0]
            transitions = region.transitions
            let states = region.states.map(\.name.value)
            var queue = [0]
            reached = [0]
            while let state = queue.popLast() {
                for event in NumberGuardAgreementTests.events {
                    let candidates = transitions.indices.filter { number in
                        let transition = transitions[number]
                        guard transition.on.contains(where: { $0.value == event }),
                            case .states(let sources) = transition.from
                        else { return false }
                        return sources.contains { $0.value == states[state] }
                    }
                    guard !candidates.isEmpty else { continue }
                    for point in grid(candidates, event: event) {
                        var enabled = candidates.filter { number in
                            switch transitions[number].condition {
                            case nil: return true
                            case .otherwise: return false
                            case .expression(let expression): return holds(expression, at: point)
                            }
                        }
                        if enabled.isEmpty {
                            enabled = candidates.filter {
                                if case .otherwise = transitions[$0].condition { return true }
                                return false
                            }
                        }
                        for (offset, first) in enabled.enumerated() {
                            for second in enabled[(offset + 1)...] { ambiguous.insert([first, second]) }
                        }
                        for number in enabled {
                            fires.insert(number)
                            let target = states.firstIndex(of: transitions[number].to.value) ?? 0
                            if reached.insert(target).inserted { queue.append(target) }
                        }
                    }
                }
            }
        }

        /// Every combination of the values each variable the candidates read takes in the grid:
        /// its bounds, the midpoints between them and one beyond each end; on `touchDown` only a
        /// fraction in [0, 1] and a point at least 0.
        private func grid(_ candidates: [Int], event: String) -> [[String: Double]] {
            var bounds: [String: Set<Double>] = [:]
            for number in candidates {
                guard case .expression(let expression) = transitions[number].condition else { continue }
                for (name, bound) in Self.bounds(expression) { bounds[name, default: []].insert(bound) }
            }
            var points: [[String: Double]] = [[:]]
            for (name, values) in bounds.sorted(by: { $0.key < $1.key }) {
                let sorted = values.sorted()
                var samples = sorted + [sorted[0] - 1, sorted[sorted.count - 1] + 1]
                for index in sorted.indices.dropLast() {
                    samples.append((sorted[index] + sorted[index + 1]) / 2)
                }
                if event == "touchDown" {
                    if name == "touch.fx" { samples = samples.filter { $0 >= 0 && $0 <= 1 } + [0, 1] }
                    if name == "touch.y" { samples = samples.filter { $0 >= 0 } + [0] }
                }
                points = points.flatMap { point in
                    samples.map { value in point.merging([name: value]) { $1 } }
                }
            }
            return points
        }

        /// The variable and bound of every atom of `expression`, as the atoms are written.
        private static func bounds(_ expression: SpecExpression) -> [(String, Double)] {
            switch expression.kind {
            case .not(let operand): return bounds(operand)
            case .binary(.and, let lhs, let rhs), .binary(.or, let lhs, let rhs):
                return bounds(lhs) + bounds(rhs)
            case .binary:
                let text = expression.description
                for atom in NumberGuardAgreementTests.atoms {
                    for op in NumberGuardAgreementTests.operators {
                        for constant in NumberGuardAgreementTests.constants
                        where atom.text(op, constant).replacingOccurrences(of: " ", with: "")
                            == text.replacingOccurrences(of: " ", with: "")
                        {
                            return [(atom.variable, atom.bound(constant))]
                        }
                    }
                }
                XCTFail("unknown atom \(text)")
                return []
            default: return []
            }
        }

        /// The guard's value at `point` (the finger's coordinates and the doubles by name).
        func holds(_ expression: SpecExpression, at point: [String: Double]) -> Bool {
            switch expression.kind {
            case .bool(let value): return value
            case .not(let operand): return !holds(operand, at: point)
            case .binary(.and, let lhs, let rhs): return holds(lhs, at: point) && holds(rhs, at: point)
            case .binary(.or, let lhs, let rhs): return holds(lhs, at: point) || holds(rhs, at: point)
            case .binary(let op, let lhs, let rhs):
                let left = value(lhs, point)
                let right = value(rhs, point)
                switch op {
                case .less: return left < right
                case .lessOrEqual: return left <= right
                case .greater: return left > right
                case .greaterOrEqual: return left >= right
                case .equal: return left == right
                default: return left != right
                }
            default: return false
            }
        }

        private func value(_ expression: SpecExpression, _ point: [String: Double]) -> Double {
            switch expression.kind {
            case .int(let number): return Double(number)
            case .reference(let name): return point[name] ?? 0
            case .number(let number): return value(number, point)
            default: return .nan
            }
        }

        private func value(_ expression: NumberExpression, _ point: [String: Double]) -> Double {
            switch expression.kind {
            case .literal(let number): return number
            case .reference(let name): return point[name] ?? 0
            case .touch(let coordinate): return point[coordinate.word] ?? 0
            case .negate(let operand): return -value(operand, point)
            case .arithmetic(let op, let lhs, let rhs):
                let (left, right) = (value(lhs, point), value(rhs, point))
                switch op {
                case .add: return left + right
                case .subtract: return left - right
                case .multiply: return left * right
                case .divide: return left / right
                }
            case .call: return .nan
            }
        }
    }
}
