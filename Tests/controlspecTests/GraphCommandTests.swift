import Foundation
import TestSupport
import XCTest

final class GraphCommandTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    private func graph(_ spec: String, _ format: String) throws -> String {
        let result = try ToolRunner.run([
            "graph", Self.examples.appendingPathComponent(spec).path, "--format", format,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput
    }

    func testDOTLabelsTransitionsWithEventGuardAndEffects() throws {
        let dot = try graph("SortButton.control.yaml", "dot")
        XCTAssertTrue(dot.hasPrefix("digraph \"SortButton\" {"))
        XCTAssertTrue(
            dot.contains("\"unselected\" -> \"ascending\" [label=\"tap / emit valueChanged\"];"), dot)
        XCTAssertTrue(dot.contains("\"descending\" -> \"unselected\" [label=\"deselect\"];"), dot)
        XCTAssertTrue(dot.contains("-> \"unselected\";"), "the initial state has a start arrow")
    }

    func testAParentsTimerIsLabelledWithTheStateItCountsIn() throws {
        let spec = Self.examples.deletingLastPathComponent()
            .appendingPathComponent("Tests/GeneratedCodeTests/Specs/ActiveTimeout.control.yaml")
        let result = try ToolRunner.run(["graph", spec.path, "--format", "dot"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let timeouts = result.standardOutput.components(
            separatedBy: "[label=\"after 30 s in active / emit timedOut\"]")
        XCTAssertEqual(
            timeouts.count - 1, 2, "one edge from each child of `active`\n\(result.standardOutput)")
        XCTAssertTrue(
            result.standardOutput.contains("[label=\"every 5 s / emit retry\"]"), result.standardOutput)
    }

    func testRegionsAreClusters() throws {
        let dot = try graph("FlatButton.control.yaml", "dot")
        XCTAssertTrue(dot.contains("subgraph \"cluster_press\" {"), dot)
        XCTAssertTrue(
            dot.contains(
                "\"press_up\" -> \"press_down\" [label=\"touchDown, touchDragEnter / animate shrink: 0.4 s default"
                    + " (0.25, 0.1, 0.25, 1)\"];"), dot)
        XCTAssertTrue(
            dot.contains(
                "animate springBack: 1.4726 s spring stiffness 342.1006 damping 9.3817 mass 1 velocity 6"
                    + " (ratio 0.2536)"), dot)
        let mermaid = try graph("FlatButton.control.yaml", "mermaid")
        XCTAssertTrue(mermaid.hasPrefix("stateDiagram-v2\n"))
        XCTAssertTrue(mermaid.contains("state \"press\" as region_0 {"), mermaid)
    }

    func testUnreachableStatesAreGreyed() throws {
        let folder = try temporaryDirectory(self)
        let spec = folder.appendingPathComponent("Flag.control.yaml")
        try Data(
            """
            control: Flag
            events: [tap]
            initial: no
            states: { no: {}, yes: {}, default: {} }
            transitions:
              - { from: no, on: tap, to: yes }
              - { from: yes, on: tap, to: no }

            """.utf8
        ).write(to: spec)
        let result = try ToolRunner.run(["graph", spec.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.standardOutput.contains(
                "\"default\" [label=\"default\", style=\"rounded,dashed\", color=gray"),
            result.standardOutput)
        let mermaid = try ToolRunner.run(["graph", spec.path, "--format", "mermaid"])
        XCTAssertTrue(mermaid.standardOutput.contains("class s_default unreachable"), mermaid.standardOutput)
    }

    func testEveryExampleRendersWithGraphviz() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else {
            throw XCTSkip("Graphviz is not installed (CI installs it)")
        }
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".control.yaml") }.sorted()
        XCTAssertEqual(specs.count, 15)
        for spec in specs {
            let result = try Subprocess.run(
                URL(fileURLWithPath: "/usr/bin/dot"), ["-Tsvg"], input: Data(try graph(spec, "dot").utf8))
            XCTAssertEqual(result.status, 0, "\(spec): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", spec)
            XCTAssertTrue(result.standardOutput.contains("<svg"), spec)
        }
    }
}
