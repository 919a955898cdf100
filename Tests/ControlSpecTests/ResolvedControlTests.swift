import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The decisions `ResolvedControl` makes once, seen from the analysis and the generator alike.
final class ResolvedControlTests: XCTestCase {
    private func check(_ yaml: String) throws -> CheckResult {
        let result = Pipeline().check(Array(yaml.utf8), file: "Test.control.yaml")
        XCTAssertNotNil(result.analysis, "\(result.diagnostics)")
        return result
    }

    private let setSource = """
        control: SetSource
        properties:
          a: { type: bool }
          b: { type: bool }
          note: { type: string }
        events: [copy]
        initial: idle
        states: { idle: {}, done: {} }
        transitions:
          - { from: idle, on: copy, to: idle, set: { a: "!b" } }
          - { from: idle, on: copy, to: done, when: "b" }
        """

    func testAPropertyReadOnlyByASetSourceIsStateForTheAnalysis() throws {
        let result = try check(setSource)
        let model = try XCTUnwrap(result.analysis).model
        XCTAssertEqual(model.roles, [.state, .state, .data])
        let table = CompiledMachine(model).table
        let b = try XCTUnwrap(table.index(of: "b"))
        XCTAssertLessThan(b, table.configurationCount, "`b` is explored as state, not free input")
        // As state that no transition writes, `b` keeps its default: the guard `b` never holds.
        let unreachable = result.diagnostics.filter { $0.code == .unreachableTransition }
        XCTAssertEqual(unreachable.map(\.location.line), [11])
        XCTAssertTrue(unreachable.first?.message.contains("no transition ever sets `b`") == true)
    }

    func testAPropertyReadOnlyByASetSourceIsStateInTheGeneratedCode() throws {
        let result = try check(setSource)
        let code = Pipeline().generate(try XCTUnwrap(result.analysis), file: "Test.control.yaml").contents
        XCTAssertTrue(code.contains("public private(set) var b: Bool"), code)
        XCTAssertTrue(code.contains("public private(set) var a: Bool"), code)
        XCTAssertTrue(code.contains("public var note: String"), "data stays settable by the app")
    }

    private let aliases = """
        control: Aliases
        events: [tap]
        initial: off
        states: { off: {}, on: {}, other: {} }
        transitions:
          - { from: off, on: tap, to: on }
          - { from: off, on: touchUpInside, to: other }
          - { from: [on, other], on: tap, to: off }
        """

    func testTapNextToTouchUpInsideFromOneStateIsAmbiguous() throws {
        let result = Pipeline().check(Array(aliases.utf8), file: "Test.control.yaml")
        let ambiguous = result.diagnostics.filter { $0.code == .ambiguousTransition }
        XCTAssertEqual(ambiguous.map(\.location), [SourceLocation(line: 7, column: 5)])
        XCTAssertEqual(ambiguous.first?.severity, .error)
        XCTAssertEqual(ambiguous.first?.notes.map(\.location.line), [6])
    }

    func testAnAliasIsOneEventInOneOrder() throws {
        let control = try XCTUnwrap(
            Pipeline().check(Array(aliases.utf8), file: "T.control.yaml").decoded?.control)
        let model = ResolvedControl(control)
        XCTAssertEqual(model.events, [ResolvedControl.Event(name: "tap", controlEvent: "touchUpInside")])
        XCTAssertEqual(model.event(named: "touchUpInside"), 0)
        XCTAssertEqual(
            Array(model.candidates(0, 0, 0).explicit), [0, 1], "both answer the one event in `off`")
        XCTAssertEqual(CompiledMachine(model).events, ["tap"])
    }

    func testTheGraphNamesAnAliasedEventOnce() throws {
        let yaml = aliases.replacingOccurrences(of: "to: other }", with: "to: other, when: \"false\" }")
        let report = try XCTUnwrap(try check(yaml).analysis)
        let dot = GraphWriter.render(report, format: .dot)
        // (`when: "false"` never holds: the analysis' finding greys the edge.)
        XCTAssertTrue(dot.contains("\"off\" -> \"other\" [label=\"tap [false] (never fires)\""), dot)
        XCTAssertFalse(dot.contains("touchUpInside"), dot)
    }
}

/// `controlspec graph` draws from the analysis' facts.
final class GraphFactsTests: XCTestCase {
    private func dot(_ yaml: String) throws -> String {
        let result = Pipeline().check(Array(yaml.utf8), file: "Test.control.yaml")
        return GraphWriter.render(try XCTUnwrap(result.analysis, "\(result.diagnostics)"), format: .dot)
    }

