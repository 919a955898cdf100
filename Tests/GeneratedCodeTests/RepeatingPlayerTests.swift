#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// A repeating animation reaches Core Animation as one forward play with `repeatCount` and
    /// `autoreverses`, and the view ends where the last play ends.
    final class RepeatingPlayerTests: XCTestCase {
        /// A dot that pulses: each tap plays `Pulse.animation` on the whole control.
        private struct Pulse: ControlMachine {
            enum Event: CaseIterable, Hashable, Sendable { case tap }
            enum Output: ControlOutput {
                var builtin: BuiltinOutput? { nil }
                var customIndex: Int? { nil }
            }
            struct Step: ControlStep {
                var animations: [AnimationDescription]
                var outputs: [Output] { [] }
            }

            /// Fades to 0.2 and back over 0.5 s each way, three times.
            static let fade: AnimationDescription = {
                var fade = AnimationDescription(
                    name: "fade", duration: 0.5, timing: .curve(.linear),
                    tracks: [TrackDescription(target: .control, property: .opacity, from: 1, to: 0.2)])
                fade.repetition = AnimationDescription.Repetition(count: 3, autoreverses: true)
                return fade
            }()
            /// Grows to 1.5 over 0.4 s, twice, without reversing.
            static let grow: AnimationDescription = {
                var grow = AnimationDescription(
                    name: "grow", duration: 0.4, timing: .curve(.linear),
                    tracks: [TrackDescription(target: .control, property: .scale, from: 1, to: 1.5)])
                grow.repetition = AnimationDescription.Repetition(count: 2, autoreverses: false)
                return grow
            }()

            var fades = true
            mutating func send(_ event: Event) -> Step? {
                defer { fades.toggle() }
                return Step(animations: [fades ? Self.fade : Self.grow])
            }
            var look: StateLook {
                StateLook(images: [
                    ImageDescription(
                        name: "dot",
                        source: .shape([
                            ShapePrimitive(
                                geometry: .circle(center: ShapePoint(x: 0.5, y: 0.5), radius: 0.2),
                                fill: .system("systemGray"))
                        ]))
                ])
            }
            static func touchEvent(for event: Event) -> TouchEvent? { .touchUpInside }
            static var accessibility: ControlAccessibility<Event> { ControlAccessibility(isButton: true) }
        }

        func testAnAutoreversingRepeatPlaysForwardOnceAndEndsAtTheStart() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let host = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let driver = ControlDriver<Pulse>()
                driver.attach(to: host)
                driver.send(.tap)
                guard let fade = host.layer.animation(forKey: "opacity") as? CABasicAnimation else {
                    return XCTFail("the fade is on the control's layer")
                }
                XCTAssertEqual(fade.fromValue as? Float, 1)
                XCTAssertEqual(fade.toValue as? Float, 0.2, "one forward play, not the end of the last")
                XCTAssertEqual(fade.duration, 0.5)
                XCTAssertEqual(fade.repeatCount, 3)
                XCTAssertTrue(fade.autoreverses)
                XCTAssertEqual(host.alpha, 1, "an autoreversing animation ends where it started")
                CADoubleClock.advance(by: 0.75)
                XCTAssertEqual(
                    Double(host.layer.presentation()?.opacity ?? 0), 0.6, accuracy: 1e-6, "on the way back")
                CADoubleClock.advance(by: 2.2)
                XCTAssertNotNil(host.layer.animation(forKey: "opacity"), "3 × 2 × 0.5 s = 3 s")
                CADoubleClock.advance(by: 0.1)
                XCTAssertNil(host.layer.animation(forKey: "opacity"), "over after 3 s")
            }
        }

        func testARepeatWithoutReversingEndsAtItsTarget() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let host = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let driver = ControlDriver<Pulse>()
                driver.attach(to: host)
                driver.send(.tap)
                CADoubleClock.finishAll()
                driver.send(.tap)
                guard let grow = host.layer.animation(forKey: "transform") as? CABasicAnimation else {
                    return XCTFail("the growth is on the control's layer")
                }
                XCTAssertEqual(grow.repeatCount, 2)
                XCTAssertFalse(grow.autoreverses)
                XCTAssertEqual(
                    (grow.toValue as? CATransform3D).map { Double($0.m11) } ?? 0, 1.5, accuracy: 1e-9)
                XCTAssertEqual(Double(host.transform.a), 1.5, accuracy: 1e-9)
                CADoubleClock.advance(by: 0.6)
                XCTAssertEqual(
                    Double(host.layer.presentation()?.affineTransform().a ?? 0), 1.25, accuracy: 1e-6,
                    "halfway through the second play")
                CADoubleClock.advance(by: 0.15)
                XCTAssertNotNil(host.layer.animation(forKey: "transform"))
                CADoubleClock.advance(by: 0.1)
                XCTAssertNil(host.layer.animation(forKey: "transform"), "over after 2 × 0.4 s")
            }
        }
    }
#endif
