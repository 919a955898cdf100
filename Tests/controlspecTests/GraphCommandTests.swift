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
        XCTAssertEqual(specs.count, 16)
        for spec in specs {
            let result = try Subprocess.run(
                URL(fileURLWithPath: "/usr/bin/dot"), ["-Tsvg"], input: Data(try graph(spec, "dot").utf8))
            XCTAssertEqual(result.status, 0, "\(spec): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", spec)
            XCTAssertTrue(result.standardOutput.contains("<svg"), spec)
        }
    }

    /// A state holding regions: a DOT cluster around its node with a dashed cluster per region,
    /// rendered by Graphviz; a Mermaid composite state whose regions `--` separates.
    func testAStateHoldingRegionsIsAClusterOfDashedRegions() throws {
        let spec = FileManager.default.temporaryDirectory
            .appendingPathComponent("GraphNested-\(ProcessInfo.processInfo.processIdentifier).control.yaml")
        try """
        control: DownloadButton
        accessibilityLabel: Download
        events: [tap, started, lost]
        initial: idle
        states:
          idle: {}
          active:
            regions:
              transfer:
                initial: waiting
                states: { waiting: {}, downloading: {} }
                transitions:
                  - { from: waiting, on: started, to: downloading }
              network:
                initial: online
                states: { online: {}, offline: {} }
                transitions:
                  - { from: online, on: lost, to: offline }
        transitions:
          - { from: idle, on: tap, to: active }
          - { from: active, on: tap, to: idle }
        """.write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let dot = try ToolRunner.run(["graph", spec.path, "--format", "dot"])
        XCTAssertEqual(dot.status, 0, dot.standardError)
        let lines = dot.standardOutput.split(separator: "\n").map(String.init)
        let expected = [
            "  subgraph \"cluster_state_active\" {", "    label=\"active\";",
            "    \"active\" [label=\"active\"];",
            "    subgraph \"cluster_transfer\" {", "      label=\"transfer\";", "      style=dashed;",
            "      \"transfer_waiting\" [label=\"waiting\", penwidth=2];",
        ]
        let start = try XCTUnwrap(lines.firstIndex(of: expected[0]), dot.standardOutput)
        XCTAssertEqual(Array(lines[start..<start + expected.count]), expected, dot.standardOutput)
        XCTAssertTrue(lines.contains("      \"network_online\" -> \"network_offline\" [label=\"lost\"];"))
        XCTAssertTrue(lines.contains("  \"active\" -> \"idle\" [label=\"tap\"];"))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") {
            let svg = try Subprocess.run(
                URL(fileURLWithPath: "/usr/bin/dot"), ["-Tsvg"], input: Data(dot.standardOutput.utf8))
            XCTAssertEqual(svg.status, 0, svg.standardError)
            XCTAssertEqual(svg.standardError, "")
        }
        let mermaid = try ToolRunner.run(["graph", spec.path, "--format", "mermaid"])
        XCTAssertEqual(mermaid.status, 0, mermaid.standardError)
        XCTAssertTrue(
            mermaid.standardOutput.contains(
                """
                  state "active" as s_active {
                    state "waiting" as s_transfer_waiting
                    state "downloading" as s_transfer_downloading
                    [*] --> s_transfer_waiting
                    s_transfer_waiting --> s_transfer_downloading : started
                    --
                    state "online" as s_network_online
                """), mermaid.standardOutput)
    }
}
