import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore

/// `unreachable-variant`: a variant whose guard holds for no values of the properties, or only where
/// an earlier variant's does, is reported at its entry; guards on doubles are not checked; and over
/// random guards the check agrees with every value of the properties tried one by one.
final class UnreachableVariantTests: XCTestCase {
    private func spec(_ variants: [String], suppress: String = "") -> String {
        """
        control: T
        properties:
          count: { type: int, range: [0, 9], input: true }
          mode: { type: enum, cases: [a, b, c], input: true }
          on: { type: bool, input: true }
          level: { type: double, input: true }
        images:
          dot: { symbol: circle }
        initial: s
        states:
          s:
            image: dot\(suppress)
            variants:
        \(variants.map { "      - { when: \"\($0)\", alpha: 0.5 }" }.joined(separator: "\n"))
        transitions: []

        """
    }

    private func found(_ text: String) -> [String] {
        Pipeline().check(Array(text.utf8), file: "T.control.yaml").diagnostics
            .filter { $0.code.rawValue == "unreachable-variant" }
            .map { "\($0.location) \($0.message)" }
    }

    func testAGuardThatNeverHoldsIsReportedAtItsEntry() {
        XCTAssertEqual(
            found(spec(["count > 9"])),
            [
                "14:9 the variant 'when: count > 9' of state 's' is never chosen: its guard holds for no"
                    + " values of the properties; correct it or remove the variant"
            ])
    }

    func testAVariantAnEarlierOneAlwaysHidesIsReported() {
        XCTAssertEqual(
            found(spec(["count > 2", "count == 4", "count < 2"])),
            [
                "15:9 the variant 'when: count == 4' of state 's' is never chosen: an earlier variant's guard"
                    + " holds wherever its does; move it before them or narrow them"
            ])
        // Every case but `c` is taken by the first: the second holds only there.
        XCTAssertEqual(
            found(spec(["mode == .a || mode == .b", "mode != .c"])).map { String($0.prefix(4)) }, ["15:9"])
        XCTAssertEqual(found(spec(["on && count > 3", "on", "count >= 4"])), [])
    }

    func testDoublesAreNotCheckedAndSuppressionSilences() {
        XCTAssertEqual(found(spec(["level > 2", "level > 3"])), [])
        XCTAssertEqual(found(spec(["count > 9"], suppress: "\n    suppress: [unreachable-variant]")), [])
    }

    /// Random guards over `count` (0…9), `on` and `mode`: the check's findings are the variants that
    /// no point of all 60 chooses, the points tried one by one with the guards' own rules.
    func testRandomGuardsAgreeWithEveryValueTried() {
        var generator = SystemRandomNumberGenerator()
        let atoms = [
            "count > K", "count < K", "count == K", "count != K", "on", "!on", "mode == .a", "mode != .b",
        ]
        func atom() -> String {
            atoms.randomElement(using: &generator)!.replacingOccurrences(
                of: "K", with: String(Int.random(in: -1...10, using: &generator)))
        }
        for _ in 0..<40 {
            let guards = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? atom() : "\(atom()) \(Bool.random() ? "&&" : "||") \(atom())"
            }
            let text = spec(guards)
            let (control, _) = DecodeHarness.decode(text)
            guard let variants = control?.regions.first?.states.first?.variants else {
                return XCTFail(text)
            }
            var chosen = Array(repeating: false, count: variants.count)
            for count in 0...9 {
                for on in [false, true] {
                    for mode in ["a", "b", "c"] {
                        let values: [String: Value] = [
                            "count": .int(count), "on": .bool(on), "mode": .enumCase(mode),
                        ]
                        if let first = variants.firstIndex(where: { $0.condition.holds { values[$0] } }) {
                            chosen[first] = true
                        }
                    }
                }
            }
            let expected = chosen.indices.filter { !chosen[$0] }.map { "\(14 + $0):9" }
            XCTAssertEqual(
                found(text).map { String($0.prefix(4)) }, expected, guards.joined(separator: " ; "))
        }
    }
}
