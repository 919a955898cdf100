import ControlSpec
import Testing

@testable import ControlSpecLanguageServer

/// The names the index finds in a spec with regions, at their exact columns (counted by hand).
@Suite struct SymbolIndexTests {
    private static let spec = """
        control: PressToggle
        base: button
        accessibilityLabel: Press
        regions:
          press:
            initial: up
            states: { up: {}, down: {} }
            transitions:
              - { from: up, on: touchDown, to: down }
              - { from: down, on: touchUpInside, to: up }
          selection:
            initial: off
            states: { off: {}, on: { selected: true } }
            transitions:
              - { from: off, on: tap, to: on }
              - { from: on, on: tap, to: off, when: "press == .down" }

        """

    private func index() -> SymbolIndex {
        let document = TextDocument(Self.spec)
        let pipeline = Pipeline()
        let parsed = pipeline.parse(SpecSource(path: "t", bytes: Array(Self.spec.utf8))).parsed
        return SymbolIndex(parsed.flatMap { pipeline.decode($0).decoded?.control }, in: document)
    }

    @Test func aStateComparedInAGuardIsAUseOfThatRegionsState() {
        let uses = index().occurrences(of: SpecSymbol(.state, "down", scope: "press"))
        #expect(
            uses.map { ($0.location.line, $0.location.column, $0.isDeclaration) }.elementsEqual(
                [(7, 23, true), (9, 40, false), (10, 17, false), (16, 56, false)], by: ==))
    }

    @Test func statesOfDifferentRegionsAreDifferentSymbols() {
        let symbols = index()
        #expect(symbols.occurrences(of: SpecSymbol(.state, "on", scope: "selection")).count == 3)
        #expect(symbols.occurrences(of: SpecSymbol(.state, "on", scope: "press")).isEmpty)
        // `press` in the guard is the region, declared at line 5.
        #expect(
            symbols.occurrences(of: SpecSymbol(.region, "press")).map(\.location) == [
                SourceLocation(line: 5, column: 3), SourceLocation(line: 16, column: 46),
            ])
    }
}

/// Enum cases: declared under `cases:`, used in `default:`, in `set:` and compared in guards.
@Suite struct EnumCaseSymbolTests {
    @Test func everyUseOfAnEnumCaseIsFound() {
        let spec = """
            control: Sorter
            accessibilityLabel: Sort
            properties:
              order: { type: enum, cases: [up, down], default: up }
            events: [tap]
            initial: idle
            states: { idle: {} }
            transitions:
              - { from: idle, on: tap, to: idle, when: "order == .up", set: { order: down } }
              - { from: idle, on: tap, to: idle, when: "order == .down", set: { order: up } }

            """
        let pipeline = Pipeline()
        let parsed = pipeline.parse(SpecSource(path: "t", bytes: Array(spec.utf8))).parsed
        let symbols = SymbolIndex(
            parsed.flatMap { pipeline.decode($0).decoded?.control }, in: TextDocument(spec))
        let up = symbols.occurrences(of: SpecSymbol(.enumCase, "up", scope: "order"))
        #expect(
            up.map(\.location) == [
                SourceLocation(line: 4, column: 32), SourceLocation(line: 4, column: 52),
                SourceLocation(line: 9, column: 55), SourceLocation(line: 10, column: 76),
            ])
        #expect(up.first?.isDeclaration == true)
        #expect(symbols.occurrences(of: SpecSymbol(.enumCase, "down", scope: "order")).count == 3)
    }
}

/// A look value's `value:` reads properties: a property's name, or the names inside an expression
/// of them, each a use of its property at its own column (counted by hand), once even where a
/// parent's look is inherited by two children.
@Suite struct LookValueSymbolTests {
    @Test func theNamesALookValueReadsAreUsesOfTheirProperties() {
        let spec = """
            control: Meter
            accessibilityLabel: Meter
            properties:
              level: { type: double, input: true }
            images:
              bar: { symbol: circle }
            events: [tap]
            initial: low
            states:
              low: { image: bar, values: [{ target: bar, property: opacity, value: level }] }
              high:
                image: bar
                values: [{ target: bar, property: opacity, value: "clamp(level - 1, 0, level)", from: 0.2 }]
                states: { calm: {}, busy: {} }
            transitions:
              - { from: low, on: tap, to: high }
              - { from: high, on: tap, to: low }

            """
        let pipeline = Pipeline()
        let parsed = pipeline.parse(SpecSource(path: "t", bytes: Array(spec.utf8))).parsed
        let symbols = SymbolIndex(
            parsed.flatMap { pipeline.decode($0).decoded?.control }, in: TextDocument(spec))
        let level = symbols.occurrences(of: SpecSymbol(.property, "level"))
        #expect(
            level.map { ($0.location.line, $0.location.column, $0.isDeclaration) }.elementsEqual(
                [(4, 3, true), (10, 72, false), (13, 62, false), (13, 76, false)], by: ==))
        // The expression's text is no name: nothing is recorded under it.
        #expect(!symbols.occurrences.contains { $0.symbol.name.contains("(") })
    }
}
