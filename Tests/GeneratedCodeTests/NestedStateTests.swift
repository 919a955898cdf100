import ControlSpecRuntime
import XCTest

/// The nested examples driven through their generated machines: a parent's transition answers in
/// every child that does not answer the event itself, entering a parent enters its initial child,
/// children show their parent's look refined by their own, and the per-parent enums say where the
/// control is. Expected values are read from the specs (MediaButton.control.yaml,
/// CancelDownload.control.yaml), not from the machines.
final class NestedStateTests: XCTestCase {
    /// MediaButton: events and what follows each, as the spec says.
    static let mediaScenario:
        [(event: MediaButtonMachine.Event, state: MediaButtonMachine.State, value: String)] = [
            (.tap, .buffering, "loading"),  // entering `playing` enters its initial child
            (.resumed, .running, "playing"),  // `running` sets nothing: the parent's value
            (.stalled, .buffering, "loading"),
            (.resumed, .running, "playing"),
            (.tap, .paused, "paused"),  // the parent's tap, from `running`
            (.tap, .running, "playing"),  // `history: shallow`: `playing` resumes the child it was left in
            (.stalled, .buffering, "loading"),
            (.ended, .paused, "paused"),  // the parent's `ended`, from `buffering`
            (.tap, .buffering, "loading"),  // resumes `buffering`, where it was left this time
            (.tap, .paused, "paused"),
            (.resumed, .paused, "paused"),  // ignored outside `playing`
        ]

    func testMediaButtonRemembersTheChildItLeftAndRestoringStartsOver() {
        var machine = MediaButtonMachine()
        XCTAssertEqual(machine.playingHistory, .buffering, "before `playing` is left: its `initial:`")
        machine.send(.tap)
        machine.send(.resumed)
        XCTAssertEqual(machine.playingHistory, .buffering, "recorded when `playing` is left, not before")
        let step = machine.send(.tap)
        XCTAssertEqual(step?.target, .paused)
        XCTAssertEqual(machine.playingHistory, .running)
        // Two machines paused that would resume differently are different values.
        XCTAssertNotEqual(machine, MediaButtonMachine())
        XCTAssertEqual(machine.send(.tap)?.target, .running, "the step names the leaf it resumed")
        // Restoring (`init?(state:)`, what `setState` uses) starts every memory at its first entry.
        var restored = MediaButtonMachine(state: .paused)
        XCTAssertEqual(restored?.playingHistory, .buffering)
        restored?.send(.tap)
        XCTAssertEqual(restored?.state, .buffering)
    }

    func testMediaButtonParentTransitionsAnswerInEveryChild() {
        var machine = MediaButtonMachine()
        for (number, step) in Self.mediaScenario.enumerated() {
            machine.send(step.event)
            XCTAssertEqual(machine.state, step.state, "step \(number)")
            XCTAssertEqual(machine.look.accessibilityValue, step.value, "step \(number)")
        }
    }

    func testMediaButtonChildrenInheritThePlayingLook() {
        XCTAssertEqual(MediaButtonMachine.look(of: .running).selected, true, "from `playing`")
        XCTAssertEqual(MediaButtonMachine.look(of: .buffering).selected, true, "from `playing`")
        XCTAssertEqual(MediaButtonMachine.look(of: .paused).selected, false)
        XCTAssertEqual(MediaButtonMachine.look(of: .running).accessibilityLabel, "Play")
    }

    func testMediaButtonStateSaysWhereItIsWithinPlaying() {
        var machine = MediaButtonMachine()
        XCTAssertNil(machine.state.playing)
        machine.send(.tap)
        XCTAssertEqual(machine.state.playing, .buffering)
        machine.send(.resumed)
        XCTAssertEqual(machine.state.playing, .running)
        // Restoring by path: the initial list names `playing.running` and `playing.buffering`.
        XCTAssertNotNil(MediaButtonMachine(state: .running))
        XCTAssertNotNil(MediaButtonMachine(state: .buffering))
    }

    func testMediaButtonParentTransitionIsOneCaseForEveryChild() {
        var machine = MediaButtonMachine()
        machine.send(.tap)
        let fromBuffering = machine.send(.tap)
        machine.send(.tap)
        machine.send(.resumed)
        let fromRunning = machine.send(.tap)
        XCTAssertEqual(fromBuffering?.transition, .playingOnTap)
        XCTAssertEqual(fromRunning?.transition, .playingOnTap)
        XCTAssertEqual(fromRunning?.outputs, [.valueChanged])
    }

    /// CancelDownload: one `from: active` cancel answers in `waiting` and in `downloading`.
    func testCancelDownloadCancelsFromEveryActiveState() {
        var machine = CancelDownloadMachine()
        XCTAssertEqual(machine.send(.tap)?.outputs, [.start])
        XCTAssertEqual(machine.state, .waiting, "entering `active` enters its first child")
        XCTAssertEqual(machine.state.active, .waiting)
        XCTAssertEqual(machine.look.accessibilityValue, "waiting")
        let fromWaiting = machine.send(.tap)
        XCTAssertEqual(fromWaiting?.transition, .activeOnTap)
        XCTAssertEqual(fromWaiting?.outputs, [.cancel])
        XCTAssertEqual(machine.state, .idle)
        machine.send(.tap)
        machine.send(.started)
        XCTAssertEqual(machine.state, .downloading)
        XCTAssertEqual(machine.look.accessibilityValue, "in progress", "the parent's value")
        let fromDownloading = machine.send(.tap)
        XCTAssertEqual(fromDownloading?.transition, .activeOnTap)
        XCTAssertEqual(machine.state, .idle)
        XCTAssertNil(machine.state.active)
    }

    func testCancelDownloadDoneReturnsAfterTwoSeconds() {
        var machine = CancelDownloadMachine()
        machine.send(.tap)
        machine.send(.started)
        machine.send(.finished)
        XCTAssertEqual(machine.state, .done)
        XCTAssertEqual(machine.nextDeadline, .seconds(2))
        XCTAssertEqual(machine.advanceClock(to: .seconds(2)).map(\.target), [.idle])
    }
}
