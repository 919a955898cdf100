import ControlSpec
import Testing

@testable import ControlSpecLanguageServer

/// An input's `changes:` declares an event (Language.md, "An input that sends an event"): the index
/// finds it there as the declaration, and its `on:` as a use, at their columns (counted by hand).
@Suite struct ChangeEventSymbolTests {
    private static let spec = """
        control: Download
        properties:
          progress: { type: double, input: true, changes: progressChanged }
        initial: loading
        states: { loading: {}, done: {} }
        transitions:
          - { from: loading, on: progressChanged, when: "progress >= 1", to: done }

        """

    @Test func theChangesValueDeclaresTheEventItsTransitionsUse() {
        let document = TextDocument(Self.spec)
        let pipeline = Pipeline()
        let parsed = pipeline.parse(SpecSource(path: "t", bytes: Array(Self.spec.utf8))).parsed
        let index = SymbolIndex(parsed.flatMap { pipeline.decode($0).decoded?.control }, in: document)
        let occurrences = index.occurrences(of: SpecSymbol(.event, "progressChanged"))
        #expect(
            occurrences.map { ($0.location.line, $0.location.column, $0.isDeclaration) }.elementsEqual(
                [(3, 51, true), (7, 26, false)], by: ==))
    }
}
