import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// unreachable-state, unreachable-transition, dead-end-state, no-way-back.
final class ReachabilityTests: AnalyzerTestCase {
    /// Seed 000 literally: `default` has no way in.
    private func likeButton(initial: [String] = ["no"]) -> Control {
        build.single(
            events: ["tap"], initial: initial,
            states: [build.state("no"), build.state("yes"), build.state("default")],
            transitions: [
                build.transition(from: ["no"], on: ["tap"], to: "yes"),
                build.transition(from: ["yes"], on: ["tap"], to: "no"),
            ])
    }

    func testSeedLikeButtonDefaultIsUnreachable() {
        let control = likeButton()
        assertOne(
            .unreachableState, in: control, at: control.regions[0].states[2].name.location,
            mentions: ["`default`", "`no`"])
    }

    func testListingTheStateAsInitialReachesIt() {
        XCTAssertEqual(findings(.unreachableState, likeButton(initial: ["no", "default"])), [])
    }

    func testStateOnlyEnteredUnderAnImpossibleGuardIsUnreachable() {
        let control = build.single(
            properties: [build.bool("armed")], events: ["tap"],
            initial: ["a"],
            states: [build.state("a"), build.state("b", suppress: ["unreachable-state"]), build.state("c")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "c", when: "armed"),
                build.transition(from: ["a"], on: ["tap"], to: "b", when: "!armed"),
                build.transition(from: ["b", "c"], on: ["tap"], to: "a"),
            ])
        assertOne(.unreachableState, in: control, at: control.regions[0].states[2].name.location)
    }

    func testGuardOnANeverSetBoolIsUnreachableAndSuggestsInput() {
        let control = build.single(
            properties: [build.bool("locked")], events: ["tap"],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "a", when: "locked"),
                build.transition(from: ["b"], on: ["tap"], to: "a", when: "!locked"),
            ])
        assertOne(
            .unreachableTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["guard is never true where its source is reached", "`locked`", "`input: true`"])
    }

    func testTheSameGuardOnAnInputCanFire() {
        let control = build.single(
            properties: [build.bool("locked", input: true)], events: ["tap"],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "a", when: "locked"),
            ])
        XCTAssertEqual(findings(.unreachableTransition, control), [])
    }

    func testGuardOnABoolSetOnlyToFalseNeverFires() {
        let control = build.single(
            properties: [build.bool("armed")], events: ["tap", "disarm", "go"],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["disarm"], to: "a", set: [("armed", .bool(false))]),
                build.transition(from: ["a"], on: ["tap"], to: "b", when: "armed"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
                build.transition(from: ["a"], on: ["go"], to: "b"),
            ])
        let diagnostic = assertOne(
            .unreachableTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["guard is never true"])
        XCTAssertFalse(diagnostic?.message.contains("input: true") ?? true)
    }

    func testTransitionFromAnUnreachableSource() {
        let control = likeButton()
        var region = control.regions[0]
        region.transitions.append(build.transition(from: ["default"], on: ["tap"], to: "no"))
        var withTransition = control
        withTransition.regions = [region]
        assertOne(
            .unreachableTransition, in: withTransition, at: region.transitions[2].location,
            mentions: ["source state `default` is unreachable"])
    }

    func testWildcardAlwaysBeatenByExplicitTransitions() {
        let control = build.single(
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
                build.transition(from: ["*"], on: ["tap"], to: "a"),
            ])
        let transitions = control.regions[0].transitions
        let diagnostic = assertOne(
            .unreachableTransition, in: control, at: transitions[2].location, mentions: ["always beaten by"])
        XCTAssertEqual(diagnostic?.notes.count, 1)
    }

    func testWildcardThatWinsSomewhereIsFine() {
        let control = build.single(
            events: ["tap", "reset"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["reset"], to: "b"),
                build.transition(from: ["*"], on: ["reset"], to: "a"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ])
        XCTAssertEqual(findings(.unreachableTransition, control), [])
    }

    func testSuppressOnTheTransitionSilencesIt() {
        let control = build.single(
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
                build.transition(from: ["*"], on: ["tap"], to: "a", suppress: ["unreachable-transition"]),
            ])
        XCTAssertEqual(findings(.unreachableTransition, control), [])
    }

    func testDeadEndState() {
        let control = build.single(
            events: ["tap", "done"], initial: ["a"],
            states: [build.state("a"), build.state("b"), build.state("end")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
                build.transition(from: ["b"], on: ["done"], to: "end"),
                build.transition(from: ["end"], on: ["tap"], to: "end"),
            ])
        assertOne(
            .deadEndState, in: control, at: control.regions[0].states[2].name.location, mentions: ["`end`"])
        XCTAssertEqual(findings(.noWayBack, control), [], "a dead end is not also reported as no-way-back")
    }

    func testStateLeftOnlyAfterACounterRunsOutIsNotADeadEnd() {
        let control = build.single(
            properties: [build.int("count", range: 0...3)], events: ["tap"],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(
                    from: ["b"], on: ["tap"], to: "b", when: "count < 3",
                    set: [("count", .offset(of: "count", by: 1))]),
                build.transition(
                    from: ["b"], on: ["tap"], to: "a", when: "count == 3", set: [("count", .int(0))]),
            ])
        XCTAssertEqual(analyze(control), [])
    }

    func testNoWayBack() {
        let control = build.single(
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b"), build.state("c")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "c"),
                build.transition(from: ["c"], on: ["tap"], to: "b"),
            ])
        let states = control.regions[0].states
        let found = findings(.noWayBack, control)
        XCTAssertEqual(found.map(\.location), [states[1].name.location, states[2].name.location])
        XCTAssertTrue(found.first?.message.contains("to `a`") ?? false)
    }

    func testWayBackThroughAnotherStateIsFine() {
        let control = build.single(
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b"), build.state("c")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "c"),
                build.transition(from: ["c"], on: ["tap"], to: "a"),
            ])
        XCTAssertEqual(analyze(control), [])
    }

    func testControlLevelSuppressSilencesWarningsOnly() {
        let control = build.single(
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b"), build.state("c")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ], suppress: ["unreachable-state"])
        XCTAssertEqual(analyze(control), [])
    }

    func testElseThatNeverHolds() {
        let control = build.single(
            properties: [build.bool("on", input: true)], events: ["tap"],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", when: "on || !on"),
                build.transition(from: ["a"], on: ["tap"], to: "a", when: "else"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ])
        assertOne(
            .unreachableTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["`when: else` holds only when"])
    }
}
