import ControlSpecRuntime
import XCTest

#if canImport(UIKit) && os(Linux)
    import UIKit
#endif
#if canImport(SwiftUI) && canImport(UIKit) && os(Linux)
    import SwiftUI
#endif

/// An input that sends an event (`changes:`), in `Examples/DownloadButton.control.yaml`: setting
/// `progress` sends `progressChanged`, and the download is done when the app sets it to 1.
final class ChangeEventTests: XCTestCase {
    func testSettingTheProgressToOneFinishesTheDownload() throws {
        var button = DownloadButtonMachine()
        XCTAssertNil(button.setProgress(1), "idle answers no progress")
        XCTAssertEqual(button.state, .idle)
        XCTAssertEqual(button.progress, 1, "the value is stored even when nothing fires")
        button.send(.tap)
        XCTAssertNil(button.setProgress(0.5), "0.5 < 1: the guard is false")
        XCTAssertEqual(button.state, .downloading)
        XCTAssertEqual(button.progress, 0.5)
        let step = try XCTUnwrap(button.setProgress(1))
        XCTAssertEqual(step.transition, .downloadingOnProgressChanged)
        XCTAssertEqual(step.source, .downloading)
        XCTAssertEqual(step.target, .done)
        XCTAssertEqual(button.state, .done)
    }

    func testTheEventIsSentOnEverySettingAlsoOfAnEqualValue() {
        var button = DownloadButtonMachine()
        button.setProgress(1)
        button.send(.tap)
        XCTAssertEqual(button.setProgress(1)?.target, .done, "1 again: the event is sent again")
    }

    func testTheEventIsAnEventOfTheMachineButNotAVoiceOverAction() {
        XCTAssertTrue(DownloadButtonMachine.Event.allCases.contains(.progressChanged))
        XCTAssertNil(DownloadButtonMachine.touchEvent(for: .progressChanged), "a custom event")
        XCTAssertEqual(
            DownloadButtonMachine.accessibility.actions.map(\.name), ["finished", "failed"],
            "the setter sends it; VoiceOver does not offer it")
    }
}

#if canImport(UIKit) && os(Linux)
    /// The same on the UIKit double: the control's `progress` setter sends the event and plays
    /// the step like any other.
    final class ChangeEventViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated { ImageLoader.missingImageHandler = { _, _ in } }
        }

        func testTheControlsSetterFinishesTheDownload() {
            MainActor.assumeIsolated {
                let button = DownloadButton(frame: CGRect(x: 0, y: 0, width: 140, height: 44))
                var states: [DownloadButtonMachine.State] = []
                button.driver.onChange = { states.append($0.state) }
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(button.machine.state, .downloading)
                XCTAssertFalse(button.isEnabled)
                button.progress = 0.25
                XCTAssertEqual(button.machine.state, .downloading)
                XCTAssertEqual(button.progress, 0.25)
                let before = states.count
                button.progress = 1
                // One step, played once: the machine's `setProgress(_:)` stored the value and sent
                // the event, and the driver played what it returned (`ControlDriver.play(_:)`).
                XCTAssertEqual(states.count, before + 1, "one change reported for one setting")
                XCTAssertEqual(button.machine.state, .done)
                XCTAssertTrue(button.isEnabled, "the done look is shown")
                XCTAssertEqual(button.accessibilityValue, "done")
                XCTAssertEqual(button.accessibilityCustomActions?.map(\.name), ["finished", "failed"])
                XCTAssertEqual(states.last, .done)
            }
        }
    }
#endif

#if canImport(SwiftUI) && canImport(UIKit) && os(Linux)
    /// A SwiftUI binding of the progress reaches the machine through the setter, so it sends the
    /// event, and only when the bound value differs from the control's.
    final class ChangeEventSwiftUITests: XCTestCase {
        func testABoundProgressOfOneFinishesTheDownload() {
            MainActor.assumeIsolated {
                ImageLoader.missingImageHandler = { _, _ in }
                var state = DownloadButtonMachine.State.idle
                var progress = 0.0
                let view = DownloadButton.SwiftUIView(
                    state: Binding(get: { state }, set: { state = $0 }),
                    progress: Binding(get: { progress }, set: { progress = $0 }))
                let button = view.makeUIView(context: .init())
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(state, .downloading)
                progress = 1
                view.updateUIView(button, context: .init())
                XCTAssertEqual(button.machine.state, .done)
                XCTAssertEqual(state, .done, "the state binding follows")
            }
        }
    }
#endif
