@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

/// The seed scenarios, driven through the machines generated from `Examples/`.
final class ExampleScenarioTests: XCTestCase {
    func testSortButtonTapTapTap() {
        var button = SortButtonMachine()
        XCTAssertEqual(button.state, .unselected)
        XCTAssertEqual(button.send(.tap)?.target, .ascending)
        XCTAssertEqual(button.send(.tap)?.target, .descending)
        XCTAssertEqual(button.send(.tap)?.target, .ascending)
        XCTAssertEqual(button.state, .ascending)
        XCTAssertEqual(button.look.selected, true)
        XCTAssertEqual(button.look.images.map(\.source), [.asset("red_arrow_up")])
        XCTAssertEqual(button.look.accessibilityValue, "ascending")
    }

    func testSortButtonIgnoresDeselectWhenUnselected() {
        var button = SortButtonMachine()
        XCTAssertNil(button.send(.deselect))
        XCTAssertEqual(button.state, .unselected)
    }

    func testSortButtonGroupReturnsPreviousMemberToUnselected() {
        var row = SortButtonGroup(count: 3)
        XCTAssertNil(row.active)
        row.send(.tap, to: 0)
        XCTAssertEqual(row.active, 0)
        XCTAssertEqual(row.members[0].state, .ascending)
        let result = row.send(.tap, to: 1)
        XCTAssertEqual(result.step?.target, .ascending)
        XCTAssertEqual(result.releasedMember, 0)
        XCTAssertEqual(result.releaseStep?.target, .unselected)
        XCTAssertEqual(row.members.map(\.state), [.unselected, .ascending, .unselected])
        XCTAssertEqual(row.active, 1)
        row.send(.tap, to: 1)
        XCTAssertEqual(row.members.map(\.state), [.unselected, .descending, .unselected])
        XCTAssertEqual(row.active, 1)
    }

    func testFlatButtonPressSequence() throws {
        var button = FlatButtonMachine()
        XCTAssertEqual(button.state.press, .up)
        let down = try XCTUnwrap(button.send(.touchDown))
        XCTAssertEqual(down.target.press, .down)
        XCTAssertEqual(
            down.animations.first?.tracks, [TrackDescription(target: .control, property: .scale, to: 0.95)])
        XCTAssertEqual(button.send(.touchDragExit)?.target.press, .up)
        XCTAssertEqual(button.send(.touchDragEnter)?.target.press, .down)
        let release = try XCTUnwrap(button.send(.touchUpInside))
        XCTAssertEqual(release.target.press, .up)
        let spring = try XCTUnwrap(release.animations.first)
        XCTAssertEqual(spring.name, "springBack")
        XCTAssertEqual(
            spring.timing,
            .spring(AnimationDescription.Spring(popBounciness: 22, speed: 12, velocity: 6)),
            "the seed's POP spring")
        XCTAssertEqual(spring.tracks, [TrackDescription(target: .control, property: .scale, to: 1)])
        XCTAssertEqual(release.outputs, [], "UIButton itself sends primaryActionTriggered")
        XCTAssertNil(button.send(.touchUpInside), "a release while up is ignored")
    }

