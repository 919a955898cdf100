#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The generated Spinner (Tests/GeneratedCodeTests/Specs/Spinner.control.yaml): its waiting
    /// state's ambient turn, sampled against angles worked out by hand, played on the UIKit double
    /// under its own key for as long as the state is active, and stopped where it had turned to
    /// when the state is left.
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
            // 0.25 s per quarter turn, linear: t seconds in is 360 · (t mod 1) degrees.
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
                let turn = try XCTUnwrap(
                    arc.layer.animation(forKey: "ambient.transform") as? CAKeyframeAnimation)
                XCTAssertEqual(
                    turn.repeatCount, .greatestFiniteMagnitude, "for as long as the state is active")
                XCTAssertFalse(turn.autoreverses)
                XCTAssertEqual(turn.duration, 1)
                XCTAssertEqual((turn.keyTimes ?? []).map(\.doubleValue), [0, 0.25, 0.5, 0.75, 1])
                let angles = (turn.values ?? []).compactMap { $0 as? CATransform3D }.map {
                    Self.degrees(CATransform3DGetAffineTransform($0))
                }
                XCTAssertEqual(angles.count, 5)
                for (angle, expected) in zip(angles, [0.0, 90, 180, -90, 0]) {
                    XCTAssertEqual(angle, expected, accuracy: 1e-9)
                }
                CADoubleClock.advance(by: 60)
                XCTAssertNotNil(
                    arc.layer.animation(forKey: "ambient.transform"), "still turning after a minute")
                CADoubleClock.advance(by: 1.375)
                // The double blends the matrices of 90° and 180° halfway: the angle of 135°.
                XCTAssertEqual(
                    Self.degrees(try XCTUnwrap(arc.layer.presentation()).affineTransform()), 135,
                    accuracy: 1e-6)
                spinner.send(.stop)
                XCTAssertNil(arc.layer.animation(forKey: "ambient.transform"), "the turn stopped")
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
    }
#endif
