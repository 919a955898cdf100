#if canImport(UIKit) && os(Linux)
    @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// MediaButton on the view tree: the same scenario as `NestedStateTests`, driven by touches and
    /// custom events through the UIKit double, shows each child's inherited look (the parent's
    /// title and selection, `buffering`'s own title) and announces each state's value.
    final class NestedStateViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        /// The texts the control shows.
        @MainActor
        private static func titles(of button: MediaButton) -> [String] {
            button.driver.player.canvas.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
                .compactMap(
                    \.text)
        }

        func testMediaButtonShowsInheritedLooksOnTheViewTree() {
            MainActor.assumeIsolated {
                let button = MediaButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                XCTAssertEqual(Self.titles(of: button), ["Play"])
                XCTAssertFalse(button.isSelected)
                let titles: [MediaButtonMachine.State: String] = [
                    .paused: "Play", .buffering: "Loading…", .running: "Pause",
                ]
                for (number, step) in NestedStateTests.mediaScenario.enumerated() {
                    if step.event == .tap {
                        UIKitDouble.Finger(on: button).tap()
                    } else {
                        button.send(step.event)
                    }
                    XCTAssertEqual(button.machine.state, step.state, "step \(number)")
                    XCTAssertEqual(button.accessibilityValue, step.value, "step \(number)")
                    XCTAssertEqual(
                        button.isSelected, step.state != .paused, "`playing` is selected: step \(number)")
                    XCTAssertEqual(Self.titles(of: button), [titles[step.state] ?? "?"], "step \(number)")
                }
                // Left from `running`, `playing` resumes it; `setState` starts its memory over.
                UIKitDouble.Finger(on: button).tap()
                button.send(.resumed)
                UIKitDouble.Finger(on: button).tap()
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(button.machine.state, .running, "history on the double")
                XCTAssertEqual(Self.titles(of: button), ["Pause"])
                UIKitDouble.Finger(on: button).tap()
                XCTAssertTrue(button.setState(.paused))
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(button.machine.state, .buffering, "after setState, the first entry again")
                XCTAssertEqual(Self.titles(of: button), ["Loading…"])
            }
        }
    }
#endif
