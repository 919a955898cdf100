#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// `values:` targeting `control` on the UIKit double (`Specs/Gauge.control.yaml`): the app's
    /// `progress` moves, turns, fades and scales the whole control through each value's linear map,
    /// at once, with no transition and no state change, on top of the app's own transform; a
    /// translation in fractions of the size follows the control's size. (Alpha is stored as a
    /// `Float` layer opacity, hence its coarser accuracy.)
    final class LookValueViewTreeTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
            }
        }

        /// What the spec's maps give for `progress` p, worked out by hand from its `from`/`to`:
        /// translationX −40…40 points, translationY 0…0.25 of the height, rotation 0…270°, opacity
        /// 0.25…1, scale 0.5…1.5; the arc's translationX 0…−0.1 of the width.
        private struct Expected {
            var translationX: Double
            var translationY: Double
            var degrees: Double
            var opacity: Double
            var scale: Double

            /// Scale, then rotate, then translate, as a matrix written out with cos and sin, then
            /// the app's own `appTranslationY`.
            func matrix(appTranslationY: Double = 0) -> [Double] {
                let radians = degrees * Double.pi / 180
                return [
                    scale * cos(radians), scale * sin(radians), -scale * sin(radians), scale * cos(radians),
                    translationX, translationY + appTranslationY,
                ]
            }
        }

        private static func components(_ transform: CGAffineTransform) -> [Double] {
            [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map {
                Double($0)
            }
        }

        private static func assertEqual(
            _ actual: [Double], _ expected: [Double], _ message: String, line: UInt = #line
        ) {
            XCTAssertEqual(actual.count, expected.count, message, line: line)
            for (index, (got, want)) in zip(actual, expected).enumerated() {
                XCTAssertEqual(got, want, accuracy: 1e-9, "\(message) [\(index)]", line: line)
            }
        }

        @MainActor
        private static func arc(of gauge: Gauge) throws -> UIView {
            try XCTUnwrap(gauge.driver.player.canvas.subviews.first)
        }

        @MainActor
        private static func arcLayer(of gauge: Gauge) throws -> CAShapeLayer {
            let arc = try arc(of: gauge)
            arc.layoutIfNeeded()
            return try XCTUnwrap(arc.layer.sublayers?.first as? CAShapeLayer)
        }

        func testSettingProgressMovesTheControlAtOnceThroughTheLinearMaps() throws {
            try MainActor.assumeIsolated {
                let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                gauge.layoutIfNeeded()
                // progress 0 (the default): −40 points, 0°, opacity 0.25, half size.
                Self.assertEqual(
                    Self.components(gauge.transform),
                    Expected(translationX: -40, translationY: 0, degrees: 0, opacity: 0.25, scale: 0.5)
                        .matrix(),
                    "at 0")
                XCTAssertEqual(Double(gauge.alpha), 0.25, accuracy: 1e-6)
                for (progress, expected, arcShift) in [
                    (
                        0.25,
                        Expected(
                            translationX: -20, translationY: 6.25, degrees: 67.5, opacity: 0.4375, scale: 0.75
                        ), -2.5
                    ),
                    (
                        0.8,
                        Expected(translationX: 24, translationY: 20, degrees: 216, opacity: 0.85, scale: 1.3),
                        -8
                    ),
                    (
                        1, Expected(translationX: 40, translationY: 25, degrees: 270, opacity: 1, scale: 1.5),
                        -10
                    ),
                ] {
                    UIKitDouble.reset()
                    gauge.progress = progress
                    XCTAssertEqual(gauge.machine.state, .live, "data does not move the machine")
                    XCTAssertTrue(UIKitDouble.animations.isEmpty, "no view animation at \(progress)")
                    XCTAssertNil(gauge.layer.animationKeys(), "no layer animation at \(progress)")
                    XCTAssertTrue(UIKitDouble.sentActions.isEmpty, "no output at \(progress)")
                    Self.assertEqual(Self.components(gauge.transform), expected.matrix(), "at \(progress)")
                    XCTAssertEqual(Double(gauge.alpha), expected.opacity, accuracy: 1e-6, "at \(progress)")
                    XCTAssertEqual(Double(try Self.arcLayer(of: gauge).strokeEnd), progress, accuracy: 1e-9)
                    XCTAssertNil(try Self.arcLayer(of: gauge).animationKeys(), "the stroke does not animate")
                    Self.assertEqual(
                        Self.components(try Self.arc(of: gauge).transform), [1, 0, 0, 1, arcShift, 0],
                        "the arc at \(progress)")
                }
                XCTAssertEqual(gauge.accessibilityValue, "100%")
            }
        }

        func testFractionsOfTheSizeFollowANewSize() throws {
            try MainActor.assumeIsolated {
                let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                gauge.progress = 0.5
                XCTAssertEqual(Double(gauge.transform.ty), 12.5, accuracy: 1e-9, "0.5 × 0.25 × 100")
                gauge.bounds = CGRect(x: 0, y: 0, width: 300, height: 40)
                gauge.layoutIfNeeded()
                XCTAssertEqual(Double(gauge.transform.ty), 5, accuracy: 1e-9, "0.5 × 0.25 × 40")
                XCTAssertEqual(Double(gauge.transform.tx), 0, accuracy: 1e-9, "−40 + 0.5 × 80, in points")
                XCTAssertEqual(
                    Double(try Self.arc(of: gauge).transform.tx), -15, accuracy: 1e-9, "0.5 × −0.1 × 300")
                XCTAssertTrue(UIKitDouble.animations.isEmpty)
            }
        }

        func testValuesComposeWithTheAppsTransformAndRestInAStateWithoutThem() throws {
            try MainActor.assumeIsolated {
                let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                gauge.progress = 0.5
                gauge.transform = CGAffineTransform(translationX: 0, y: 10)
                gauge.progress = 0.25
                Self.assertEqual(
                    Self.components(gauge.transform),
                    Expected(
                        translationX: -20, translationY: 6.25, degrees: 67.5, opacity: 0.4375, scale: 0.75
                    )
                    .matrix(appTranslationY: 10), "the app's 10 points down stay under the values")
                UIKitDouble.Finger(on: gauge).tap()
                XCTAssertEqual(gauge.machine.state, .frozen)
                Self.assertEqual(
                    Self.components(gauge.transform), [1, 0, 0, 1, 0, 10], "at rest: only the app's transform"
                )
                XCTAssertEqual(
                    Double(gauge.alpha), 0.5, accuracy: 1e-6, "the frozen state's alpha, opacity 1")
                XCTAssertEqual(Double(try Self.arcLayer(of: gauge).strokeEnd), 1, accuracy: 1e-9)
                gauge.progress = 0.8
                Self.assertEqual(
                    Self.components(gauge.transform), [1, 0, 0, 1, 0, 10], "frozen ignores progress")
                UIKitDouble.Finger(on: gauge).tap()
                Self.assertEqual(
                    Self.components(gauge.transform),
                    Expected(translationX: 24, translationY: 20, degrees: 216, opacity: 0.85, scale: 1.3)
                        .matrix(
                            appTranslationY: 10), "live again at 0.8")
                XCTAssertEqual(Double(gauge.alpha), 0.85, accuracy: 1e-6)
            }
        }
    }
#endif
