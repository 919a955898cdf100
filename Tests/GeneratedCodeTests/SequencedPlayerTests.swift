#if canImport(UIKit) && os(Linux)
    @_spi(Generated) @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import QuartzCore
    import UIKit
    import XCTest

    /// The generated TickView's check played on the UIKit double: the tick's stroke from the step
    /// on, and its bounce as a `CAKeyframeAnimation` that begins 0.5 s later (`beginTime`), holds its
    /// first value before (`fillMode` `.backwards`) and lasts its own 0.2 s.
    final class SequencedPlayerTests: XCTestCase {
        /// The shape layers under `layer`, depth first.
        @MainActor private static func shapeLayers(under layer: CALayer) -> [CAShapeLayer] {
            (layer.sublayers ?? []).flatMap {
                [$0 as? CAShapeLayer].compactMap { $0 } + shapeLayers(under: $0)
            }
        }

        func testTheTickIsDrawnThenBounces() throws {
            try MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                let view = TickView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let canvas = view.driver.player.canvas
                let start = CACurrentMediaTime()
                view.send(.tap)
                let tick = try XCTUnwrap(canvas.subviews.first)
                let line = try XCTUnwrap(Self.shapeLayers(under: tick.layer).last, "the tick's path")
                let stroke = try XCTUnwrap(line.animation(forKey: "strokeEnd") as? CABasicAnimation)
                XCTAssertEqual(stroke.beginTime - line.convertTime(start, from: nil), 0, accuracy: 1e-9)
                XCTAssertEqual(stroke.duration, 0.5)
                let bounce = try XCTUnwrap(tick.layer.animation(forKey: "transform") as? CAKeyframeAnimation)
                XCTAssertEqual(
                    bounce.beginTime - tick.layer.convertTime(start, from: nil), 0.5, accuracy: 1e-9)
                XCTAssertEqual(bounce.duration, 0.2)
                XCTAssertEqual(bounce.fillMode, .backwards)
                let scales = (bounce.values ?? []).compactMap { $0 as? CATransform3D }.map { Double($0.m11) }
                XCTAssertEqual(scales.count, 3)
                for (scale, value) in zip(scales, [1, 1.12, 1]) {
                    XCTAssertEqual(scale, value, accuracy: 1e-9)
                }
                XCTAssertEqual((bounce.keyTimes ?? []).map(\.doubleValue), [0, 0.5, 1])
                XCTAssertEqual(
                    bounce.timingFunctions?.map(\.controlPoints), [[0, 0, 0.58, 1], [0.42, 0, 1, 1]])
                @MainActor func scale() -> Double {
                    Double(tick.layer.presentation()?.affineTransform().a ?? 0)
                }
                CADoubleClock.advance(by: 0.25)
                XCTAssertEqual(scale(), 1, accuracy: 1e-9, "the bounce holds its first value until it starts")
                XCTAssertNotNil(tick.layer.animation(forKey: "transform"))
                CADoubleClock.advance(by: 0.35)
                XCTAssertEqual(scale(), 1.12, accuracy: 1e-6, "half through the bounce")
                XCTAssertNil(line.animation(forKey: "strokeEnd"), "drawn by 0.5 s")
                CADoubleClock.advance(by: 0.11)
                XCTAssertNil(tick.layer.animation(forKey: "transform"), "over after 0.7 s")
            }
        }
    }
#endif
