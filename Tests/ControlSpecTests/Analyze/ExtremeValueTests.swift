import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Wide ranges, extreme literals and overflow: exact where possible, never a trap or a hang.
final class ExtremeValueTests: AnalyzerTestCase {
    func testComparingTwoWideIntsSplitsOnlyWhereTheyOverlap() {
        let control = build.single(
            properties: [
                build.int("small", range: 0...10, input: true),
                build.int("big", range: -1_000_000_000...1_000_000_000, input: true),
            ],
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", when: "small < big"),
                build.transition(from: ["a"], on: ["tap"], to: "a", when: "big <= 5"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ])
        let machine = CompiledMachine(ResolvedControl(control))
        XCTAssertTrue(machine.isExact)
        guard case .constraint(let less) = machine.transitions[0].guardCondition else { return XCTFail() }
        XCTAssertLessThan(less.boxes.count, 20)
        assertOne(
            .ambiguousTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["small = 0, big = 1"])
    }

    func testComparisonBeyondTheSplitLimitFallsBackSoundly() {
        let control = build.single(
            properties: [
                build.int("x", range: 0...10_000_000, input: true),
                build.int("y", range: 0...10_000_000, input: true),
            ],
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b"), build.state("c")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", when: "x < y"),
                build.transition(from: ["a"], on: ["tap"], to: "a", when: "x > y"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ])
        XCTAssertFalse(CompiledMachine(ResolvedControl(control)).isExact)
        let found = analyze(control)
        XCTAssertEqual(found.map(\.code), [.explorationBudget, .unreachableState])
        XCTAssertTrue(found[0].message.contains("compares two int properties"))
    }

    func testExtremeLiteralsAndOffsetsDoNotTrap() {
        let control = build.single(
            properties: [build.int("n", range: Int.min...Int.max, default: Int.max)],
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(
                    from: ["a"], on: ["tap"], to: "b", when: "n >= 0 || n < 0",
                    set: [("n", .offset(of: "n", by: Int.max))]),
                build.transition(from: ["b"], on: ["tap"], to: "a", when: "n != 9223372036854775807"),
                build.transition(from: ["b"], on: ["tap"], to: "a", when: "else"),
            ])
        XCTAssertEqual(findings(.valueOutOfRange, control).count, 1)
    }

    /// A wide input copied into a counter (every value kept) stops at the budget; copied into a
    /// property only guards compare with constants, it takes one value per class.
    func testCopyingAWideInputStopsAtTheBudgetUnlessClassesApply() {
        func control(counting: Bool) -> Control {
            let bump = build.transition(
                from: ["idle"], on: ["bump"], to: "idle", when: "level < 1000000000",
                set: [("level", .offset(of: "level", by: 1))])
            return build.single(
                properties: [
                    build.int("level", range: 0...1_000_000_000),
                    build.int("wanted", range: 0...1_000_000_000, input: true),
                ],
                events: ["apply", "bump"], initial: ["idle"], states: [build.state("idle")],
                transitions: [
                    build.transition(
                        from: ["idle"], on: ["apply"], to: "idle",
                        set: [("level", .offset(of: "wanted", by: 0))]),
                    counting
                        ? bump
                        : build.transition(from: ["idle"], on: ["bump"], to: "idle", when: "level < 7"),
                ])
        }
        XCTAssertEqual(analyze(control(counting: true), budget: 1_000).map(\.code), [.explorationBudget])
        XCTAssertEqual(analyze(control(counting: false), budget: 1_000).map(\.code), [])
    }
}