    /// The seed's motion through the timeline: the press eases to 0.95 along Core Animation's
    /// default curve in POP's default 0.4 s; the release is POP's spring (bounciness 22, speed 12,
    /// velocity 6), which from 0.95 overshoots to about 1.21 and settles within its duration.
    func testFlatButtonPressAndReleaseFollowTheSeed() {
        let press = Timeline(animations: [FlatButtonMachine.Animations.shrink])
        XCTAssertEqual(press.duration, 0.4)
        XCTAssertEqual(press.pose(of: .control, at: 0.4).scaleX, 0.95)
        // Core Animation's default curve at the Bézier's parameter s = 0.5: x = 3·0.25·0.5·0.25 +
        // 3·0.5·0.25·0.25 + 0.125 = 0.3125 of the time (0.125 s), y = 3·0.25·0.5·0.1 + 3·0.5·0.25·1 +
        // 0.125 = 0.5375 of the way.
        XCTAssertEqual(press.pose(of: .control, at: 0.125).scaleY, 1 - 0.05 * 0.5375, accuracy: 1e-9)
        let release = press.interrupted(at: 0.4, by: [FlatButtonMachine.Animations.springBack])
        // Independently: x(t) = e^(−ζω₀t)(x₀cos ω_d t + (v₀ + ζω₀x₀)/ω_d sin ω_d t) with POP's tension
        // 342.1006 and friction 9.3817 (mass 1), x₀ = 0.95 − 1, v₀ = 6.
        let decay = 9.381_692 / 2
        let damped = (342.100_588 - decay * decay).squareRoot()
        var peak = (time: 0.0, scale: 0.0)
        for step in 0...2000 {
            let time = Double(step) * release.duration / 2000
            let x =
                exp(-decay * time)
                * (-0.05 * cos(damped * time) + (6 - 0.05 * decay) / damped * sin(damped * time))
            let scale = release.pose(of: .control, at: time)
            XCTAssertEqual(scale.scaleX, 1 + x, accuracy: 1e-3, "t = \(time)")
            XCTAssertEqual(scale.scaleY, scale.scaleX)
            if scale.scaleX > peak.scale { peak = (time, scale.scaleX) }
        }
        XCTAssertEqual(peak.scale, 1.2147, accuracy: 1e-3, "POP's figure: about 1.21")
        XCTAssertEqual(peak.time, 0.082, accuracy: 2e-3)
        XCTAssertEqual(release.duration, 1.4726, accuracy: 1e-4, "ln(1000)/(friction/2)")
        // Settled: from the duration on, within 1/1000 of the swing's amplitude (0.3261).
        for step in 0...500 {
            let time = release.duration * (1 + Double(step) / 500)
            let x = exp(-decay * time) * hypot(-0.05, (6 - 0.05 * decay) / damped)
            XCTAssertLessThanOrEqual(x, 0.001 * 0.3262)
        }
    }

    func testLikeButtonTogglesWithPopAnimation() throws {
        var button = LikeButtonMachine()
        XCTAssertEqual(button.state, .no)
        let like = try XCTUnwrap(button.send(.tap))
        XCTAssertEqual(like.target, .yes)
        let pop = try XCTUnwrap(like.animations.first)
        XCTAssertEqual(pop.duration, 0.3)
        XCTAssertEqual(pop.timing, .curve(.easeInOut))
        let incoming = Pose.poses(of: .incoming, in: pop)
        XCTAssertEqual(incoming.from.scaleX, 0.1)
        XCTAssertEqual(incoming.from.opacity, 0)
        XCTAssertEqual(incoming.to.scaleX, 1)
        XCTAssertEqual(incoming.to.opacity, 1)
        let outgoing = Pose.poses(of: .outgoing, in: pop)
        XCTAssertEqual(outgoing.from.scaleX, 1)
        XCTAssertEqual(outgoing.to.scaleX, 2)
        XCTAssertEqual(outgoing.to.opacity, 0)
        XCTAssertEqual(like.outputs.compactMap(\.builtin), [.valueChanged])
        let unlike = try XCTUnwrap(button.send(.tap))
        XCTAssertEqual(unlike.target, .no)
        XCTAssertEqual(unlike.animations, [pop], "yes -> no mirrors no -> yes with the same tracks")
    }

    func testLikeButtonRestoresDefaultFromCode() throws {
        var button = try XCTUnwrap(LikeButtonMachine(state: .default))
        XCTAssertEqual(button.state, .default)
        XCTAssertEqual(button.look.accessibilityValue, "not rated")
        XCTAssertEqual(LikeButtonMachine(state: .yes)?.look.accessibilityValue, "liked", "set from code")
        XCTAssertNil(FlatButtonMachine(state: .init(press: .down)), "down is not a declared initial state")
        XCTAssertEqual(button.send(.tap)?.target, .yes)
    }

