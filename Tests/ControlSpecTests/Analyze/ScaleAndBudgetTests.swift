import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The 200-guards fixture and the exploration budget's fallback.
final class ScaleAndBudgetTests: AnalyzerTestCase {
    /// `b0 && !b1 && …` over the first `bits` bools, spelling `value` in binary.
    private func minterm(_ value: Int, bits: Int) -> String {
        (0..<bits).map { value >> $0 & 1 == 1 ? "b\($0)" : "!b\($0)" }.joined(separator: " && ")
    }

    /// 200 transitions on `tap` over 16 input bools: 199 pairwise-disjoint guards, and one that
    /// overlaps exactly transitions 42 and 170.
    func testTwoHundredGuardsOverSixteenBoolsAreDecidedExactly() {
        var transitions = (0..<199).map { value in
            build.transition(
                from: ["idle"], on: ["tap"], to: "busy", when: "\(minterm(value, bits: 8)) && (b8 || b9)")
        }
        transitions.append(
            build.transition(
                from: ["idle"], on: ["tap"], to: "busy", when: "\(minterm(42, bits: 7)) && !b8 && !b15"))
        transitions.append(build.transition(from: ["busy"], on: ["tap"], to: "idle"))
        let control = build.single(
            properties: (0..<16).map { build.bool("b\($0)", input: true) }, events: ["tap"],
            initial: ["idle"], states: [build.state("idle"), build.state("busy")], transitions: transitions)
        let found = analyze(control).sorted { $0.notes[0].location < $1.notes[0].location }
        XCTAssertEqual(found.map(\.code), [.ambiguousTransition, .ambiguousTransition])
        XCTAssertEqual(found.map(\.location), [transitions[199].location, transitions[199].location])
        XCTAssertEqual(
            found.flatMap(\.notes).map(\.location), [transitions[42].location, transitions[170].location])
        // 42 = 0b0101010; the witness sets exactly those bits (and b7 for 170), b8 false, b9 true.
        XCTAssertTrue(
            found[0].message.contains(
                "b0 = false, b1 = true, b2 = false, b3 = true, b4 = false, b5 = true, b6 = false, b7 = false, "
                    + "b8 = false, b9 = true, b15 = false"), found[0].message)
        XCTAssertTrue(found[1].message.contains("b7 = true"), found[1].message)
    }

    private func longCounter() -> Control {
        build.single(
            properties: [build.int("count")], events: ["up", "check"],
            initial: ["idle"],
            states: [build.state("idle"), build.state("far"), build.state("near"), build.state("never")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["up"], to: "idle", when: "count < 1000",
                    set: [("count", .offset(of: "count", by: 1))]),
                build.transition(from: ["idle"], on: ["check"], to: "far", when: "count >= 900"),
                build.transition(from: ["idle"], on: ["check"], to: "near", when: "count <= 950"),
                build.transition(from: ["far", "near"], on: ["check"], to: "idle"),
                build.transition(from: ["never"], on: ["check"], to: "idle"),
            ])
    }

    func testExactAnalysisFindsTheFarAmbiguity() {
        let control = longCounter()
        let found = analyze(control)
        XCTAssertEqual(found.map(\.code), [.unreachableState, .ambiguousTransition, .unreachableTransition])
        XCTAssertTrue(found[1].message.contains("when count = 900"), found[1].message)
        XCTAssertEqual(found[1].location, control.regions[0].transitions[2].location)
    }

    func testBudgetFallsBackWithoutFalseErrors() {
        let control = longCounter()
        let found = analyze(control, budget: 50)
        XCTAssertEqual(found.map(\.code), [.explorationBudget, .unreachableState, .unreachableTransition])
        XCTAssertEqual(found[0].location, control.name.location)
        XCTAssertEqual(found[0].severity, .note)
        XCTAssertTrue(found[0].message.contains("after 50 configurations"))
        XCTAssertEqual(found[1].location, control.regions[0].states[3].name.location)
    }

    /// A deadline already past stops the exploration at its first look at the clock (after 1,024
    /// configurations): the same fallback, and the note names the time limit, not the budget.
    func testTimeLimitFallsBackAndSaysSo() {
        let control = longCounter()
        let found = analyze(control, timeLimit: .zero)
        XCTAssertEqual(found.map(\.code), [.explorationBudget, .unreachableState, .unreachableTransition])
        XCTAssertTrue(
            found[0].message.contains("stopped at its time limit (0 s) after 1025 configurations"),
            found[0].message)
    }

    /// A configuration with a hundred thousand successors (a wide input copied into a counter)
    /// does not run on past the time limit until the next 1,024 configurations: the clock is read
    /// within its successors too.
    func testTimeLimitStopsWithinOneConfigurationsSuccessors() {
        let control = build.single(
            properties: [
                build.int("count", range: 0...100_000), build.int("wanted", range: 0...100_000, input: true),
            ],
            events: ["apply", "up"], initial: ["idle"], states: [build.state("idle")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["apply"], to: "idle", set: [("count", .offset(of: "wanted", by: 0))]),
                build.transition(
                    from: ["idle"], on: ["up"], to: "idle", when: "count < 100000",
                    set: [("count", .offset(of: "count", by: 1))]),
            ])
        let found = analyze(control, budget: 10_000_000, timeLimit: .zero)
        XCTAssertEqual(found.map(\.code), [.explorationBudget])
        XCTAssertTrue(
            found[0].message.contains("stopped at its time limit (0 s) after 1024 configurations"),
            found[0].message)
    }

    func testBudgetKeepsErrorsProvedByExploredConfigurations() {
        let control = build.single(
            properties: [build.int("count")], events: ["up", "tap"],
            initial: ["idle"], states: [build.state("idle"), build.state("a"), build.state("b")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["up"], to: "idle", when: "count < 1000",
                    set: [("count", .offset(of: "count", by: 1))]),
                build.transition(from: ["idle"], on: ["tap"], to: "a", when: "count < 5"),
                build.transition(from: ["idle"], on: ["tap"], to: "b", when: "count > 1"),
                build.transition(from: ["a", "b"], on: ["tap"], to: "idle"),
            ])
        let found = analyze(control, budget: 20)
        XCTAssertEqual(found.map(\.code), [.explorationBudget, .ambiguousTransition])
        XCTAssertTrue(found[1].message.contains("count = 2"))
    }

    func testAnalysisIsDeterministic() {
        let control = longCounter()
        XCTAssertEqual(analyze(control), analyze(control))
    }
}