    private let reset = """
        control: Reset
        events: [tap, reset]
        initial: idle
        states: { idle: {}, busy: {}, done: {} }
        transitions:
          - { from: idle, on: tap, to: busy }
          - { from: busy, on: tap, to: done }
          - { from: busy, on: reset, to: busy }
          - { from: "*", on: reset, to: idle }
        """

    func testAWildcardEdgeAnExplicitTransitionAlwaysBeatsIsDrawnOverridden() throws {
        let dot = try dot(reset)
        XCTAssertTrue(
            dot.contains(
                "\"busy\" -> \"idle\" [label=\"* reset (overridden)\", style=dashed, color=gray, fontcolor=gray];"
            ),
            dot)
        XCTAssertTrue(dot.contains("\"done\" -> \"idle\" [label=\"* reset\"];"), dot)
        XCTAssertTrue(dot.contains("\"idle\" -> \"idle\" [label=\"* reset\"];"), dot)
    }

    func testSuppressingAWarningDoesNotChangeTheGraph() throws {
        let spec = """
            control: Flag
            events: [tap]
            initial: no
            states: { no: {}, yes: {}, default: {} }
            transitions:
              - { from: no, on: tap, to: yes }
              - { from: yes, on: tap, to: no }
            """
        let plain = try dot(spec)
        XCTAssertTrue(plain.contains("\"default\" [label=\"default\", style=\"rounded,dashed\""), plain)
        XCTAssertEqual(try dot(spec + "\nsuppress: [unreachable-state]\n"), plain)
    }
}

/// The generator reads the analysis' facts: a transition proved never to fire is not generated.
final class GeneratorFactsTests: XCTestCase {
    func testATransitionThatNeverFiresIsLeftOutOfSend() throws {
        let yaml = """
            control: Dead
            accessibilityLabel: Dead
            properties: { armed: { type: bool } }
            events: [tap]
            initial: off
            states: { off: {}, on: {} }
            transitions:
              - { from: off, on: tap, to: on, when: "armed" }
              - { from: off, on: tap, to: off, when: "!armed" }
              - { from: on, on: tap, to: off }
            """
        let result = Pipeline().check(Array(yaml.utf8), file: "Dead.control.yaml")
        let analysis = try XCTUnwrap(result.analysis, "\(result.diagnostics)")
        XCTAssertEqual(analysis.transitions.map(\.mayFire), [false, true, false])
        XCTAssertEqual(
            result.diagnostics.map(\.code),
            [.deadEndState, .unreachableState, .unreachableTransition, .unreachableTransition])
        let code = SwiftGenerator.generate(analysis, sourceFile: "Dead.control.yaml").contents
        XCTAssertTrue(code.contains("Step(transition: .transition1"), code)
        XCTAssertFalse(code.contains("Step(transition: .transition0"), "never fires: no code")
        XCTAssertFalse(code.contains("if self.armed"), code)
        XCTAssertTrue(
            code.contains("static var transition0"), "the Transition type still names every transition")
    }

    /// Guards are compiled once per structure: the same guard written again (elsewhere in the
    /// file, spaced differently) shares its number; one differing in an operator, a number, a name
    /// or a case does not.
    func testGuardsOfTheSameStructureShareOneCompiledGuard() throws {
        let yaml = """
            control: Shapes
            properties:
              a: { type: bool, input: true }
              b: { type: bool, input: true }
              n: { type: int, range: [0, 9], input: true }
              m: { type: enum, cases: [x, y], input: true }
            events: [go]
            initial: s0
            states: { s0: {}, s1: {}, s2: {}, s3: {}, s4: {}, s5: {}, s6: {}, s7: {} }
            transitions:
              - { from: s0, on: go, to: s1, when: "n < 4 && a" }
              - { from: s1, on: go, to: s2, when: "n<4&&a" }
              - { from: s2, on: go, to: s3, when: "n <= 4 && a" }
              - { from: s3, on: go, to: s4, when: "n < 5 && a" }
              - { from: s4, on: go, to: s5, when: "n < 4 && b" }
              - { from: s5, on: go, to: s6, when: "m == .x" }
              - { from: s6, on: go, to: s7, when: "m == .y" }
              - { from: s7, on: go, to: s0 }
            """
        let control = try XCTUnwrap(
            Pipeline().check(Array(yaml.utf8), file: "S.control.yaml").decoded?.control)
        let machine = CompiledMachine(ResolvedControl(control))
        XCTAssertEqual(machine.guardNumbers, [2, 2, 3, 4, 5, 6, 7, 0])
        XCTAssertEqual(
            machine.transitions.map(\.reads), [[3, 1], [3, 1], [3, 1], [3, 1], [3, 2], [4], [4], []])
    }
}