    func testTickViewChecksWithStrokeEnd() throws {
        var tick = TickViewMachine()
        XCTAssertEqual(tick.state, .unchecked)
        let check = try XCTUnwrap(tick.send(.tap))
        XCTAssertEqual(check.target, .checked)
        let animation = try XCTUnwrap(check.animations.first)
        XCTAssertEqual(animation.duration, 0.5)
        XCTAssertEqual(animation.timing, .curve(.linear))
        XCTAssertEqual(
            animation.tracks.first, TrackDescription(target: .incoming, property: .strokeEnd, from: 0, to: 1))
        XCTAssertEqual(animation.tracks.count, 2, "then a bounce: SequencedTimelineTests")
        let images = tick.look.images
        XCTAssertEqual(images.map(\.name), ["tick"])
        guard case .shape(let primitives) = images.first?.source else { return XCTFail("tick is a shape") }
        XCTAssertEqual(primitives.count, 2)
        XCTAssertEqual(primitives[0].fill, .system("systemGreen"), "backColor resolved")
        XCTAssertEqual(
            primitives[1].geometry,
            .path(
                points: [
                    ShapePoint(x: 0.23, y: 0.43), ShapePoint(x: 0.45, y: 0.70), ShapePoint(x: 0.79, y: 0.35),
                ],
                closed: false))
        XCTAssertEqual(primitives[1].stroke, .system("white"))
        XCTAssertEqual(primitives[1].width, .fractionOfWidth(0.06))
        XCTAssertEqual(primitives[1].cap, .round)
        XCTAssertEqual(primitives[1].join, .round)
        let uncheck = try XCTUnwrap(tick.send(.tap))
        XCTAssertEqual(uncheck.target, .unchecked)
        XCTAssertEqual(uncheck.animations, [])
    }

    func testCheckBoxToggles() {
        var box = CheckBoxMachine()
        XCTAssertEqual(box.state, .off)
        XCTAssertEqual(box.send(.tap)?.target, .on)
        XCTAssertEqual(box.look.images.map(\.source), [.asset("checked")])
        XCTAssertEqual(box.send(.tap)?.target, .off)
        XCTAssertEqual(box.look.images.map(\.source), [.asset("unchecked")])
        box.title = "Remember me"
        XCTAssertEqual(box.send(.tap)?.outputs.compactMap(\.builtin), [.valueChanged])
    }

    func testRadioButtonTapOnIsIgnored() {
        var radio = RadioButtonMachine()
        XCTAssertEqual(radio.send(.tap)?.target, .on)
        XCTAssertNil(radio.send(.tap), "tapping an on radio does nothing")
        XCTAssertEqual(radio.state, .on)
    }

    func testRadioGroupNeverHasTwoOn() {
        // Every sequence of up to five events over three radios keeps at most one radio on.
        let events = RadioButtonMachine.Event.allCases
        var sequences: [[(RadioButtonMachine.Event, Int)]] = [[]]
        for _ in 0..<5 {
            sequences = sequences.flatMap { prefix in
                events.flatMap { event in (0..<3).map { prefix + [(event, $0)] } }
            }
        }
        for sequence in sequences {
            var group = RadioButtonGroup(count: 3)
            for (event, member) in sequence {
                group.send(event, to: member)
                let on = group.members.indices.filter { group.members[$0].state == .on }
                XCTAssertLessThanOrEqual(on.count, 1)
                XCTAssertEqual(group.active, on.first)
            }
        }
        XCTAssertEqual(sequences.count, 7776)
    }

    func testRadioGroupSelectsTheTappedMember() {
        var group = RadioButtonGroup(count: 3)
        group.send(.tap, to: 2)
        let result = group.send(.tap, to: 0)
        XCTAssertEqual(result.releasedMember, 2)
        XCTAssertEqual(group.members.map(\.state), [.on, .off, .off])
        XCTAssertEqual(group.active, 0)
        XCTAssertEqual(group.send(.tap, to: 7).step, nil, "an index outside the group is ignored")
    }
}
