#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The generated Spinner (Tests/GeneratedCodeTests/Specs/Spinner.control.yaml): its waiting
    /// state's ambient turn, sampled against angles worked out by hand, played on the UIKit double
    /// as the angle (`transform.rotation.z`) under its own key for as long as the state is active,
    /// and stopped where it had turned to when the state is left; and a transition's full turn.
    final class AmbientPlayerTests: XCTestCase {
        /// The angle a view's transform shows, in degrees.
        private static func degrees(_ transform: CGAffineTransform) -> Double {
            atan2(Double(transform.b), Double(transform.a)) * 180 / .pi
        }

        func testTheWaitingStateTurnsAFullTurnASecondForever() throws {
            let ambient = SpinnerMachine.look(of: .waiting).ambient
            XCTAssertEqual(ambient.map(\.name), ["spin"])
            XCTAssertEqual(SpinnerMachine.look(of: .idle).ambient, [])
            let timeline = Timeline(animations: ambient)
            // 360° a second, linear: t seconds in is 360 · (t mod 1) degrees.
            for (time, angle) in [(0.375, 135.0), (0.6, 216), (2.375, 135), (1000.1, 36)] {
                XCTAssertEqual(
                    timeline.pose(of: .image("arc"), at: time).rotation, angle, accuracy: 1e-6, "\(time) s")
            }
        }

        func testTheTurnRunsWhileWaitingAndStopsWhereItIs() throws {
            try MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let canvas = spinner.driver.player.canvas
                XCTAssertTrue(canvas.subviews.isEmpty)
                spinner.send(.start)
                let arc = try XCTUnwrap(canvas.subviews.first)
                // The angle, not the matrix: 0° and 360° are the same transform.
                XCTAssertNil(arc.layer.animation(forKey: "ambient.transform"))
                let turn = try XCTUnwrap(
                    arc.layer.animation(forKey: "ambient.transform.rotation.z") as? CABasicAnimation)
                XCTAssertEqual(turn.keyPath, "transform.rotation.z")
                XCTAssertEqual((turn.fromValue as? NSNumber)?.doubleValue ?? -1, 0, accuracy: 1e-12)
                XCTAssertEqual(
                    (turn.toValue as? NSNumber)?.doubleValue ?? -1, 2 * .pi, accuracy: 1e-12, "radians")
                XCTAssertEqual(
                    turn.repeatCount, .greatestFiniteMagnitude, "for as long as the state is active")
                XCTAssertFalse(turn.autoreverses)
                XCTAssertEqual(turn.duration, 1)
                // A quarter second in, the arc has turned a quarter.
                CADoubleClock.advance(by: 0.25)
                XCTAssertEqual(
                    Self.degrees(try XCTUnwrap(arc.layer.presentation()).affineTransform()), 90,
                    accuracy: 1e-6)
                CADoubleClock.advance(by: 60)
                XCTAssertNotNil(
                    arc.layer.animation(forKey: "ambient.transform.rotation.z"),
                    "still turning after a minute")
                CADoubleClock.advance(by: 1.125)
                // 61.375 s in: 0.375 of a turn.
                XCTAssertEqual(
                    Self.degrees(try XCTUnwrap(arc.layer.presentation()).affineTransform()), 135,
                    accuracy: 1e-6)
                spinner.send(.stop)
                XCTAssertNil(arc.layer.animation(forKey: "ambient.transform.rotation.z"), "the turn stopped")
                XCTAssertEqual(Self.degrees(arc.transform), 135, accuracy: 1e-9, "where it had turned to")
                XCTAssertEqual(
                    Self.degrees(try XCTUnwrap(arc.layer.presentation()).affineTransform()), 135,
                    accuracy: 1e-9,
                    "no jump")
                XCTAssertNotNil(arc.layer.animation(forKey: "opacity"), "it fades out from there")
                XCTAssertTrue(canvas.subviews.contains { $0 === arc })
                CADoubleClock.advance(by: 0.25)
                XCTAssertFalse(canvas.subviews.contains { $0 === arc }, "gone once faded")
                XCTAssertTrue(canvas.subviews.isEmpty)
            }
        }

        /// A transition's full turn of the whole control (`turnOnce`: 0° to 360° in 0.5 s,
        /// linear) moves: the player animates `transform.rotation.z` from 0 to 2π, and the double
        /// shows the angle at each instant; at the end the control is at rest, untransformed.
        func testAFullTurnOfTheControlTurns() throws {
            try MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                spinner.send(.start)
                spinner.send(.finish)
                XCTAssertNil(spinner.layer.animation(forKey: "transform"))
                let turn = try XCTUnwrap(
                    spinner.layer.animation(forKey: "transform.rotation.z") as? CABasicAnimation)
                XCTAssertEqual((turn.toValue as? NSNumber)?.doubleValue ?? -1, 2 * .pi, accuracy: 1e-12)
                XCTAssertEqual(
                    Self.degrees(spinner.transform), 0, accuracy: 1e-9, "where it ends: a whole turn")
                XCTAssertEqual(Double(spinner.transform.a), 1, accuracy: 1e-12)
                // 360° · t / 0.5 s, by hand (atan2 reads 270° as −90°).
                for (step, angle) in [(0.125, 90.0), (0.125, 180), (0.125, -90)] {
                    CADoubleClock.advance(by: step)
                    XCTAssertEqual(
                        Self.degrees(try XCTUnwrap(spinner.layer.presentation()).affineTransform()), angle,
                        accuracy: 1e-6)
                }
                CADoubleClock.advance(by: 0.2)
                XCTAssertNil(spinner.layer.animation(forKey: "transform.rotation.z"), "over")
                XCTAssertEqual(
                    Self.degrees(try XCTUnwrap(spinner.layer.presentation()).affineTransform()), 0,
                    accuracy: 1e-9)
            }
        }
    }
#endif
