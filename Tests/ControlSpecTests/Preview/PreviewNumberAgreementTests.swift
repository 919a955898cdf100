import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore

/// The page computes a `double`'s `set:` exactly as the generated Swift machine does, to the bit:
/// random number expressions (arithmetic, unary minus, every function, `double(int)`) over data
/// and input doubles, driven by the same random events and input values (zeros of both signs,
/// huge values) through the compiled machine and through the page in headless Chromium.
final class PreviewNumberAgreementTests: XCTestCase {
    func testPageAndSwiftMachineComputeTheSameDoubles() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = RandomControls.Generator(state: 22)
        var runs: [(AnalysisReport, [String])] = []
        var attempts = 0
        while runs.count < 40, attempts < 400 {
            attempts += 1
            let text = Self.spec(number: runs.count, random: &random)
            let result = Pipeline().check(Array(text.utf8), file: "Numbers.control.yaml")
            // A drawn divisor that folds to zero is refused by the compiler: draw again.
            guard !result.hasErrors, let analysis = result.analysis else {
                XCTAssertTrue(
                    result.diagnostics.allSatisfy { $0.code.rawValue == "invalid-expression" },
                    "\(result.diagnostics)")
                continue
            }
            runs.append((analysis, Self.commands(&random)))
        }
        XCTAssertEqual(runs.count, 40)
        let expected = try SwiftMachineRunner.traces(of: runs, in: folder)
        for (index, run) in runs.enumerated() {
            try browser.open(try PreviewFixtures.page(run.0, in: folder))
            let actual = try browser.evaluate(PreviewEquivalenceTests.harness(run.1)) as? [String]
            XCTAssertEqual(actual, expected[index], "\(run.0.model.control.name.value): \(run.1)")
            XCTAssertEqual(expected[index].count, run.1.count)
        }
    }

    /// A control with doubles `a`, `b` (data), `c` (an input), an int `n` and three events, each
    /// setting one or two doubles to a random expression.
    private static func spec(number: Int, random: inout RandomControls.Generator) -> String {
        var lines = [
            "control: Numbers\(number)", "properties:", "  a: { type: double, default: 0.5 }",
            "  b: { type: double, default: -2 }", "  c: { type: double, input: true, default: 3 }",
            "  n: { type: int, range: [0, 5], default: 2 }", "events: [e0, e1, e2]", "initial: s",
            "states:", "  s: {}", "transitions:",
        ]
        for event in 0..<3 {
            let targets = ["a", "b", "c"].shuffled(using: &random).prefix(
                Int.random(in: 1...2, using: &random))
            let sets = targets.map { "\($0): \"\(expression(depth: 3, random: &random))\"" }
            lines.append("  - { from: s, on: e\(event), to: s, set: { \(sets.joined(separator: ", ")) } }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func expression(depth: Int, random: inout RandomControls.Generator) -> String {
        let leaves = ["a", "b", "c", "double(n)", "0.5", "2.5", "3", "0.1", "7", "-0"]
        guard depth > 0, Int.random(in: 0..<4, using: &random) != 0 else {
            return leaves.randomElement(using: &random) ?? "a"
        }
        let inner = { (random: inout RandomControls.Generator) in
            expression(depth: depth - 1, random: &random)
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return "-(" + inner(&random) + ")"
        case 1, 2:
            let op = ["+", "-", "*", "/"].randomElement(using: &random) ?? "+"
            return "(" + inner(&random) + " \(op) " + inner(&random) + ")"
        case 3:
            let function = ["min", "max"].randomElement(using: &random) ?? "min"
            return "\(function)(" + inner(&random) + ", " + inner(&random) + ")"
        case 4: return "clamp(" + inner(&random) + ", " + inner(&random) + ", " + inner(&random) + ")"
        default:
            let function = ["floor", "ceil", "round", "abs"].randomElement(using: &random) ?? "abs"
            return "\(function)(" + inner(&random) + ")"
        }
    }

    /// 30 commands: the events, and now and then a new value of the input `c`.
    private static func commands(_ random: inout RandomControls.Generator) -> [String] {
        let values = ["0", "-0", "2.5", "-1.5", "1e308", "-7", "0.5"]
        return (0..<30).map { _ in
            Int.random(in: 0..<4, using: &random) == 0
                ? "set:c=" + (values.randomElement(using: &random) ?? "0")
                : "e\(Int.random(in: 0..<3, using: &random))"
        }
    }
}
