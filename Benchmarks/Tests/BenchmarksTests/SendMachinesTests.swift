import Foundation
import SendMachines
import SpecSynth
import XCTest

/// The generated and the hand-written machine of the `send` benchmark are the same machine, and
/// the checked-in sources are what `MachineSpec` produces.
final class SendMachinesTests: XCTestCase {
    private let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SendMachines")

    func testGeneratedAndHandWrittenAgreeOnEveryEvent() {
        var generated = Machine50Machine()
        var hand = HandMachine50()
        var random: UInt64 = 42
        for _ in 0..<20_000 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int(random >> 33) % MachineSpec.events.count
            let step = generated.send(Machine50Machine.Event.allCases[index])
            let fired = hand.send(HandMachine50.Event.allCases[index])
            XCTAssertEqual(step?.transition.index, fired)
            XCTAssertEqual("\(generated.state)", "\(hand.state)")
            XCTAssertEqual(generated.armed, hand.armed)
        }
    }

    func testCheckedInSourcesAreCurrent() throws {
        let spec = try String(
            contentsOf: directory.appendingPathComponent("Machine50.control.yaml"), encoding: .utf8)
        XCTAssertEqual(spec, MachineSpec.yaml(name: "Machine50", states: 50))
        let hand = try String(
            contentsOf: directory.appendingPathComponent("HandMachine50.swift"), encoding: .utf8)
        XCTAssertEqual(hand, MachineSpec.handWrittenSwift(name: "HandMachine50", states: 50))
    }

    func testDispatchMachinesAgreeOnEveryEvent() {
        var generated = Dispatch50Machine()
        var minimal = HandMinimalDispatch50()
        var informed = HandInformedDispatch50()
        var random: UInt64 = 7
        for _ in 0..<20_000 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int(random >> 33) % DispatchSpec.events
            let step = generated.send(Dispatch50Machine.Event.allCases[index])
            minimal.send(HandMinimalDispatch50.Event.allCases[index])
            let fired = informed.send(HandInformedDispatch50.Event.allCases[index])
            XCTAssertEqual(step?.transition.index, fired)
            XCTAssertEqual("\(generated.state)", "\(minimal.state)")
            XCTAssertEqual("\(generated.state)", "\(informed.state)")
        }
    }

    func testCheckedInDispatchSourcesAreCurrent() throws {
        let spec = try String(
            contentsOf: directory.appendingPathComponent("Dispatch50.control.yaml"), encoding: .utf8)
        XCTAssertEqual(spec, DispatchSpec.yaml(name: "Dispatch50"))
        let hand = try String(
            contentsOf: directory.appendingPathComponent("HandDispatch50.swift"), encoding: .utf8)
        XCTAssertEqual(
            hand,
            DispatchSpec.handWrittenSwift(
                minimal: "HandMinimalDispatch50", informed: "HandInformedDispatch50"))
    }
}
