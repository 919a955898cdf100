import ControlSpecRuntime
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecResolve

/// What a state of a region inside a state shows (`RuntimeLooks.looks(of:)`): only what it sets,
/// so the holding state's look shows through for the rest, and its own `values:` are kept.
final class NestedRegionLooksTests: XCTestCase {
    /// `active` dims the control and sets its accessibility value; inside it, `offline` sets the
    /// control's scale to 0.9 and its own accessibility value, `online` sets nothing.
    private static let yaml = """
        control: Download
        accessibilityLabel: Download
        events: [tap, lost, found]
        initial: idle
        states:
          idle: {}
          active:
            alpha: 0.5
            accessibilityValue: active
            regions:
              network:
                initial: online
                states:
                  online: {}
                  offline:
                    accessibilityValue: offline
                    values: [ { target: control, property: scale, value: 0.9 } ]
                transitions:
                  - { from: online, on: lost, to: offline }
                  - { from: offline, on: found, to: online }
        transitions:
          - { from: idle, on: tap, to: active }
          - { from: active, on: tap, to: idle }
        """

    func testANestedStateSetsOnlyWhatItSaysAndKeepsItsValues() throws {
        let control = try decodeClean(Self.yaml)
        let looks = RuntimeLooks(control: control)
        let scale = LookValue(target: .control, property: .scale, source: .constant(0.9))

        let online = try XCTUnwrap(looks.look(region: 1, state: "online"))
        XCTAssertNil(online.alpha)
        XCTAssertNil(online.accessibilityValue)
        XCTAssertEqual(online.values, [])
        let offline = try XCTUnwrap(looks.look(region: 1, state: "offline"))
        XCTAssertEqual(offline.accessibilityValue, "offline")
        XCTAssertEqual(offline.values, [scale])

        // Stacked: the holder's alpha and value show through `online`; `offline` adds its own.
        let activeOnline = looks.look(["active", "online"])
        XCTAssertEqual(activeOnline.alpha, 0.5)
        XCTAssertEqual(activeOnline.accessibilityValue, "active")
        let activeOffline = looks.look(["active", "offline"])
        XCTAssertEqual(activeOffline.alpha, 0.5)
        XCTAssertEqual(activeOffline.accessibilityValue, "offline")
        XCTAssertTrue(activeOffline.values.contains(scale), "\(activeOffline.values)")
        // The holding region is completed for what its nested regions set: `idle` rests at scale 1.
        XCTAssertTrue(
            looks.look(region: 0, state: "idle")?.values.contains(
                LookValue(target: .control, property: .scale, source: .constant(1))) == true)
    }
}
