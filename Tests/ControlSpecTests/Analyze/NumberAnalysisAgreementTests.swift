import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// A `double` that `set:` computes is data: on random controls (one region and several, with and
/// without inputs), adding computed doubles to every transition — reading the ints the guards
/// compare through `double(n)`, other doubles and an input double — changes no fact of the
/// exploration and no diagnostic of the analysis, and the ints they read keep their roles.
final class NumberAnalysisAgreementTests: AnalyzerTestCase {
    func testComputedDoublesChangeNoFinding() {
        var random = RandomControls.Generator(state: 2222)
        var withActions = 0
        for number in 0..<240 {
            let regions = number < 160 ? 1 : 2
            let control = RandomControls.control(&random, inputs: number % 2 == 1, regions: regions)
            let variant = Self.withComputedDoubles(control, random: &random)
            withActions += variant.regions.flatMap(\.transitions).count
            XCTAssertEqual(
                analyze(variant).map(Self.line), analyze(control).map(Self.line), "control \(number)")
            XCTAssertEqual(
                ResolvedControl(variant).roles.prefix(control.properties.count),
                ResolvedControl(control).roles[...])
        }
        XCTAssertGreaterThan(withActions, 500)
    }

    private static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location) \(diagnostic.code.rawValue) \(diagnostic.message)"
    }

    /// `control` with the doubles `level` (data) and `gain` (an input), and on every transition a
    /// `set:` of `level` computed from `n`, `level` and `gain`.
    private static func withComputedDoubles(
        _ control: Control, random: inout RandomControls.Generator
    ) -> Control {
        var variant = control
        let at = SourceLocation(line: 900, column: 1)
        variant.properties += [
            Property(name: Located("level", at: at), type: .double, location: at),
            Property(name: Located("gain", at: at), type: .double, isInput: true, location: at),
        ]
        func node(_ kind: NumberExpression.Kind) -> NumberExpression { NumberExpression(kind, at: at) }
        let leaves: [NumberExpression] = [
            node(.call(.double, [node(.reference("n"))])), node(.reference("level")),
            node(.reference("gain")),
            node(.literal(0.5)),
        ]
        for region in variant.regions.indices {
            for position in variant.regions[region].transitions.indices {
                let lhs = leaves.randomElement(using: &random) ?? leaves[0]
                let rhs = leaves.randomElement(using: &random) ?? leaves[0]
                let op = ArithmeticOperator.allCases.randomElement(using: &random) ?? .add
                let value = node(
                    .call(.clamp, [node(.arithmetic(op, lhs, rhs)), node(.literal(0)), node(.literal(1))]))
                variant.regions[region].transitions[position].actions.append(
                    Action(property: Located("level", at: at), value: Located(.number(value), at: at)))
            }
        }
        return variant
    }
}
