import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

final class AmbiguityTests: AnalyzerTestCase {
    private func counter(_ first: String, _ second: String, input: Bool = true) -> Control {
        build.single(
            properties: [build.int("count", input: input)], events: ["tap"],
            initial: ["idle"], states: [build.state("idle"), build.state("high"), build.state("low")],
            transitions: [
                build.transition(from: ["idle"], on: ["tap"], to: "high", when: first),
                build.transition(from: ["idle"], on: ["tap"], to: "low", when: second),
                build.transition(from: ["high", "low"], on: ["tap"], to: "idle"),
            ])
    }

    func testOverlappingGuardsAreAmbiguousWithWitnessFour() {
        let control = counter("count > 3", "count < 5")
        let transitions = control.regions[0].transitions
        let diagnostic = assertOne(
            .ambiguousTransition, in: control, at: transitions[1].location,
            mentions: ["on `tap` in state `idle`", "when count = 4", "line \(transitions[0].location.line)"])
        XCTAssertEqual(diagnostic?.severity, .error)
        XCTAssertEqual(diagnostic?.notes.map(\.location), [transitions[0].location])
    }

    func testComplementaryGuardsAreNotAmbiguous() {
        XCTAssertEqual(findings(.ambiguousTransition, counter("count > 3", "count <= 3")), [])
    }

    func testWitnessIsAReachableConfiguration() {
        // count only grows from 0 by 2: the overlap 4 is reachable, the overlap 5 would not be.
        let control = build.single(
            properties: [build.int("count", range: 0...9)], events: ["tap", "add"],
            initial: ["idle"], states: [build.state("idle"), build.state("high"), build.state("low")],
            transitions: [
                build.transition(from: ["idle"], on: ["tap"], to: "high", when: "count > 3"),
                build.transition(from: ["idle"], on: ["tap"], to: "low", when: "count < 6"),
                build.transition(
                    from: ["idle"], on: ["add"], to: "idle", when: "count < 8",
                    set: [("count", .offset(of: "count", by: 2))]),
                build.transition(from: ["high", "low"], on: ["tap"], to: "idle"),
            ])
        assertOne(
            .ambiguousTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["count = 4"])
    }

    func testOverlapOnlyInUnreachableValuesIsNotAmbiguous() {
        // count stays even; the guards overlap only at 5.
        let control = build.single(
            properties: [build.int("count", range: 0...9)], events: ["tap", "add"],
            initial: ["idle"], states: [build.state("idle"), build.state("high"), build.state("low")],
            transitions: [
                build.transition(from: ["idle"], on: ["tap"], to: "high", when: "count > 4"),
                build.transition(from: ["idle"], on: ["tap"], to: "low", when: "count < 6 && count != 4"),
                build.transition(
                    from: ["idle"], on: ["add"], to: "idle", when: "count < 8",
                    set: [("count", .offset(of: "count", by: 2))]),
                build.transition(from: ["high", "low"], on: ["tap"], to: "idle"),
            ])
        XCTAssertEqual(findings(.ambiguousTransition, control), [])
    }

    func testWildcardAndExplicitOnOneEventAreNotAmbiguous() {
        let control = build.single(
            events: ["reset", "tap"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["*"], on: ["reset"], to: "a"),
                build.transition(from: ["b"], on: ["reset"], to: "a"),
            ])
        XCTAssertEqual(analyze(control).filter { $0.severity == .error }, [])
    }

    func testTwoWildcardsAreAmbiguousWhereNoExplicitOneIsEnabled() {
        let control = build.single(
            properties: [build.bool("locked", input: true)], events: ["reset"],
            initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["*"], on: ["reset"], to: "a"),
                build.transition(from: ["*"], on: ["reset"], to: "b", when: "locked"),
                build.transition(from: ["a"], on: ["reset"], to: "b", when: "!locked"),
            ])
        // In `a` the explicit transition covers !locked; the wildcards collide where locked.
        assertOne(
            .ambiguousTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["locked = true"])
    }

    func testElseIsNeverAmbiguousWithItsSiblings() {
        let control = counter("count > 3", "else")
        XCTAssertEqual(findings(.ambiguousTransition, control), [])
    }

    func testUnguardedDuplicatesAreAmbiguousAndAmbiguityCannotBeSuppressed() {
        let control = build.single(
            events: ["tap"], initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b"),
                build.transition(from: ["a", "b"], on: ["tap"], to: "a", suppress: ["ambiguous-transition"]),
            ], suppress: ["ambiguous-transition"])
        assertOne(
            .ambiguousTransition, in: control, at: control.regions[0].transitions[1].location,
            mentions: ["can both fire;"])
    }

    func testRegionStatesAppearInWitnesses() {
        let press = build.region(
            "press", initial: ["up"], states: [build.state("up"), build.state("down")],
            transitions: [
                build.transition(from: ["up"], on: ["touchDown"], to: "down"),
                build.transition(from: ["down"], on: ["touchUpInside"], to: "up"),
            ])
        let selection = build.region(
            "selection", initial: ["off"], states: [build.state("off"), build.state("on")],
            transitions: [
                build.transition(from: ["off"], on: ["touchUpInside"], to: "on"),
                build.transition(from: ["off"], on: ["touchUpInside"], to: "off", when: "press == .down"),
                build.transition(from: ["on"], on: ["touchUpInside"], to: "off"),
            ])
        let control = build.control(regions: [press, selection])
        assertOne(
            .ambiguousTransition, in: control, at: selection.transitions[1].location,
            mentions: ["state `off` of region `selection`", "press = .down"])
    }
}
