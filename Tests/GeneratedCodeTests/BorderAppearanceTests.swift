#if canImport(UIKit) && os(Linux)
    @_spi(Generated) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The layout's border follows light and dark like every other color of a look.
    final class BorderAppearanceTests: XCTestCase {
        /// A one-state machine whose look has a `systemBlue` border.
        private struct Framed: ControlMachine {
            enum Event: CaseIterable, Hashable, Sendable { case tap }
            enum Output: ControlOutput {
                var builtin: BuiltinOutput? { nil }
                var customIndex: Int? { nil }
            }
            struct Step: ControlStep {
                var animations: [AnimationDescription] { [] }
                var outputs: [Output] { [] }
            }

            var taps = 0
            mutating func send(_ event: Event) -> Step? {
                taps += 1
                return Step()
            }
            var look: StateLook {
                StateLook(
                    layout: LayoutDescription(
                        border: BorderDescription(width: 2, color: .system("systemBlue"), cornerRadius: 4)),
                    selected: taps.isMultiple(of: 2) ? false : true)
            }
            static func touchEvent(for event: Event) -> TouchEvent? { .touchUpInside }
            static var accessibility: ControlAccessibility<Event> { ControlAccessibility(isButton: true) }
        }

        func testTheBorderColorIsResolvedAgainWhenTheAppearanceChanges() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let host = UIControl(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
                let driver = ControlDriver<Framed>()
                driver.attach(to: host)
                // systemBlue is #007AFF in light and #0A84FF in dark (Apple's published values).
                @MainActor func red() -> CGFloat { host.layer.borderColor?.components?[0] ?? -1 }
                XCTAssertEqual(red(), 0, accuracy: 1e-6)
                UIKitDouble.setScreenStyle(.dark, in: [host])
                defer { UIKitDouble.setScreenStyle(.light, in: [host]) }
                XCTAssertEqual(red(), 10 / 255, accuracy: 1e-6, "dark")
                UIKitDouble.Finger(on: host).tap()
                XCTAssertEqual(red(), 10 / 255, accuracy: 1e-6, "a state change keeps the dark color")
                XCTAssertEqual(host.layer.borderWidth, 2)
                UIKitDouble.setScreenStyle(.light, in: [host])
                XCTAssertEqual(red(), 0, accuracy: 1e-6, "light again")
            }
        }
    }
#endif
