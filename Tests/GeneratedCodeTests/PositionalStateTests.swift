import ControlSpecRuntime
import XCTest

/// Above 256 states (`GeneratorOptions.stateCaseLimit`) `State` is written out over its position and
/// `send` calls each state's method out of line, a method serving one state knowing it as a
/// constant; LargeStateRing is generated in that shape from a 130-state ring. What each step must
/// do is read from the spec (Specs/Positional/LargeStateRing.control.yaml): `next` moves s_k to
/// s_(k+1), s129 to s0, and every state from s64 to s127 (one shared method) to s128; `reset`
/// moves any state to s0. s129's `next` sets `wrapped`, `reset` clears it. The expectations are
/// computed here from that rule, not from the machine.
final class PositionalStateTests: XCTestCase {
    typealias Machine = LargeStateRingMachine

    /// The state at position `position`, read by its spec name.
    private func state(_ position: Int) -> Machine.State {
        Machine.State(rawValue: "s\(position)")!
    }

    /// Where the spec's `next` goes from s`position`.
    private func afterNext(_ position: Int) -> Int {
        (64..<128).contains(position) ? 128 : (position + 1) % 130
    }

    func testStatesKeepTheirSpecOrderAndNames() {
        XCTAssertEqual(Machine.State.allCases.count, 130)
        XCTAssertEqual(Machine.State.allCases.map(\.rawValue), (0..<130).map { "s\($0)" })
        XCTAssertNil(Machine.State(rawValue: "s130"))
        XCTAssertEqual(MemoryLayout<Machine.State>.size, 1, "stored like a 130-case enum's tag")
    }

    func testNextWalksTheRing() {
        var machine = Machine()
        var position = 0
        var wrapped = false
        for number in 0..<140 {
            wrapped = wrapped || position == 129
            let target = afterNext(position)
            let fired = machine.send(.next)
            XCTAssertEqual(fired?.source, state(position), "step \(number)")
            XCTAssertEqual(fired?.target, state(target), "step \(number)")
            XCTAssertEqual(machine.state, state(target), "step \(number)")
            XCTAssertEqual(machine.wrapped, wrapped, "step \(number)")
            position = target
        }
    }

    func testEveryStateOfTheSharedMethodReportsItselfAsSource() {
        for position in 64..<128 {
            var machine = Machine(state: state(position))!
            let fired = machine.send(.next)
            XCTAssertEqual(fired?.source, state(position), "s\(position)")
            XCTAssertEqual(fired?.target, state(128), "s\(position)")
        }
    }

    /// A machine in s`position`: s0 and s64…s127 are initial states; s1…s63 follow s0 by `next`,
    /// s128 and s129 follow s64.
    private func machine(at position: Int) -> Machine {
        let (start, steps) =
            switch position {
            case 0..<64: (0, position)
            case 64..<128: (position, 0)
            default: (64, position - 127)
            }
        var machine = Machine(state: state(start))!
        for _ in 0..<steps { machine.send(.next) }
        return machine
    }

    func testResetLeavesEveryStateForTheFirst() {
        for position in 0..<130 {
            var machine = machine(at: position)
            XCTAssertEqual(machine.state, state(position))
            let fired = machine.send(.reset)
            XCTAssertEqual(fired?.source, state(position), "s\(position)")
            XCTAssertEqual(machine.state, state(0), "s\(position)")
            XCTAssertFalse(machine.wrapped, "s\(position)")
        }
    }
}
