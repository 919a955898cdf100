import ControlSpecRuntime
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
        XCTAssertEqual(spring.timing, .spring(damping: 0.3, velocity: 6))
        XCTAssertEqual(spring.duration, 0.6)
        XCTAssertEqual(spring.tracks, [TrackDescription(target: .control, property: .scale, to: 1)])
        XCTAssertEqual(release.outputs.compactMap(\.builtin), [.primaryActionTriggered])
        XCTAssertNil(button.send(.touchUpInside), "a release while up is ignored")
    }

    func testFlatButtonPoses() {
        let shrink = FlatButtonMachine.Animations.shrink
        let poses = Pose.poses(of: .control, in: shrink)
        XCTAssertEqual(poses.to.scaleX, 0.95)
        XCTAssertEqual(poses.to.scaleY, 0.95)
        XCTAssertEqual(poses.from.scaleX, 1, "no `from`: starts at the current value")
        let back = Pose.poses(of: .control, in: FlatButtonMachine.Animations.springBack, current: poses.to)
        XCTAssertEqual(back.from.scaleX, 0.95, "the spring starts where the press left the button")
        XCTAssertEqual(back.to.scaleX, 1)
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
        XCTAssertNil(LikeButtonMachine(state: .yes), "yes is not a declared initial state")
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
            animation.tracks, [TrackDescription(target: .incoming, property: .strokeEnd, from: 0, to: 1)])
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
