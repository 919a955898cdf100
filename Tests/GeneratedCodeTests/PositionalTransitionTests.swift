import ControlSpecRuntime
import XCTest

/// The `Transition` of a machine above 4,096 transitions is a position with a table of names
/// (`GeneratorOptions.transitionCaseLimit`); PositionalRing is generated in that shape from a
/// four-state ring. Expected positions and names are read from the spec
/// (Specs/Positional/PositionalRing.control.yaml: five transitions per state in the order next,
/// back, skip when armed, skip otherwise, toggle, then `"*"` on reset), not from the machine.
final class PositionalTransitionTests: XCTestCase {
    typealias Machine = PositionalRingMachine

    /// The spec's position of the transition from state `state` (0…3) on the `column`-th of
    /// next, back, skip when armed, skip otherwise, toggle.
    private func position(state: Int, column: Int) -> Int { state * 5 + column }

    func testEverySpecTransitionHasItsPositionAndNoMore() {
        XCTAssertEqual(Machine.Transition.allCases.map(\.index), Array(0..<21))
        XCTAssertEqual(Set(Machine.Transition.allCases).count, 21, "distinct and hashable")
        XCTAssertNil(Machine.Transition(index: 21))
        XCTAssertNil(Machine.Transition(index: -1))
        XCTAssertEqual(Machine.Transition(index: 7)?.index, 7)
        XCTAssertEqual(MemoryLayout<Machine.Transition>.size, 1, "stored like a 21-case enum's tag")
    }

    func testNamesAreWhatAnEnumWouldCallTheCases() {
        let names = Machine.Transition.allCases.map(\.name)
        XCTAssertEqual(names[position(state: 0, column: 0)], "s0OnNext")
        XCTAssertEqual(names[position(state: 1, column: 2)], "s1OnSkipToS3")
        XCTAssertEqual(names[position(state: 1, column: 3)], "s1OnSkipToS2")
        XCTAssertEqual(names[position(state: 3, column: 0)], "wrapAround", "the spec's `name:`")
        XCTAssertEqual(names[20], "anyOnReset")
        XCTAssertEqual(Set(names).count, 21)
    }

    func testSendReportsTheSpecTransitionThatFired() {
        var machine = Machine()
        let walk: [(Machine.Event, position: Int, target: Machine.State)] = [
            (.next, position(state: 0, column: 0), .s1),
            (.skip, position(state: 1, column: 3), .s2),
            (.toggle, position(state: 2, column: 4), .s2),
            (.skip, position(state: 2, column: 2), .s0),
            (.back, position(state: 0, column: 1), .s3),
            (.next, position(state: 3, column: 0), .s0),
            (.next, position(state: 0, column: 0), .s1),
            (.reset, 20, .s0),
        ]
        for (number, step) in walk.enumerated() {
            let fired = machine.send(step.0)
            XCTAssertEqual(fired?.transition.index, step.position, "step \(number)")
            XCTAssertEqual(fired?.target, step.target, "step \(number)")
            XCTAssertEqual(machine.state, step.target, "step \(number)")
        }
    }

    func testANamedTransitionKeepsItsMember() {
        var machine = Machine(state: .s0)!
        machine.send(.back)
        XCTAssertEqual(machine.send(.next)?.transition, .wrapAround)
        XCTAssertEqual(Machine.Transition.wrapAround.index, position(state: 3, column: 0))
    }
}
