import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore

/// The page draws an arriving image that has tracks of its own and `incoming` tracks as the UIKit
/// player plays it (`GroupAndOwnTracksPlayerTests`): both move it, a later track replacing an
/// earlier one for a value. (Before, the page drew only the image's own tracks: no fade, and the
/// scale from 0.5.)
final class PreviewGroupTracksTests: XCTestCase {
    private static let spec = """
        control: Fader
        events: [show]
        images:
          dot: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: systemBlue } } ] }
        initial: hidden
        states: { hidden: {}, shown: { image: dot } }
        transitions:
          - { from: hidden, on: show, to: shown, animation: appear }
        animations:
          appear:
            duration: 0.4
            curve: linear
            tracks:
              - { target: incoming, property: opacity, from: 0, to: 1 }
              - { target: dot, property: scale, from: 0.5, to: 1 }
              - { target: incoming, property: scale, from: 2, to: 1 }
        """

    func testAnArrivingImageMovesByItsGroupsTracksAndItsOwn() throws {
        let result = Pipeline().check(Array(Self.spec.utf8), file: "Fader.control.yaml")
        let control = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try browser.open(try PreviewFixtures.page(control, in: folder))
        XCTAssertEqual(try browser.evaluate("window.controlSpec.send(\"show\")") as? Bool, true)
        for time in [0.1, 0.2, 0.35] {
            let shown = try XCTUnwrap(
                try browser.evaluate(
                    "(() => { const p = window.controlSpec.shown('dot', \(time), 'incoming');"
                        + " return [p.opacity, p.scaleX, p.scaleY]; })()") as? [Double])
            // By hand, linear over 0.4 s: the fade, and the later scale track from 2.
            XCTAssertEqual(shown[0], time / 0.4, accuracy: 1e-9, "opacity at \(time) s")
            XCTAssertEqual(shown[1], 2 - time / 0.4, accuracy: 1e-9, "scale at \(time) s")
            XCTAssertEqual(shown[2], 2 - time / 0.4, accuracy: 1e-9, "scale at \(time) s")
        }
    }
}
