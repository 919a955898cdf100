import ControlSpecRuntime
import Controls

/// The timed examples on a virtual clock: the storyboard tells each machine the time.
enum TimedScenes {
    static func playAll(on board: inout Storyboard) {
        copyButton(&board)
        holdToConfirm(&board)
        downloadButton(&board)
        syncButton(&board)
    }

    static func copyButton(_ board: inout Storyboard) {
        board.scene("CopyButton", "tap, then back to Copy by itself at 2 s")
        var button = CopyButtonMachine()
        board.send(.tap, to: &button, name: \.state.rawValue)
        board.advance(&button, to: .milliseconds(1900), name: \.state.rawValue)
        board.expect(button.state == .copied, "still copied at 1.9 s")
        board.advance(&button, to: .seconds(2), name: \.state.rawValue)
        board.expect(button.state == .idle, "back to idle at 2 s")
    }

    static func holdToConfirm(_ board: inout Storyboard) {
        board.scene("HoldToConfirm", "released at 1.4 s: nothing; held 1.5 s: confirmed")
        var button = HoldToConfirmMachine()
        board.send(.touchDown, to: &button, name: \.state.rawValue)
        board.advance(&button, to: .milliseconds(1400), name: \.state.rawValue)
        board.send(.touchUpInside, to: &button, name: \.state.rawValue)
        board.expect(button.state == .idle, "an early release to confirm nothing")
        board.send(.touchDown, to: &button, name: \.state.rawValue)
        board.advance(&button, to: .milliseconds(2900), name: \.state.rawValue)
        board.expect(button.state == .confirmed, "a 1.5 s hold to confirm")
    }

    static func downloadButton(_ board: inout Storyboard) {
        board.scene("DownloadButton", "no answer: fails at 30 s, back to Download at 33 s")
        var button = DownloadButtonMachine()
        board.send(.tap, to: &button, name: \.state.rawValue)
        board.advance(&button, to: .seconds(40), name: \.state.rawValue)
        board.expect(button.state == .idle, "timed out and cleared by 40 s")
        board.send(.tap, to: &button, name: \.state.rawValue)
        button.setProgress(1)  // the app's progress: `changes:` sends `progressChanged`
        board.expect(button.state == .done, "the app's progress reaching 1 finishes it")
    }

    static func syncButton(_ board: inout Storyboard) {
        board.scene("SyncButton", "offline while syncing, cancelled, synced, back to Sync at 3 s")
        var button = SyncButtonMachine()
        let name: (SyncButtonMachine) -> String = { machine in
            let state = machine.state
            return [
                state.main.rawValue, "transfer=" + (state.transfer?.rawValue ?? "-"),
                "network=" + (state.network?.rawValue ?? "-"),
            ].joined(separator: ",")
        }
        board.send(.tap, to: &button, name: name)
        board.send(.lost, to: &button, name: name)
        board.expect(button.state.network == .offline, "the network region goes offline inside syncing")
        board.send(.tap, to: &button, name: name)
        board.expect(
            button.state.transfer == nil && button.state.network == nil, "a tap cancels all of syncing")
        board.send(.tap, to: &button, name: name)
        board.expect(button.state.network == .online, "syncing again starts online")
        board.send(.started, to: &button, name: name)
        board.send(.finished, to: &button, name: name)
        board.advance(&button, to: .seconds(3), name: name)
        board.expect(button.state.main == .idle, "back to idle 3 s after synced")
    }
}
