import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The dispatch rule and the one-step semantics.
final class DispatchTests: XCTestCase {
    private let build = ModelBuilder()

    private func steps(_ control: Control, _ configuration: [Int], _ event: String) -> [Step] {
        let machine = CompiledMachine(ResolvedControl(control))
        let context = machine.table.box(of: configuration)
        let index = machine.events.firstIndex(of: event) ?? -1
        let dispatches = control.regions.indices.map {
            RegionDispatch(machine, region: $0, event: index, context: context)
        }
        return Step.outcomes(machine, from: configuration, dispatches: dispatches)
    }

    func testExplicitSourceOutranksWildcard() {
        let control = build.single(
            initial: ["a"], states: [build.state("a"), build.state("b"), build.state("c")],
            transitions: [
                build.transition(from: ["*"], on: ["reset"], to: "a"),
                build.transition(from: ["b"], on: ["reset"], to: "c"),
            ])
        XCTAssertEqual(steps(control, [1], "reset").map(\.fired), [[1]])
        XCTAssertEqual(steps(control, [1], "reset").first?.successors, [[2]])
        XCTAssertEqual(steps(control, [2], "reset").first?.successors, [[0]])
    }

    func testElseHoldsExactlyWhenNoSiblingIsEnabled() {
        let control = build.single(
            properties: [build.int("count", range: 0...9, input: true)],
            initial: ["a"], states: [build.state("a"), build.state("big"), build.state("small")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "big", when: "count > 5"),
                build.transition(from: ["a"], on: ["tap"], to: "small", when: "else"),
            ])
        let outcomes = steps(control, [0], "tap")
        XCTAssertEqual(outcomes.map(\.fired), [[0], [1]])
        let count = 1
        XCTAssertEqual(outcomes[0].condition.boxes.map { $0.bounds[count] }, [Interval(6, 9)])
        XCTAssertEqual(outcomes[1].condition.boxes.map { $0.bounds[count] }, [Interval(0, 5)])
    }

    func testNoCandidateIgnoresTheEvent() {
        let control = build.single(
            properties: [build.bool("locked", default: true)],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [build.transition(from: ["a"], on: ["tap"], to: "b", when: "!locked")])
        let outcomes = steps(control, [0, 1], "tap")
        XCTAssertEqual(outcomes.map(\.fired), [[nil]])
        XCTAssertEqual(outcomes.first?.successors, [[0, 1]])
    }

    func testSetsReadTheValuesBeforeTheEvent() {
        let control = build.single(
            properties: [build.int("a", range: 0...9, default: 1), build.int("b", range: 0...9, default: 2)],
            initial: ["s"], states: [build.state("s")],
            transitions: [
                build.transition(
                    from: ["s"], on: ["swap"], to: "s",
                    set: [("a", .offset(of: "b", by: 0)), ("b", .offset(of: "a", by: 0))])
            ])
        XCTAssertEqual(steps(control, [0, 1, 2], "swap").first?.successors, [[0, 2, 1]])
    }

    func testEveryRegionChoosesAgainstTheConfigurationBeforeTheEvent() {
        let press = build.region(
            "press", initial: ["up"], states: [build.state("up"), build.state("down")],
            transitions: [
                build.transition(from: ["up"], on: ["tap"], to: "down"),
                build.transition(from: ["down"], on: ["tap"], to: "up"),
            ])
        let selection = build.region(
            "selection", initial: ["off"], states: [build.state("off"), build.state("on")],
            transitions: [build.transition(from: ["off"], on: ["tap"], to: "on", when: "press == .down")])
        let control = build.control(regions: [press, selection])
        XCTAssertEqual(steps(control, [0, 0], "tap").first?.successors, [[1, 0]])
        XCTAssertEqual(steps(control, [1, 0], "tap").first?.successors, [[0, 1]])
    }

    func testInputsStaySymbolicAndCopiedInputsAreEnumerated() {
        let control = build.single(
            properties: [build.bool("flag"), build.bool("wish", input: true)],
            initial: ["s"], states: [build.state("s")],
            transitions: [
                build.transition(from: ["s"], on: ["sync"], to: "s", set: [("flag", .negation(of: "wish"))])
            ])
        XCTAssertEqual(steps(control, [0, 0], "sync").first?.successors, [[0, 1], [0, 0]])
    }

    func testOutOfRangeSetIsReportedAndClamped() {
        let control = build.single(
            properties: [build.int("count", range: 0...3, default: 3)],
            initial: ["s"], states: [build.state("s")],
            transitions: [
                build.transition(
                    from: ["s"], on: ["up"], to: "s", set: [("count", .offset(of: "count", by: 1))])
            ])
        let step = steps(control, [0, 3], "up").first
        XCTAssertEqual(step?.violations.map(\.attempted), [4])
        XCTAssertEqual(step?.successors, [[0, 3]])
    }

    func testAmbiguousCandidatesAreBothPossibleOutcomes() {
        let control = build.single(
            initial: ["a"], states: [build.state("a"), build.state("b"), build.state("c")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["a"], on: ["tap"], to: "c"),
            ])
        XCTAssertEqual(steps(control, [0], "tap").flatMap(\.successors), [[1], [2]])
    }
}
