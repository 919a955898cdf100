import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The page's dispatch is the generated machine's: the same random event and input sequence,
/// driven through the compiled Swift machine and through the page in headless Chromium, gives
/// identical traces of states, property values, transitions fired and outputs, on controls of one
/// region and of several, on nested charts and on charts holding regions inside a state.
final class PreviewEquivalenceTests: XCTestCase {
    func testPageAndSwiftMachineAgreeOnExamplesAndRandomSpecs() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var controls = try PreviewFixtures.specControls()
        XCTAssertTrue(controls.contains { $0.name.value == "FlatButton" })
        var random = RandomControls.Generator(state: 14)
        // 120 controls of one region, then 60 of two or three regions (sometimes with a group
        // watching one of them).
        for number in 0..<180 {
            let regions = number < 120 ? 1 : 2 + number % 2
            var control = RandomControls.control(&random, inputs: number % 2 == 1, regions: regions)
            control.name = Located("Random\(number)", at: control.name.location)
            // Every fourth: the input `b` sends `bChanged` when set (`changes:`), which some transitions answer.
            if number % 4 == 1 { Self.sendChanges(&control) }
            controls.append(control)
        }
        // 40 nested charts (parents' transitions, ranks by depth), written as YAML and decoded.
        for number in 0..<40 {
            let chart = RandomNestedCharts.chart(&random, name: "Nested\(number)")
            controls.append(try XCTUnwrap(DecodeHarness.decode(chart.yaml).0, chart.yaml))
        }
        // 20 nested charts whose parents have `history:` (the memory on the page and in Swift).
        for number in 0..<20 {
            let chart = RandomNestedCharts.historyChart(&random, name: "Remembering\(number)")
            controls.append(try XCTUnwrap(DecodeHarness.decode(chart.yaml).0, chart.yaml))
        }
        // 30 charts whose leaf holds regions (preemption and coupling on the page and in Swift).
        for number in 0..<30 {
            let chart = RandomNestedCharts.regionChart(&random, name: "Holding\(number)")
            controls.append(try XCTUnwrap(DecodeHarness.decode(chart.yaml).0, chart.yaml))
        }
        // One analysis per control: both generators read the same facts.
        let runs = controls.map { control in
            (PreviewFixtures.analysis(control), commands(for: control, random: &random))
        }
        let expected = try SwiftMachineRunner.traces(of: runs, in: folder)
        var compared = 0
        for (index, run) in runs.enumerated() {
            try browser.open(try PreviewFixtures.page(run.0, in: folder))
            let name = run.0.model.control.name.value
            let actual = try browser.evaluate(Self.harness(run.1)) as? [String]
            XCTAssertEqual(actual, expected[index], "\(name): \(run.1)")
            XCTAssertEqual(expected[index].count, run.1.count)
            compared += 1
        }
        XCTAssertEqual(compared, controls.count)
        XCTAssertGreaterThanOrEqual(compared, 180 + 40 + 20 + 30 + 6)
        XCTAssertGreaterThanOrEqual(controls.filter { !ResolvedControl($0).nesting.isEmpty }.count, 31)
        XCTAssertGreaterThanOrEqual(
            controls.filter { $0.regions[0].parents.contains { $0.history != nil } }.count, 20)
        XCTAssertGreaterThanOrEqual(controls.filter { !$0.regions[0].parents.isEmpty }.count, 40)
        XCTAssertGreaterThanOrEqual(controls.filter { $0.regions.count > 1 }.count, 60)
        XCTAssertGreaterThanOrEqual(
            controls.filter { $0.properties.contains { $0.changes != nil } }.count, 45)
    }

    /// The input `b` with `changes: bChanged`, answered by every transition on `e2` but the first.
    private static func sendChanges(_ control: inout Control) {
        let event = Located("bChanged", at: control.location)
        control.properties[1].changes = event
        control.events.append(event)
        var first = true
        for region in control.regions.indices {
            for position in control.regions[region].transitions.indices
            where control.regions[region].transitions[position].on.map(\.value) == ["e2"] {
                if !first { control.regions[region].transitions[position].on = [event] }
                first = false
            }
        }
    }

    /// 40 random commands: events of the control, and for an input a new value now and then.
    private func commands(for control: Control, random: inout RandomControls.Generator) -> [String] {
        let plan = GenerationPlan(analysis: PreviewFixtures.analysis(control), access: .internal)
        let inputs = control.properties.filter(\.isInput)
        return (0..<40).compactMap { _ -> String? in
            if let input = inputs.randomElement(using: &random), Int.random(in: 0..<5, using: &random) == 0 {
                switch input.type {
                case .bool: return "set:\(input.name.value)=\(Bool.random(using: &random))"
                case .int(let range):
                    let range = range ?? PropertyType.defaultIntRange
                    return "set:\(input.name.value)=\(Int.random(in: range, using: &random))"
                case .enum(let cases):
                    return "set:\(input.name.value)=\(cases.randomElement(using: &random)?.value ?? "")"
                case .double where input.changes != nil:
                    let value: Double = [0, 0.5, 1, 1.5][Int.random(in: 0..<4, using: &random)]
                    return "set:\(input.name.value)=\(value)"
                case .string, .double, .color, .image: return nil
                }
            }
            return plan.events.randomElement(using: &random)?.name
        }
    }

    /// Runs the commands through `window.controlSpec` and returns the trace in the runner's format.
    static func harness(_ commands: [String]) -> String {
        let list = String(decoding: try! JSONSerialization.data(withJSONObject: commands), as: UTF8.self)
        return """
            (() => {
              const cs = window.controlSpec;
              const trace = [];
              if (\(list).some((c) => c.startsWith("wait:"))) cs.clock.useVirtual();
              for (const command of \(list)) {
                let fired = "-", outputs = "";
                if (command.startsWith("wait:")) {
                  const steps = cs.steps.length, before = cs.outputs.length;
                  cs.clock.advance(Number(command.slice(5)));
                  const moved = cs.steps.slice(steps);
                  if (moved.length > 0) fired = moved.map((f) => f.map((t) => t === null ? "_" : String(t)).join(",")).join(";");
                  outputs = cs.outputs.slice(before).join(",");
                } else {
                  const before = cs.outputs.length;
                  // Setting an input with `changes:` sends its event: what fired is traced as for an event.
                  const sent = command.startsWith("set:")
                    ? cs.setInput(...command.slice(4).split("=")) : cs.send(command);
                  if (sent) {
                    fired = cs.lastTransitions.map((t) => t === null ? "_" : String(t)).join(",");
                    outputs = cs.outputs.slice(before).join(",");
                  }
                }
                const bits = (v) => new BigUint64Array(new Float64Array([v]).buffer)[0].toString();
                const type = (name) => cs.machine.properties.find((p) => p.name === name).type;
                const props = Object.entries(cs.properties)
                  .filter(([name]) => type(name).match(/^(bool|int|enum|string|double)$/))
                  .map(([name, value]) => name + "=" + (type(name) === "double" ? bits(value) : value)).join(",");
                trace.push(cs.state + "|" + props + "|" + fired + "|" + outputs);
              }
              return trace;
            })()
            """
    }
}
