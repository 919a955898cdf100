#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) @testable import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// An arriving image with tracks of its own and `incoming` tracks plays both, a later track
    /// replacing an earlier one for a value (the view's tracks are one `Timeline`; Core Animation's
    /// animations that are not additive replace the value too). The preview draws the same
    /// (`PreviewGroupTracksTests`): a dot fades in by `incoming`, is scaled from 0.5 by its own track,
    /// and from 2 by a later `incoming` one, which wins, over 0.4 s, linearly.
    final class GroupAndOwnTracksPlayerTests: XCTestCase {
        private static let appear = AnimationDescription(
            name: "appear", duration: 0.4, timing: .curve(.linear),
            tracks: [
                TrackDescription(target: .incoming, property: .opacity, from: 0, to: 1),
                TrackDescription(target: .image("dot"), property: .scale, from: 0.5, to: 1),
                TrackDescription(target: .incoming, property: .scale, from: 2, to: 1),
            ])

        func testAnArrivingImagePlaysItsGroupsTracksAndItsOwn() throws {
            try MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let hidden = StateLook(images: [])
                let shown = StateLook(images: [ImageDescription(name: "dot", source: .empty)])
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let player = ControlPlayer()
                player.attach(to: host)
                player.show(hidden)
                player.play([Self.appear], from: hidden, to: shown)
                let dot = try XCTUnwrap(player.canvas.subviews.first)
                for step in [0.1, 0.1, 0.15] {
                    CADoubleClock.advance(by: step)
                }
                // 0.35 s in: by hand, opacity 0.35 / 0.4 and scale 2 − 0.35 / 0.4 (the later track).
                let presentation = try XCTUnwrap(dot.layer.presentation())
                XCTAssertEqual(Double(presentation.opacity), 0.875, accuracy: 1e-6)
                XCTAssertEqual(Double(presentation.affineTransform().a), 1.125, accuracy: 1e-6)
                XCTAssertEqual(Double(presentation.affineTransform().d), 1.125, accuracy: 1e-6)
            }
        }
    }
#endif
