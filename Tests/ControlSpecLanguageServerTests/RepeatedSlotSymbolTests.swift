import ControlSpec
import Testing

@testable import ControlSpecLanguageServer

/// A repeated slot in the editor: the decoder writes the slot and its image out as copies
/// (`dot_0`, …), and the index records each copy as the name it is written as, once per place; a
/// look value's reads and the count property of `repeat:` are uses of the property, so a rename
/// finds them (columns counted by hand).
@Suite struct RepeatedSlotSymbolTests {
    private static let spec = """
        control: Dots
        properties:
          count: { type: int, range: [0, 5], input: true }
          page: { type: double, input: true }
        layout:
          slots:
            dot: { repeat: count, step: [12, 0], frame: [0, 0, 12, 12] }
        images:
          dot: { symbol: circle.fill, slot: dot }
        initial: shown
        states:
          shown:
            image: dot
            values: [ { target: dot, property: opacity, value: "clamp(page - index, 0, 1)" } ]
        transitions: []

        """

    private func index() -> SymbolIndex {
        let pipeline = Pipeline()
        let parsed = pipeline.parse(SpecSource(path: "t", bytes: Array(Self.spec.utf8))).parsed
        return SymbolIndex(
            parsed.flatMap { pipeline.decode($0).decoded?.control }, in: TextDocument(Self.spec))
    }

    private func places(_ symbol: SpecSymbol) -> [String] {
        index().occurrences(of: symbol).map {
            "\($0.location.line):\($0.location.column)\($0.isDeclaration ? " decl" : "")"
        }
    }

    @Test func theSlotAndTheImageAreFoundAsWritten() {
        #expect(places(SpecSymbol(.slot, "dot")) == ["7:5 decl", "9:37"])
        #expect(places(SpecSymbol(.image, "dot")) == ["9:3 decl", "13:12", "14:25"])
        #expect(index().occurrences.allSatisfy { !$0.symbol.name.contains("_") }, "no copy's name")
    }

    @Test func theCountAndTheValuesReadsAreUsesOfTheirProperties() {
        #expect(places(SpecSymbol(.property, "count")) == ["3:3 decl", "7:20"])
        #expect(places(SpecSymbol(.property, "page")) == ["4:3 decl", "14:63"])
    }
}
