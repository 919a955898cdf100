import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// region-write-conflict and group-release-missing.
final class RegionAndGroupTests: AnalyzerTestCase {
    private func flatButton(selectionGuard: String?) -> (Control, Region, Region) {
        let press = build.region(
            "press", initial: ["up"], states: [build.state("up"), build.state("down")],
            transitions: [
                build.transition(
                    from: ["up"], on: ["touchDown"], to: "down",
                    set: [("pressCount", .offset(of: "pressCount", by: 1))]),
                build.transition(
                    from: ["down"], on: ["touchUpInside"], to: "up", set: [("lastTouch", .enumCase("press"))]),
            ])
        let selection = build.region(
            "selection", initial: ["off"], states: [build.state("off"), build.state("on")],
            transitions: [
                build.transition(
                    from: ["off"], on: ["touchUpInside"], to: "on", when: selectionGuard,
                    set: [("lastTouch", .enumCase("select"))]),
                build.transition(from: ["on"], on: ["touchUpInside"], to: "off"),
            ])
        let control = build.control(
            properties: [
                build.int("pressCount", range: 0...3, input: true),
                build.enumeration("lastTouch", ["none", "press", "select"]),
            ],
            regions: [press, selection])
        return (control, press, selection)
    }

    func testTwoRegionsWritingOnePropertyOnOneEvent() {
        let (control, press, selection) = flatButton(selectionGuard: nil)
        let diagnostic = assertOne(
            .regionWriteConflict, in: control, at: selection.transitions[0].location,
            mentions: ["`touchUpInside`", "`lastTouch`", "press = .down, selection = .off"])
        XCTAssertEqual(diagnostic?.notes.map(\.location), [press.transitions[1].location])
    }

    func testGuardOnTheOtherRegionRemovesTheConflict() {
        let (control, _, _) = flatButton(selectionGuard: "press == .up")
        XCTAssertEqual(findings(.regionWriteConflict, control), [])
    }

    private func sortButton(_ extra: [Transition]) -> Control {
        build.single(
            events: ["tap", "deselect"], initial: ["unselected"],
            states: [build.state("unselected"), build.state("ascending"), build.state("descending")],
            transitions: [
                build.transition(from: ["unselected"], on: ["tap"], to: "ascending"),
                build.transition(from: ["ascending"], on: ["tap"], to: "descending"),
                build.transition(from: ["descending"], on: ["tap"], to: "ascending"),
            ] + extra,
            group: build.group(idle: ["unselected"], release: "deselect"))
    }

    func testSortButtonReleasesEveryNonIdleState() {
        let control = sortButton([
            build.transition(from: ["ascending", "descending"], on: ["deselect"], to: "unselected")
        ])
        XCTAssertEqual(analyze(control), [])
    }

    func testStateThatIgnoresRelease() {
        let control = sortButton([build.transition(from: ["ascending"], on: ["deselect"], to: "unselected")])
        assertOne(
            .groupReleaseMissing, in: control, at: control.regions[0].states[2].name.location,
            mentions: ["`descending`", "ignores `deselect`"])
    }

    func testConditionalReleaseIsMissingWhereItsGuardFails() {
        var control = sortButton([
            build.transition(
                from: ["ascending", "descending"], on: ["deselect"], to: "unselected", when: "!pinned")
        ])
        control.properties = [build.bool("pinned", input: true)]
        let found = findings(.groupReleaseMissing, control)
        XCTAssertEqual(found.map(\.location), control.regions[0].states[1...].map(\.name.location))
        XCTAssertTrue(
            found.first?.message.contains("`ascending` is not idle but ignores `deselect` when pinned = true")
                ?? false)
    }

    func testReleaseToANonIdleState() {
        let control = sortButton([
            build.transition(from: ["ascending"], on: ["deselect"], to: "unselected"),
            build.transition(from: ["descending"], on: ["deselect"], to: "ascending"),
        ])
        let diagnostic = assertOne(
            .groupReleaseMissing, in: control, at: control.regions[0].states[2].name.location,
            mentions: ["goes to `ascending`", "not idle"])
        XCTAssertEqual(diagnostic?.notes.map(\.location), [control.regions[0].transitions[4].location])
    }

    func testIdleStatesCountAsAWayBack() {
        let control = build.single(
            events: ["tap", "release"], initial: ["start"],
            states: [build.state("start"), build.state("off"), build.state("on")],
            transitions: [
                build.transition(from: ["start"], on: ["tap"], to: "on"),
                build.transition(from: ["off"], on: ["tap"], to: "on"),
                build.transition(from: ["on"], on: ["release"], to: "off"),
            ],
            group: build.group(idle: ["off", "start"], release: "release"))
        XCTAssertEqual(analyze(control), [])
    }
}
