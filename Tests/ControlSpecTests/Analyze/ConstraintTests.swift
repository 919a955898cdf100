import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

final class ConstraintTests: XCTestCase {
    private let build = ModelBuilder()

    private func compiler(_ properties: [Property]) -> (GuardCompiler, VariableTable) {
        let state = build.state("idle")
        let reads = properties.map { "\($0.name.value) == \($0.name.value)" }.joined(separator: " && ")
        let control = build.single(
            properties: properties, initial: ["idle"], states: [state],
            transitions: [
                build.transition(from: ["idle"], on: ["tap"], to: "idle", when: reads.isEmpty ? nil : reads)
            ])
        let table = VariableTable(ResolvedControl(control))
        return (GuardCompiler(table: table), table)
    }

    private func guardOf(_ text: String, _ compiler: GuardCompiler) -> Constraint {
        compiler.constraint(GuardText.parse(text, at: SourceLocation(line: 1, column: 1)))
    }

    func testComplementaryIntComparisonsAreDisjoint() {
        let (compiler, _) = compiler([build.int("count", input: true)])
        let above = guardOf("count > 3", compiler)
        let atMost = guardOf("count <= 3", compiler)
        XCTAssertFalse(above.intersection(atMost).isSatisfiable)
        XCTAssertEqual(above.boxes.count, 1)
    }

    func testOverlappingIntComparisonsHaveTheWitnessFour() {
        let (compiler, table) = compiler([build.int("count", input: true)])
        let both = guardOf("count > 3", compiler).intersection(guardOf("count < 5", compiler))
        let count = table.index(of: "count") ?? -1
        XCTAssertEqual(both.witness?[count], 4)
        XCTAssertEqual(both.boxes.first?.bounds[count], Interval(4, 4))
    }

    func testNotEqualIsTwoBoxesAndDefaultRangeBoundsThem() {
        let (compiler, table) = compiler([build.int("count", input: true)])
        let count = table.index(of: "count") ?? -1
        let different = guardOf("count != 3", compiler)
        XCTAssertEqual(different.boxes.map { $0.bounds[count] }, [Interval(0, 2), Interval(4, 1000)])
        XCTAssertFalse(guardOf("count > 1000", compiler).isSatisfiable)
        XCTAssertFalse(different.intersection(guardOf("count == 3", compiler)).isSatisfiable)
    }

    func testNegationIsPushedToTheAtoms() {
        let (compiler, _) = compiler([build.bool("a", input: true), build.bool("b", input: true)])
        let negated = guardOf("!(a && b)", compiler)
        let either = guardOf("!a || !b", compiler)
        XCTAssertFalse(negated.intersection(guardOf("a && b", compiler)).isSatisfiable)
        XCTAssertFalse(negated.subtracting(either).isSatisfiable)
        XCTAssertFalse(either.subtracting(negated).isSatisfiable)
    }

    func testEnumCasesAndBooleanEquality() {
        let (compiler, table) = compiler([
            build.enumeration("mode", ["off", "slow", "fast"], input: true), build.bool("on", input: true),
        ])
        let mode = table.index(of: "mode") ?? -1
        XCTAssertEqual(guardOf("mode == .slow", compiler).witness?[mode], 1)
        let other = guardOf("mode != .slow", compiler)
        XCTAssertFalse(other.intersection(guardOf("mode == .slow", compiler)).isSatisfiable)
        XCTAssertFalse(guardOf("on == true", compiler).intersection(guardOf("!on", compiler)).isSatisfiable)
        XCTAssertFalse(
            guardOf("(mode == .off) == on", compiler).intersection(guardOf("on && mode == .fast", compiler))
                .isSatisfiable)
    }

    func testComparingTwoVariablesIsExact() {
        let (compiler, table) = compiler([
            build.int("low", range: 0...3, input: true), build.int("high", range: 0...1000, input: true),
        ])
        let less = guardOf("high < low", compiler)
        let high = table.index(of: "high") ?? -1
        XCTAssertEqual(less.boxes.count, 3)
        XCTAssertFalse(less.intersection(guardOf("high >= 3", compiler)).isSatisfiable)
        XCTAssertEqual(less.intersection(guardOf("high == 2", compiler)).witness?[high], 2)
    }

    func testBoxSubtractionIsExact() {
        let outer = Box([Interval(0, 10), Interval(0, 10)])
        let hole = Box([Interval(3, 4), Interval(5, 20)])
        let pieces = outer.subtracting(hole)
        let area = pieces.reduce(0) { sum, box in
            sum + box.bounds.reduce(1) { $0 * ($1.hi - $1.lo + 1) }
        }
        XCTAssertEqual(area, 121 - 2 * 6)
        XCTAssertTrue(pieces.allSatisfy { $0.intersection(hole) == nil })
    }
}
