import XCTest

@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The one place every back end reads about regions inside a state (`RegionNesting`): numbering,
/// activity, coupling, preemption and where the control starts, checked against a chart worked
/// out by hand.
final class RegionNestingTests: XCTestCase {
    /// Top-level `main` (idle, active, done), `active` holding `transfer` (waiting, downloading:
    /// initial downloading) and `network` (online, offline); then `status` beside `main`.
    private static let yaml = """
        control: Download
        events: [tap, started, lost]
        regions:
          main:
            initial: idle
            states:
              idle: {}
              active:
                regions:
                  transfer:
                    initial: downloading
                    states: { waiting: {}, downloading: {} }
                    transitions:
                      - { from: waiting, on: started, to: downloading }
                  network:
                    initial: online
                    states: { online: {}, offline: {} }
                    transitions:
                      - { from: online, on: lost, to: offline }
              done: {}
            transitions:
              - { from: idle, on: tap, to: active }
              - { from: active, on: tap, to: done }
          status:
            initial: quiet
            states: { quiet: {} }
        """

    private func nesting() throws -> RegionNesting {
        let (control, diagnostics) = DecodeHarness.decode(Self.yaml)
        let decoded = try XCTUnwrap(control, "\(diagnostics)")
        XCTAssertEqual(decoded.regions.map { $0.name?.value }, ["main", "status", "transfer", "network"])
        XCTAssertEqual(
            decoded.regions.map(\.owner),
            [
                nil, nil, RegionOwner(region: 0, state: "active"), RegionOwner(region: 0, state: "active"),
            ])
        return ResolvedControl(decoded).nesting
    }

    func testNestedRegionsFollowTheTopLevelOnesAndKnowTheirOwner() throws {
        let nesting = try nesting()
        XCTAssertFalse(nesting.isEmpty)
        XCTAssertEqual(nesting.owners, [nil, nil, .init(region: 0, state: 1), .init(region: 0, state: 1)])
        XCTAssertEqual(nesting.regions(heldBy: 1, in: 0), [2, 3])
        XCTAssertEqual(nesting.regions(heldBy: 0, in: 0), [])
        XCTAssertTrue(nesting.holdsRegions(1, in: 0))
        XCTAssertEqual(nesting.inactiveState(of: 2), 2)
        XCTAssertEqual(nesting.entryState(of: 2), 1)
        XCTAssertEqual(nesting.entryState(of: 3), 0)
    }

    func testANestedRegionIsActiveOnlyWhileItsOwnerIsInTheHoldingState() throws {
        let nesting = try nesting()
        XCTAssertTrue(nesting.isActive(2, in: [1, 0, 1, 0]))
        XCTAssertFalse(nesting.isActive(2, in: [0, 0, 2, 2]))
        XCTAssertTrue(nesting.isActive(1, in: [0, 0, 2, 2]))
        XCTAssertEqual(nesting.settled([0, 0, 0, 0]), [0, 0, 2, 2])
        XCTAssertEqual(nesting.settled([1, 0, 0, 1]), [1, 0, 1, 0])
    }

    /// Where the control starts: `idle` (its nested regions inactive); started in `active`, its
    /// `transfer` at `downloading` (the first of its `initial:`) and `network` at `online`.
    func testTheStartSettlesTheFirstInitialStates() throws {
        XCTAssertEqual(try nesting().start, [0, 0, 2, 2])
        let startingActive = Self.yaml.replacingOccurrences(of: "initial: idle", with: "initial: active")
        XCTAssertNotEqual(startingActive, Self.yaml)
        let control = try XCTUnwrap(DecodeHarness.decode(startingActive).0)
        XCTAssertEqual(ResolvedControl(control).nesting.start, [1, 0, 1, 0])
    }

    func testLeavingAndEnteringTheHoldingStateCouplesItsRegions() throws {
        let nesting = try nesting()
        XCTAssertEqual(nesting.coupling(region: 0, source: 0, target: 1), .init(exited: [], entered: [2, 3]))
        XCTAssertEqual(nesting.coupling(region: 0, source: 1, target: 2), .init(exited: [2, 3], entered: []))
        // A self-transition on the holding state leaves and re-enters its regions.
        XCTAssertEqual(
            nesting.coupling(region: 0, source: 1, target: 1), .init(exited: [2, 3], entered: [2, 3]))
        XCTAssertTrue(nesting.coupling(region: 2, source: 0, target: 1).isEmpty)
        XCTAssertTrue(nesting.coupling(region: 1, source: 0, target: 0).isEmpty)
    }

    func testRegionsInsideTheCurrentLeafPreemptTheirOwner() throws {
        let nesting = try nesting()
        XCTAssertEqual(nesting.preemptingRegions(of: 0, in: 1), [2, 3])
        XCTAssertEqual(nesting.preemptingRegions(of: 0, in: 0), [])
        XCTAssertEqual(nesting.preemptingRegions(of: 1, in: 0), [])
    }

    func testAFlatControlHasNoNesting() throws {
        let (control, _) = DecodeHarness.decode("control: T\nevents: [tap]\ninitial: a\nstates: { a: {} }\n")
        XCTAssertTrue(ResolvedControl(try XCTUnwrap(control)).nesting.isEmpty)
    }
}
