import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// unused-declaration, animation-conflict, value-out-of-range from `set`.
final class DeclarationTests: AnalyzerTestCase {
    func testUnusedEventOutputImageColorAndAnimation() {
        let region = build.region(
            nil, initial: ["a"], states: [build.state("a", images: ["shown"]), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", emit: ["changed"], animation: "used"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ])
        let control = build.control(
            properties: [build.string("title")], events: ["tap", "spare"], outputs: ["changed", "silent"],
            images: ["shown", "extra"], colors: ["accent"],
            animations: [
                build.animation("used", [build.track(.incoming, .opacity, to: 1)]),
                build.animation("idle", [build.track(.control, .scale, to: 1)]),
            ],
            regions: [region])
        let found = findings(.unusedDeclaration, control)
        XCTAssertEqual(
            found.map(\.location),
            [
                control.events[1], control.outputs[1], control.images[1].name, control.colors[0].name,
                control.animations[1].name,
            ]
            .map(\.location).sorted())
        XCTAssertTrue(found.contains { $0.message.hasPrefix("event `spare`") })
        XCTAssertTrue(found.contains { $0.message.hasPrefix("animation `idle`") })
        XCTAssertFalse(found.contains { $0.message.contains("title") }, "properties are never flagged")
    }

    func testReleaseAndTrackTargetsCountAsUses() {
        let region = build.region(
            nil, initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", animation: "spin"),
                build.transition(from: ["b"], on: ["deselect"], to: "a"),
            ])
        let control = build.control(
            events: ["tap", "deselect"], images: ["arrow"],
            animations: [build.animation("spin", [build.track(.image("arrow"), .rotation, to: 180)])],
            regions: [region], group: build.group(idle: ["a"], release: "deselect"))
        XCTAssertEqual(findings(.unusedDeclaration, control), [])
    }

    func testADeclaredAliasIsUsedByItsEventUnderTheOtherName() {
        let region = build.region(
            nil, initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["touchUpInside"], to: "b"),
                build.transition(from: ["b"], on: ["touchUpInside"], to: "a"),
            ])
        let control = build.control(events: ["tap", "touchDown"], regions: [region])
        XCTAssertEqual(
            findings(.unusedDeclaration, control).map(\.location), [control.events[1].location],
            "tap is touchUpInside: only touchDown is unused")
    }

    func testTwoTracksDrivingOneProperty() {
        let tracks = [
            build.track(.incoming, .opacity, to: 1), build.track(.outgoing, .opacity, to: 0),
            build.track(.incoming, .opacity, to: 0.5),
        ]
        let region = build.region(
            nil, initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", animation: "fade"),
                build.transition(from: ["b"], on: ["tap"], to: "a", animation: "fade"),
            ])
        let control = build.control(animations: [build.animation("fade", tracks)], regions: [region])
        let diagnostic = assertOne(
            .animationConflict, in: control, at: tracks[2].location, mentions: ["`opacity` of `incoming`"])
        XCTAssertEqual(diagnostic?.notes.map(\.location), [tracks[0].location])
    }

    func testDifferentTargetsDoNotConflict() {
        let tracks = [build.track(.incoming, .opacity, to: 1), build.track(.outgoing, .opacity, to: 0)]
        let region = build.region(
            nil, initial: ["a"], states: [build.state("a"), build.state("b")],
            transitions: [
                build.transition(from: ["a"], on: ["tap"], to: "b", animation: "fade"),
                build.transition(from: ["b"], on: ["tap"], to: "a"),
            ])
        XCTAssertEqual(
            analyze(build.control(animations: [build.animation("fade", tracks)], regions: [region])), [])
    }

    private func stepper(guardText: String?) -> Control {
        build.single(
            properties: [build.int("count", range: 0...10)], events: ["up", "reset"],
            initial: ["idle"], states: [build.state("idle")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["up"], to: "idle", when: guardText,
                    set: [("count", .offset(of: "count", by: 1))]),
                build.transition(from: ["idle"], on: ["reset"], to: "idle", set: [("count", .int(0))]),
            ])
    }

    func testIncrementPastTheRangeIsAnError() {
        let control = stepper(guardText: nil)
        let diagnostic = assertOne(
            .valueOutOfRange, in: control, at: control.regions[0].transitions[0].actions[0].value.location,
            mentions: ["`set: { count: count + 1 }`", "`count` 11", "0...10", "when count = 10"])
        XCTAssertEqual(diagnostic?.severity, .error)
    }

    func testGuardedIncrementStaysInRange() {
        XCTAssertEqual(analyze(stepper(guardText: "count < 10")), [])
    }

    func testCopyingAnInputCanLeaveTheRange() {
        let control = build.single(
            properties: [build.int("level", range: 0...5), build.int("wanted", range: 0...9, input: true)],
            events: ["apply"], initial: ["idle"], states: [build.state("idle")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["apply"], to: "idle", when: "wanted != 7",
                    set: [("level", .offset(of: "wanted", by: 0))])
            ])
        assertOne(
            .valueOutOfRange, in: control, at: control.regions[0].transitions[0].actions[0].value.location,
            mentions: ["`level` 6", "wanted = 6"])
    }

    func testUndeclaredRangeUsesTheAnalysisDefault() {
        let control = build.single(
            properties: [build.int("taps")], events: ["tap"], initial: ["idle"],
            states: [build.state("idle")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["tap"], to: "idle", set: [("taps", .offset(of: "taps", by: 1))])
            ])
        assertOne(
            .valueOutOfRange, in: control, at: control.regions[0].transitions[0].actions[0].value.location,
            mentions: ["`taps` 1001", "0...1000 (the analysis' default", "when taps = 1000"])
    }
}
