#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) @testable import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The UIKit player turns a view that stays through an animated move (`LookStack`: shown alike
    /// by both looks) by the new look's ambient animation from the move's first instant, as
    /// `AmbientMotion` has it; the move's `incoming` tracks move the arriving view only. The looks
    /// are those of the preview's staying-arc test (`PreviewAmbientTests`): an arc both states
    /// show, turned a full turn a second while `waiting`, and a dot that arrives, faded and turned in.
    final class StayingAmbientPlayerTests: XCTestCase {
        private static let spin: AnimationDescription = {
            var spin = AnimationDescription(
                name: "spin", duration: 1, timing: .curve(.linear),
                tracks: [TrackDescription(target: .image("arc"), property: .rotation, from: 0, to: 360)])
            spin.repetition = .forever(autoreverses: false)
            return spin
        }()
        private static let appear = AnimationDescription(
            name: "appear", duration: 0.5, timing: .curve(.linear),
            tracks: [
                TrackDescription(target: .incoming, property: .opacity, from: 0, to: 1),
                TrackDescription(target: .incoming, property: .rotation, from: -90, to: 0),
            ])

        /// The angle a layer's presentation shows, in degrees within 0..<360.
        @MainActor private static func degrees(_ view: UIView) throws -> Double {
            let transform = try XCTUnwrap(view.layer.presentation()).affineTransform()
            let angle = atan2(Double(transform.b), Double(transform.a)) * 180 / .pi
            return angle < 0 ? angle + 360 : angle
        }

        func testAViewThatStaysTurnsByTheNewLooksAmbientAnimation() throws {
            try MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let arc = ImageDescription(name: "arc", source: .empty)
                let dot = ImageDescription(name: "dot", source: .empty)
                let idle = StateLook(images: [arc])
                var waiting = StateLook(images: [arc, dot])
                waiting.ambient = [Self.spin]
                XCTAssertEqual(
                    LookStack(from: idle, to: waiting, order: ["arc", "dot"]).layers.map(\.role),
                    [.staying, .arriving])
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let player = ControlPlayer()
                player.stackingOrder = ["arc", "dot"]
                player.attach(to: host)
                player.show(idle)
                let arcView = try XCTUnwrap(player.canvas.subviews.first)
                player.play([Self.appear], from: idle, to: waiting)
                XCTAssertEqual(player.canvas.subviews.count, 2)
                XCTAssertTrue(player.canvas.subviews.first === arcView, "the arc stayed")
                let dotView = try XCTUnwrap(player.canvas.subviews.last)
                XCTAssertNil(
                    arcView.layer.animation(forKey: "transform.rotation.z"), "no incoming track on it")
                let motion = AmbientMotion(Self.spin, start: 0)
                var time = 0.0
                for step in [0.125, 0.125, 0.25, 0.25, 0.125] {
                    CADoubleClock.advance(by: step)
                    time += step
                    let expected = motion.pose(of: .image("arc"), at: time).rotation
                    XCTAssertEqual(
                        try Self.degrees(arcView), expected.truncatingRemainder(dividingBy: 360),
                        accuracy: 1e-6,
                        "\(time) s")
                    // A full turn a second, by hand.
                    XCTAssertEqual(
                        try Self.degrees(arcView), 360 * time.truncatingRemainder(dividingBy: 1),
                        accuracy: 1e-6)
                }
                // The arriving dot turned in with the move and has no ambient motion: at rest after it.
                XCTAssertEqual(try Self.degrees(dotView), 0, accuracy: 1e-9)
            }
        }
    }
#endif
