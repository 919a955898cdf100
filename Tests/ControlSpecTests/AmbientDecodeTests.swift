@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecDecode

/// `ambient:` and `repeat: forever`: what they decode to, and each misuse reported where it is.
final class AmbientDecodeTests: XCTestCase {
    /// A spinner whose `waiting` state (line 5) plays `ambient` (when given); the transition on line 8 plays
    /// `leaving`; the animation `spin` has `repeat` on line 12 and its track on line 14.
    private func spec(
        ambient: String? = "spin", leaving: String = "fade", plays: String = "forever",
        target: String = "arc"
    ) -> String {
        """
        control: Spinner
        events: [start, stop]
        images: { arc: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, stroke: systemBlue } } ] } }
        initial: idle
        states: { idle: {}, waiting: { image: arc\(ambient.map { ", ambient: " + $0 } ?? "") } }
        transitions:
          - { from: idle, on: start, to: waiting }
          - { from: waiting, on: stop, to: idle, animation: \(leaving) }
        animations:
          spin:
            duration: 1
            repeat: \(plays)
            tracks:
              - { target: \(target), property: rotation, values: [0, 180, 360] }
          fade:
            duration: 0.2
            tracks: [ { target: outgoing, property: opacity, to: 0 } ]

        """
    }

    func testAStatePlaysItsAmbientAnimationForever() throws {
        let control = try decodeClean(spec())
        let waiting = try XCTUnwrap(control.regions.first?.states.last)
        XCTAssertEqual(waiting.ambient?.value, "spin")
        let spin = try XCTUnwrap(control.animations.first)
        XCTAssertEqual(spin.repetition, .forever(autoreverses: false))
        XCTAssertTrue(spin.repetition.isForever)
        XCTAssertEqual(spin.playedTiming.timingSummary, "1 s easeInOut (0.42, 0, 0.58, 1), forever")
        XCTAssertEqual(
            try decodeClean(spec(target: "incoming")).animations.first?.tracks.first?.target.value, .incoming)
    }

    func testAmbientMisuseIsReportedWhereItIsWritten() {
        decodeExpecting(spec(leaving: "spin"), ["ambient-animation 8:53"])
        decodeExpecting(spec(target: "control"), ["ambient-animation 14:19"])
        decodeExpecting(spec(target: "outgoing"), ["ambient-animation 14:19"])
        decodeExpecting(spec(ambient: "spinn"), ["undefined-reference 5:53"])
        decodeExpecting(spec(ambient: nil, plays: "0"), ["value-out-of-range 12:13"])
        decodeExpecting(spec(ambient: nil, plays: "always"), ["type-mismatch 12:13"])
    }
}
