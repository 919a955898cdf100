import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore

/// Guards on the finger's position and on doubles: the analysis reports an overlap with a witness
/// at the finger's place, a guard that cannot hold on the control's bounds, and notes where it
/// reads a comparison as free rather than decide it.
final class NumberGuardAnalysisTests: XCTestCase {
    private func check(_ transitions: String, drags: Bool = false) -> [Diagnostic] {
        let yaml = """
            control: Halves
            summary: A control split down the middle.
            base: control
            accessibilityLabel: Halves
            properties:
              value: { type: double }
              gain: { type: double, input: true }
            events: [touchDown, touchUpInside\(drags ? ", touchDragOutside" : "")]
            initial: idle
            states: { idle: {}, down: {} }
            transitions:
              - { from: down, on: touchUpInside, to: idle }
            \(transitions)
            """
        return Pipeline().check(Array(yaml.utf8), file: "Halves.control.yaml").diagnostics
    }

    private func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location) \($0.code.rawValue) \($0.message)" }
    }

    func testTwoHalvesThatOverlapAreAmbiguousAtAWitness() {
        let found = check(
            """
              - { from: idle, on: touchDown, to: down, when: "touch.fx < 0.5" }
              - { from: idle, on: touchDown, to: down, when: "touch.fx * 10 > 4" }
            """)
        XCTAssertEqual(found.map(\.code), [.ambiguousTransition], "\(lines(found))")
        XCTAssertEqual(found.first?.location, SourceLocation(line: 14, column: 5))
        XCTAssertEqual(
            found.first?.witness?.values, [Witness.Assignment(name: "touch.fx", value: .number(0.45))])
        XCTAssertTrue(
            found.first?.message.contains("can both fire when touch.fx = 0.45") == true, "\(lines(found))")
    }

    func testExactHalvesAreNeitherAmbiguousNorDead() {
        let found = check(
            """
              - { from: idle, on: touchDown, to: down, when: "touch.fx < 0.5" }
              - { from: idle, on: touchDown, to: down, when: "!(touch.fx < 0.5)" }
              - { from: idle, on: touchDown, to: idle, when: else }
            """)
        // `else` never fires: the halves cover the width.
        XCTAssertEqual(found.map { "\($0.location) \($0.code.rawValue)" }, ["15:5 unreachable-transition"])
    }

    func testAGuardBeyondTheBoundsCannotHoldOnTouchDownButCanOnADrag() {
        let found = check(
            """
              - { from: idle, on: touchDown, to: down, when: "touch.fx <= 0.5" }
              - { from: idle, on: touchDown, to: down, when: "touch.fx > 1.2 || touch.y < 0" }
              - { from: down, on: touchDragOutside, to: idle, when: "touch.fx > 1.2" }
            """, drags: true)
        XCTAssertEqual(found.map(\.code), [.unreachableTransition], "\(lines(found))")
        XCTAssertEqual(found.first?.location, SourceLocation(line: 14, column: 5))
    }

    func testAnInputDoubleIsDecidedExactly() {
        let found = check(
            """
              - { from: idle, on: touchDown, to: down, when: "gain + 0.5 <= 1" }
              - { from: idle, on: touchDown, to: idle, when: "gain > 0.5" }
              - { from: idle, on: touchDown, to: down, when: "gain - 2 > 0 && gain < 1" }
            """)
        XCTAssertEqual(found.map(\.code), [.unreachableTransition], "\(lines(found))")
        XCTAssertEqual(found.first?.location, SourceLocation(line: 15, column: 5))
    }

    func testWhatIsNotExactIsNoted() {
        let found = check(
            """
              - { from: idle, on: touchDown, to: down, when: "value * value < 2" }
              - { from: down, on: touchDragOutside, to: idle, when: "value > 3 && touch.x > 1" }
              - { from: down, on: touchDragOutside, to: down, when: "touch.fx < 0.5 && touch.fx - touch.fy > 0" }
            """, drags: true)
        let notes = found.filter { $0.code == .approximateGuard }.map {
            "\($0.location) \($0.message.prefix(30))"
        }
        XCTAssertEqual(
            notes,
            [
                "13:65 'value * value < 2' is not lin",
                "14:64 the analysis does not follow t",
                "15:67 guards read both 'touch.x' and",
                "15:96 'touch.fx' and 'touch.fx - tou",
            ])
    }
}
