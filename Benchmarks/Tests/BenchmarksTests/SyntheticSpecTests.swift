import ControlSpec
import SpecSynth
import XCTest

/// The synthetic specs are what the benchmarks claim: valid, and free of findings.
final class SyntheticSpecTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [Diagnostic] {
        Pipeline().check(Array(yaml.utf8), file: "synthetic.control.yaml").diagnostics
    }

    func testLargeSpecsHaveNoFindings() {
        for variant in LargeSpec.Variant.allCases {
            let found = diagnostics(LargeSpec.yaml(variant, transitions: 1000))
            XCTAssertEqual(found.map(\.code.rawValue), [], "\(variant)")
        }
    }

    func testLargeSpecsHaveTenTransitionsPerState() throws {
        for variant in LargeSpec.Variant.allCases {
            let yaml = LargeSpec.yaml(variant, transitions: 1000)
            let analysis = try XCTUnwrap(
                Pipeline().check(Array(yaml.utf8), file: "synthetic.control.yaml").analysis)
            let transitions = analysis.transitions.count
            let states = analysis.reachable.map(\.count).reduce(0, +)
            // The regions variant adds a two-state mode region with two transitions.
            let extra = variant == .regions ? 2 : 0
            XCTAssertEqual(transitions, 1000 + extra, "\(variant)")
            XCTAssertEqual(states, 100 + extra, "\(variant)")
        }
    }

    func testGuardWorstCasesAreValid() {
        XCTAssertEqual(diagnostics(GuardSpec.boolFan()).map(\.code.rawValue), [])
        XCTAssertEqual(diagnostics(GuardSpec.rangedInts(8, inputs: true)).map(\.code.rawValue), [])
        // The state version is meant to exceed the exploration budget, and must say so.
        XCTAssertEqual(
            diagnostics(GuardSpec.rangedInts(8, inputs: false)).map(\.code.rawValue), ["exploration-budget"])
    }

    func testMachineSpecHasNoFindings() {
        XCTAssertEqual(diagnostics(MachineSpec.yaml(name: "Machine50", states: 50)).map(\.code.rawValue), [])
    }
}
