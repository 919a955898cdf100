#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// The UIKit player shows the variant the app's data chooses (`Specs/BatteryIcon.control.yaml`):
    /// setting `level` or `charging` swaps the image and the tint at once, without an animation
    /// (no transition fires), and the state's own look comes back when no guard holds.
    final class LookVariantViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
                for name in ["battery_full", "battery_low", "battery_bolt"] { UIKitDouble.addAsset(name) }
            }
        }

        @MainActor
        private static func images(_ battery: BatteryIcon) -> [String?] {
            battery.driver.player.canvas.subviews.map { ($0 as? UIImageView)?.image?.name }
        }

        @MainActor
        private static func rgba(_ color: UIColor?) -> [CGFloat] {
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue, alpha]
        }

        @MainActor
        private static func animating(_ battery: BatteryIcon) -> Bool {
            ([battery.layer] + battery.driver.player.canvas.subviews.map(\.layer)).contains {
                $0.animationKeys() != nil
            }
        }

        func testTheImageAndTintFollowTheAppsData() {
            MainActor.assumeIsolated {
                let battery = BatteryIcon(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                XCTAssertEqual(Self.images(battery), ["battery_full"])
                XCTAssertEqual(Self.rgba(battery.tintColor), Self.rgba(.systemBlue), "inherited: the default")
                battery.level = 10
                XCTAssertEqual(Self.images(battery), ["battery_low"])
                XCTAssertEqual(Self.rgba(battery.tintColor), Self.rgba(.systemRed))
                XCTAssertEqual(Double(battery.alpha), Double(Float(0.8)))
                XCTAssertFalse(Self.animating(battery), "a property set shows its look at once")
                battery.charging = true
                XCTAssertEqual(Self.images(battery), ["battery_bolt"])
                XCTAssertEqual(Self.rgba(battery.tintColor), Self.rgba(.systemGreen))
                XCTAssertEqual(battery.alpha, 1)
                XCTAssertEqual(battery.accessibilityValue, "10%, charging")
                battery.charging = false
                battery.level = 80
                XCTAssertEqual(Self.images(battery), ["battery_full"])
                XCTAssertEqual(Self.rgba(battery.tintColor), Self.rgba(.systemBlue))
                XCTAssertEqual(battery.accessibilityValue, "80%")
            }
        }
    }
#endif
