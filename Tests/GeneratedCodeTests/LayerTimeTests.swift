#if canImport(UIKit) && os(Linux)
    @_spi(Generated) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// A control's animations run in its layer's time space (`CAMediaTiming`): under a slowed or
    /// paused superlayer they start where that layer's clock is, as Core Animation reads them.
    final class LayerTimeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                // LikeButton shows the catalog's hearts, which the double's bundle lacks: they show
                // nothing here, as in the other view-tree tests (whatever test ran before).
                ImageLoader.missingImageHandler = { _, _ in }
            }
        }

        /// LikeButton's incoming heart scales 0.1 → 1 over 0.3 s (linear in the double).
        @MainActor private static func incomingScale(of like: LikeButton) throws -> CGFloat {
            let incoming = like.driver.player.canvas.subviews.last
            let scale = incoming?.layer.presentation()?.affineTransform().a
            return try XCTUnwrap(scale)
        }

        @MainActor private static func pause(_ layer: CALayer) {
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = now
        }

        @MainActor private static func resume(_ layer: CALayer) {
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        }

        func testUnderAHalfSpeedSuperviewTheAnimationRunsAtHalfSpeed() throws {
            try MainActor.assumeIsolated {
                let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                screen.layer.speed = 0.5
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                screen.addSubview(like)
                UIKitDouble.Finger(on: like).tap()
                XCTAssertEqual(try Self.incomingScale(of: like), 0.1, accuracy: 1e-6, "starts at its start")
                CADoubleClock.advance(by: 0.3)
                // 0.3 s of screen time is 0.15 s of the control's time: half the way.
                XCTAssertEqual(try Self.incomingScale(of: like), 0.55, accuracy: 1e-6)
                XCTAssertEqual(like.driver.player.canvas.subviews.count, 2, "the crossfade still runs")
                // A nanosecond more: the clock may stand anywhere after earlier tests, where 0.6 s of
                // screen time halved can round just below the 0.3 s the animation lasts.
                CADoubleClock.advance(by: 0.3 + 1e-9)
                XCTAssertEqual(like.driver.player.canvas.subviews.count, 1, "over after 0.6 s of screen time")
            }
        }

        func testUnderAPausedSuperviewTheAnimationWaitsAndResumesWhereItWas() throws {
            try MainActor.assumeIsolated {
                CADoubleClock.advance(by: 7)
                let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                screen.addSubview(like)
                // Paused for 5 s once before (its clock is now 5 s behind the screen's), then paused
                // again while tapped, as Apple's technical Q&A on pausing layer animations does it.
                Self.pause(screen.layer)
                CADoubleClock.advance(by: 5)
                Self.resume(screen.layer)
                Self.pause(screen.layer)
                UIKitDouble.Finger(on: like).tap()
                CADoubleClock.advance(by: 5)
                XCTAssertEqual(try Self.incomingScale(of: like), 0.1, accuracy: 1e-6, "paused at its start")
                XCTAssertEqual(like.driver.player.canvas.subviews.count, 2, "nothing ended while paused")
                Self.resume(screen.layer)
                CADoubleClock.advance(by: 0.15)
                XCTAssertEqual(
                    try Self.incomingScale(of: like), 0.55, accuracy: 1e-6, "0.15 s in after resuming")
                CADoubleClock.advance(by: 0.2)
                XCTAssertEqual(like.driver.player.canvas.subviews.count, 1)
            }
        }
    }
#endif
