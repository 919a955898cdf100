import ControlSpec
import Testing

/// The fixes diagnostics carry, straight from the pipeline: where each starts and what it writes.
@Suite struct DiagnosticFixTests {
    private func fixes(_ spec: String, _ code: String) -> [Diagnostic.Fix] {
        Pipeline().check(Array(spec.utf8), file: "t.control.yaml").diagnostics
            .filter { $0.code.rawValue == code }.flatMap(\.fixes)
    }

    private static let toggle = """
        control: T
        accessibilityLabel: T
        properties:
          count: { type: int, range: [0, 3] }
        initial: off
        states: { off: {}, on: {} }
        transitions:
          - { from: off, on: tap, to: on, when: "cuont < 3" }
          - { from: on, on: tap, to: off, curve: x }

        """

    @Test func aMisspeltKeyIsReplacedByTheClosestKeyOfItsTable() {
        let spec = Self.toggle.replacingOccurrences(of: "curve: x", with: "whne: else")
        #expect(
            fixes(spec, "unknown-key") == [
                .replacing("whne", at: SourceLocation(line: 9, column: 35), with: "when")
            ])
    }

    @Test func aMisspeltNameIsReplacedByTheClosestDeclaredName() {
        let spec = Self.toggle.replacingOccurrences(of: "to: off, curve: x", with: "to: of")
        #expect(
            fixes(spec, "undefined-reference").contains(
                .replacing("of", at: SourceLocation(line: 9, column: 30), with: "off")))
    }

    @Test func aMisspeltPropertyInAGuardIsReplacedWhereItIsWritten() {
        let spec = Self.toggle.replacingOccurrences(of: ", curve: x", with: "")
        // `cuont` starts right after the opening quote, at column 42.
        #expect(
            fixes(spec, "undefined-reference") == [
                .replacing("cuont", at: SourceLocation(line: 8, column: 42), with: "count")
            ])
    }

    @Test func anAmbiguousTransitionWithoutAGuardGetsWhenElse() {
        let spec =
            Self.toggle.replacingOccurrences(of: ", curve: x", with: "")
            .replacingOccurrences(of: ", when: \"cuont < 3\"", with: "")
            + "  - { from: on, on: tap, to: on }\n"
        #expect(
            fixes(spec, "ambiguous-transition") == [
                .adding("when", "else", toMappingAt: SourceLocation(line: 10, column: 5))
            ])
    }
}
