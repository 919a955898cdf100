#if canImport(UIKit) && os(Linux)
    @_spi(Generated) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// An animation that only strokes the outgoing look away shows it to the end.
    final class OutgoingStrokeTests: XCTestCase {
        /// Two states, a ring and a dot; leaving the ring strokes it away over 0.5 s.
        private struct Wipe: ControlMachine {
            enum Event: CaseIterable, Hashable, Sendable { case tap }
            enum Output: ControlOutput {
                var builtin: BuiltinOutput? { nil }
                var customIndex: Int? { nil }
            }
            struct Step: ControlStep {
                var animations: [AnimationDescription]
                var outputs: [Output] { [] }
            }

            static let wipe = AnimationDescription(
                name: "wipe", duration: 0.5, timing: .curve(.linear),
                tracks: [TrackDescription(target: .outgoing, property: .strokeEnd, from: 1, to: 0)])
            static func shape(_ name: String, radius: Double) -> ImageDescription {
                ImageDescription(
                    name: name,
                    source: .shape([
                        ShapePrimitive(
                            geometry: .circle(center: ShapePoint(x: 0.5, y: 0.5), radius: radius),
                            stroke: .system("systemGray"))
                    ]))
            }

            var ring = true
            mutating func send(_ event: Event) -> Step? {
                defer { ring.toggle() }
                return Step(animations: ring ? [Self.wipe] : [])
            }
            var look: StateLook {
                StateLook(images: [ring ? Self.shape("ring", radius: 0.4) : Self.shape("dot", radius: 0.1)])
            }
            static func touchEvent(for event: Event) -> TouchEvent? { .touchUpInside }
            static var accessibility: ControlAccessibility<Event> { ControlAccessibility(isButton: true) }
        }

        func testTheStrokedAwayViewStaysUntilTheStrokeEnds() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let host = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let driver = ControlDriver<Wipe>()
                driver.attach(to: host)
                let ring = driver.player.canvas.subviews.first
                driver.send(.tap)
                XCTAssertEqual(driver.player.canvas.subviews.count, 2, "the ring is still being stroked away")
                XCTAssertTrue(driver.player.canvas.subviews.first === ring, "below the dot")
                CADoubleClock.advance(by: 0.4)
                XCTAssertEqual(driver.player.canvas.subviews.count, 2)
                CADoubleClock.advance(by: 0.2)
                XCTAssertEqual(driver.player.canvas.subviews.count, 1, "gone when the stroke ended")
                XCTAssertFalse(driver.player.canvas.subviews.first === ring)
            }
        }
    }
#endif
