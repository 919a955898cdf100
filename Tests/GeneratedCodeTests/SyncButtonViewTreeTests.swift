#if canImport(UIKit) && os(Linux)
    @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// SyncButton (Examples/SyncButton.control.yaml), regions inside a state, on the view tree: its
    /// generated adapter driven by taps, the app's events and a virtual clock through the UIKit
    /// double. The expectations are the spec's: `syncing` holds `transfer` (waiting "Waiting…",
    /// sending "Syncing…") and `network` (online, offline "Offline" stacked above), both nil outside
    /// it; one tap cancels from anywhere inside; `synced` shows "Synced" and returns after 3 s.
    final class SyncButtonViewTreeTests: XCTestCase {
        typealias State = SyncButtonMachine.State

        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        /// The texts the control shows, bottom to top.
        @MainActor
        private static func titles(of button: SyncButton) -> [String] {
            button.driver.player.canvas.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
                .compactMap(\.text)
        }

        /// SyncButton in a window, its timers on a virtual clock.
        @MainActor
        private static func onScreen() -> TimerDriverTests.OnScreen<SyncButton> {
            TimerDriverTests.OnScreen(
                { SyncButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44)) }, clock: \.driver.clock)
        }

        func testSyncingShowsItsRegionsAndTheNetworkStacksAbove() {
            MainActor.assumeIsolated {
                let screen = Self.onScreen()
                let button = screen.control
                var outputs: [SyncButtonMachine.Output] = []
                button.onOutput = { outputs.append($0) }
                XCTAssertEqual(button.machine.state, State(main: .idle, transfer: nil, network: nil))
                XCTAssertEqual(Self.titles(of: button), ["Sync"])
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(
                    button.machine.state, State(main: .syncing, transfer: .waiting, network: .online))
                XCTAssertEqual(outputs, [.start])
                XCTAssertEqual(Self.titles(of: button), ["Waiting…"])
                XCTAssertEqual(button.accessibilityValue, "syncing")
                button.send(.started)
                XCTAssertEqual(button.machine.state.transfer, .sending)
                XCTAssertEqual(Self.titles(of: button), ["Syncing…"])
                // Both regions answer `lost`: the transfer goes back to waiting, the network is offline.
                button.send(.lost)
                XCTAssertEqual(
                    button.machine.state, State(main: .syncing, transfer: .waiting, network: .offline))
                XCTAssertEqual(Self.titles(of: button), ["Waiting…", "Offline"], "Offline stacked above")
                XCTAssertTrue(
                    button.accessibilityValue?.contains("offline") == true,
                    "\(button.accessibilityValue ?? "nil")")
                button.send(.started)
                XCTAssertEqual(button.machine.state.transfer, .waiting, "no upload while the network is gone")
                button.send(.found)
                XCTAssertEqual(
                    button.machine.state, State(main: .syncing, transfer: .waiting, network: .online))
                XCTAssertEqual(Self.titles(of: button), ["Waiting…"])
                XCTAssertEqual(button.accessibilityValue, "syncing")
                button.send(.started)
                button.send(.finished)
                XCTAssertEqual(button.machine.state, State(main: .synced, transfer: nil, network: nil))
                XCTAssertEqual(Self.titles(of: button), ["Synced"])
                XCTAssertEqual(button.accessibilityValue, "synced")
                screen.clock.advance(by: .milliseconds(2_999))
                XCTAssertEqual(button.machine.state.main, .synced, "not before 3 s")
                screen.clock.advance(by: .milliseconds(1))
                XCTAssertEqual(
                    button.machine.state, State(main: .idle, transfer: nil, network: nil), "at 3 s")
                XCTAssertEqual(Self.titles(of: button), ["Sync"])
                XCTAssertEqual(outputs, [.start])
            }
        }

        func testOneTapCancelsFromEverySubConfigurationAndSyncingAgainStartsAnew() {
            MainActor.assumeIsolated {
                let screen = Self.onScreen()
                let button = screen.control
                var outputs: [SyncButtonMachine.Output] = []
                button.onOutput = { outputs.append($0) }
                // The app's events leading to each configuration of `transfer` and `network` reachable.
                let ways:
                    [(events: [SyncButtonMachine.Event], transfer: State.Transfer, network: State.Network)] =
                        [
                            ([], .waiting, .online), ([.started], .sending, .online),
                            ([.lost], .waiting, .offline),
                            ([.started, .lost], .waiting, .offline),
                        ]
                for way in ways {
                    UIKitDouble.Finger(on: button).tap()
                    XCTAssertEqual(
                        button.machine.state, State(main: .syncing, transfer: .waiting, network: .online),
                        "entering `syncing` starts both regions at their initial states")
                    for event in way.events { button.send(event) }
                    XCTAssertEqual(button.machine.state.transfer, way.transfer, "\(way.events)")
                    XCTAssertEqual(button.machine.state.network, way.network, "\(way.events)")
                    UIKitDouble.Finger(on: button).tap()
                    XCTAssertEqual(
                        button.machine.state, State(main: .idle, transfer: nil, network: nil), "\(way.events)"
                    )
                    XCTAssertEqual(Self.titles(of: button), ["Sync"], "\(way.events)")
                    XCTAssertEqual(button.accessibilityValue, "", "\(way.events)")
                }
                XCTAssertEqual(
                    outputs, Array(repeating: [.start, .cancel], count: ways.count).flatMap { $0 })
                XCTAssertEqual(screen.clock.pending.count, 0, "no timer runs outside `synced`")
            }
        }

        func testStatesAreRestoredOnlyWithTheNestedRegionsSettled() {
            MainActor.assumeIsolated {
                let button = SyncButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                UIKitDouble.Finger(on: button).tap()
                XCTAssertFalse(
                    button.setState(State(main: .syncing, transfer: .waiting, network: .online)),
                    "only `idle` is initial")
                XCTAssertFalse(button.setState(State(main: .idle, transfer: .waiting, network: nil)))
                XCTAssertFalse(button.setState(State(main: .idle, transfer: nil, network: .online)))
                XCTAssertEqual(button.machine.state.main, .syncing, "a refused state changes nothing")
                XCTAssertTrue(button.setState(State(main: .idle, transfer: nil, network: nil)))
                XCTAssertEqual(Self.titles(of: button), ["Sync"])
                XCTAssertNil(SyncButtonMachine(state: State(main: .synced, transfer: nil, network: nil)))
            }
        }
    }
#endif
