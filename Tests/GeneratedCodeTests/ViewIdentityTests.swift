#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The UIKit player follows `LookStack` on the UIKit double: during a cross-fade the views stack
    /// in the spec's declared order whichever way it runs (seed 000: `yes` above `no`), and a view
    /// that both looks show alike is the same view before, during and after the move.
    final class ViewIdentityTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
                for name in ["like_no", "like_yes"] { UIKitDouble.addAsset(name) }
            }
        }

        @MainActor
        private static func imageNames(_ control: LikeButton) -> [String?] {
            control.driver.player.canvas.subviews.map { ($0 as? UIImageView)?.image?.name }
        }

        func testTheYesHeartStaysAboveTheNoHeartInBothCrossFades() {
            MainActor.assumeIsolated {
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                like.noStateImage = .asset("like_no")
                like.yesStateImage = .asset("like_yes")
                UIKitDouble.Finger(on: like).tap()
                XCTAssertEqual(Self.imageNames(like), ["like_no", "like_yes"], "no → yes")
                CADoubleClock.finishAll()
                XCTAssertEqual(Self.imageNames(like), ["like_yes"])
                UIKitDouble.Finger(on: like).tap()
                XCTAssertEqual(Self.imageNames(like), ["like_no", "like_yes"], "yes → no: yes still on top")
                CADoubleClock.advance(by: 0.15)
                XCTAssertEqual(Self.imageNames(like), ["like_no", "like_yes"], "halfway")
                CADoubleClock.finishAll()
                XCTAssertEqual(Self.imageNames(like), ["like_no"])
            }
        }

        func testALabelBothStatesShowIsTheSameViewThroughTheMove() throws {
            try MainActor.assumeIsolated {
                let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 260, height: 32))
                box.title = "Remember me"
                let label = try XCTUnwrap(
                    box.driver.player.canvas.subviews.compactMap { $0 as? UILabel }.first)
                UIKitDouble.Finger(on: box).tap()
                XCTAssertEqual(box.machine.state, .on)
                let labels = box.driver.player.canvas.subviews.compactMap { $0 as? UILabel }
                XCTAssertEqual(labels.count, 1)
                XCTAssertTrue(labels.first === label, "the label stayed")
                XCTAssertTrue(box.driver.player.canvas.subviews.last === label, "texts above images")
                UIKitDouble.Finger(on: box).tap()
                XCTAssertTrue(box.driver.player.canvas.subviews.last === label)
                // A title the app changes is shown by a new label, in the same place of the stack.
                box.title = "Keep me signed in"
                let renamed = try XCTUnwrap(box.driver.player.canvas.subviews.last as? UILabel)
                XCTAssertFalse(renamed === label)
                XCTAssertEqual(renamed.text, "Keep me signed in")
            }
        }
    }
#endif
