import ControlSpecRuntime
import Controls

/// The seed scenarios, one per control, played on the machines the plugin generated.
enum Scenes {
    static func playAll(on board: inout Storyboard) {
        sortButton(&board)
        flatButton(&board)
        likeButton(&board)
        tickView(&board)
        checkBox(&board)
        radioButton(&board)
        mediaButton(&board)
        TimedScenes.playAll(on: &board)
    }

    static func mediaButton(_ board: inout Storyboard) {
        board.scene(
            "MediaButton", "play (buffering, then running), stall, resume, pause from a child, resume there")
        var button = MediaButtonMachine()
        for event: MediaButtonMachine.Event in [.tap, .resumed, .stalled, .resumed] {
            board.send(event, to: &button, name: \.state.rawValue)
        }
        board.expect(button.state.playing == .running, "stall and resume to end running within playing")
        board.send(.tap, to: &button, name: \.state.rawValue)
        board.expect(button.state == .paused, "the tap `playing` answers to pause from running")
        board.send(.tap, to: &button, name: \.state.rawValue)
        board.expect(button.state == .running, "`history: shallow` to resume running, where it was left")
    }

    static func sortButton(_ board: inout Storyboard) {
        board.scene("SortButton", "tap three times, then a row of three headers (SortButtonGroup)")
        var button = SortButtonMachine()
        for _ in 0..<3 { board.send(.tap, to: &button, name: \.state.rawValue) }
        board.expect(button.state == .ascending, "tap ×3 to end ascending")
        var row = SortButtonGroup(count: 3)
        board.note("a row of 3 headers, all unselected")
        board.send(.tap, to: 0, of: &row, name: \.state.rawValue)
        board.send(.tap, to: 1, of: &row, name: \.state.rawValue)
        board.expect(
            row.members.map(\.state) == [.unselected, .ascending, .unselected],
            "a tap on header #1 to return header #0 to unselected")
        board.send(.tap, to: 1, of: &row, name: \.state.rawValue)
        board.expect(row.active == 1 && row.members[1].state == .descending, "header #1 to turn descending")
        button.title = "Sales"
        Describe.layout(button.look, in: LayoutSize(width: 100, height: 30)).forEach { board.note($0) }
    }

    static func flatButton(_ board: inout Storyboard) {
        board.scene("FlatButton", "press, drag out, drag back in, release (region press)")
        var button = FlatButtonMachine()
        let name: (FlatButtonMachine) -> String = { "press=\($0.state.press.rawValue)" }
        var release: FlatButtonMachine.Step?
        for event: FlatButtonMachine.Event in [.touchDown, .touchDragExit, .touchDragEnter, .touchUpInside] {
            release = board.send(event, to: &button, name: name)
        }
        board.expect(button.state.press == .up, "touchUpInside to bring the button up")
        let springs = release?.animations.contains { animation in
            if case .spring = animation.timing { return true }
            return false
        }
        board.expect(springs == true, "touchUpInside to spring back")
        button.title = "Buy now"
        Describe.layout(button.look, in: LayoutSize(width: 108.5, height: 26.75)).forEach { board.note($0) }
    }

    static func likeButton(_ board: inout Storyboard) {
        board.scene("LikeButton", "tap no → yes → no, then a button restored to `default` from code")
        var button = LikeButtonMachine()
        let like = board.send(.tap, to: &button, name: \.state.rawValue)
        let unlike = board.send(.tap, to: &button, name: \.state.rawValue)
        board.expect(button.state == .no, "tap ×2 to return to no")
        board.expect(
            like?.animations.map(\.name) == ["pop"] && like?.animations == unlike?.animations,
            "no → yes and yes → no to play the same pop animation")
        guard var restored = LikeButtonMachine(state: .default) else {
            return board.expect(false, "`default` to be a state the button can be restored to")
        }
        board.note("restored from code: \(restored.state.rawValue)  \(Describe.look(restored.look))")
        board.send(.tap, to: &restored, name: \.state.rawValue)
        board.expect(restored.state == .yes, "a tap on the default state to like")
    }

    static func tickView(_ board: inout Storyboard) {
        board.scene("TickView", "tap to check (the tick strokes in, then bounces), tap to uncheck")
        for image in [TickViewMachine.Images.ring, TickViewMachine.Images.tick] {
            Describe.image(image).forEach { board.note($0) }
        }
        var tick = TickViewMachine()
        let check = board.send(.tap, to: &tick, name: \.state.rawValue)
        board.send(.tap, to: &tick, name: \.state.rawValue)
        board.expect(tick.state == .unchecked, "tap ×2 to return to unchecked")
        board.expect(
            check?.animations.flatMap(\.tracks).map(\.property) == [.strokeEnd, .scale],
            "checking to animate strokeEnd, then scale")
    }

    static func checkBox(_ board: inout Storyboard) {
        board.scene("CheckBox", "tap toggles off ↔ on")
        var box = CheckBoxMachine()
        box.title = "Remember me"
        board.note("title \"\(box.title)\" (app data: the app sets it, the label shows it)")
        for _ in 0..<3 { board.send(.tap, to: &box, name: \.state.rawValue) }
        board.expect(box.state == .on, "tap ×3 to end on")
        Describe.layout(box.look, in: LayoutSize(width: 260, height: 32)).forEach { board.note($0) }
    }

    static func radioButton(_ board: inout Storyboard) {
        board.scene("RadioButton", "tapping an on radio does nothing; in a group at most one is on")
        var radio = RadioButtonMachine()
        board.send(.tap, to: &radio, name: \.state.rawValue)
        board.send(.tap, to: &radio, name: \.state.rawValue)
        board.expect(radio.state == .on, "a second tap to leave the radio on")
        var group = RadioButtonGroup(count: 3)
        board.note("a group of 3 radios, all off")
        for index in [0, 2, 2, 1] {
            board.send(.tap, to: index, of: &group, name: \.state.rawValue)
            let on = group.members.filter { $0.state == .on }.count
            board.expect(on <= 1, "at most one radio on, not \(on)")
        }
        board.expect(group.active == 1, "radio #1 to be the selected one")
        board.note("at most one radio was on after every tap")
    }
}
