import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@_spi(Stages) @testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Exploring int values by classes (`ValueClasses`) must give every diagnostic, every finding and
/// every witness the plain enumeration gives: checked on random controls with ranged ints compared
/// with constants, some of them copied from inputs (classes apply) and some counted with `+ 1` or
/// copied into another property (they keep every value).
final class ValueClassesTests: AnalyzerTestCase {
    /// One or two regions over `level` (classes unless a drawn `set:` reads it), `other`, a counter
    /// `count`, a bool `mode`, and the inputs `wanted` (wider than `level`'s range, so copies can
    /// leave it) and `flag`.
    private func randomControl(_ random: inout RandomControls.Generator) -> Control {
        let events = ["e0", "e1", "e2", "e3"]
        func constant() -> Int { Int.random(in: -2...14, using: &random) }
        func atom() -> String {
            switch Int.random(in: 0...15, using: &random) {
            case 0: "level < \(constant())"
            case 1: "level >= \(constant())"
            case 2: "level == \(constant())"
            case 3: "level != \(constant())"
            case 4: "level > \(constant()) && mode"
            case 5: "wanted < \(constant())"
            case 6: "wanted >= \(constant())"
            case 7: "other <= \(constant())"
            case 8: "other > \(constant()) || !mode"
            case 9: "count < 3"
            case 10: "count == 0"
            case 11: "level < wanted"
            case 12: "level < count"
            case 13: "!mode"
            case 14: "flag"
            default: "level >= \(constant()) && level < \(constant())"
            }
        }
        func guardText() -> String? {
            switch Int.random(in: 0...6, using: &random) {
            case 0, 1: nil
            case 2: "else"
            case 3: "\(atom()) \(Bool.random(using: &random) ? "&&" : "||") \(atom())"
            default: atom()
            }
        }
        func sets() -> [(String, Action.Value)] {
            switch Int.random(in: 0...15, using: &random) {
            case 0, 1, 2: []
            case 3, 4: [("level", .offset(of: "wanted", by: 0))]
            case 5: [("level", .offset(of: "wanted", by: Int.random(in: -3...3, using: &random)))]
            case 6: [("level", .int(Int.random(in: 0...12, using: &random)))]
            case 7: [("other", .offset(of: "wanted", by: 0)), ("mode", .negation(of: "flag"))]
            case 8: [("count", .offset(of: "count", by: 1))]
            case 9: [("count", .offset(of: "count", by: -1))]
            case 10: [("mode", .negation(of: "mode"))]
            case 11: [("other", .offset(of: "level", by: 1))]
            case 12: [("count", .offset(of: "wanted", by: 0))]
            case 13: [("level", .offset(of: "level", by: 1))]
            case 14: [("other", .int(Int.random(in: 0...9, using: &random)))]
            default: [("level", .offset(of: "wanted", by: -1)), ("other", .offset(of: "wanted", by: 2))]
            }
        }
        let regionCount = Int.random(in: 1...2, using: &random)
        var regions: [Region] = []
        for index in 0..<regionCount {
            let states = ["s0", "s1", "s2"].prefix(Int.random(in: 1...3, using: &random)).map {
                "r\(index)\($0)"
            }
            let transitions = (0..<Int.random(in: 2...7, using: &random)).map { _ in
                let source = states.randomElement(using: &random) ?? states[0]
                let wildcard = Int.random(in: 0...7, using: &random) == 0
                return build.transition(
                    from: wildcard ? ["*"] : [source], on: [events.randomElement(using: &random) ?? "e0"],
                    to: Bool.random(using: &random)
                        ? source : (states.randomElement(using: &random) ?? source),
                    when: guardText(), set: sets())
            }
            regions.append(
                build.region(
                    regionCount == 1 ? nil : "r\(index)", initial: [states[0]],
                    states: states.map { build.state($0) }, transitions: transitions))
        }
        let low = Int.random(in: -2...1, using: &random)
        let group =
            Int.random(in: 0...3, using: &random) == 0
            ? build.group(idle: ["r0s0"], release: "e3", region: regionCount == 1 ? nil : "r0") : nil
        return build.control(
            properties: [
                build.int(
                    "level", range: low...(low + Int.random(in: 5...12, using: &random)),
                    default: Int.random(in: 2...5, using: &random)),
                build.int("other", range: 0...6), build.int("count", range: 0...3), build.bool("mode"),
                build.int("wanted", range: -2...10, input: true), build.bool("flag", input: true),
            ],
            events: events, regions: regions, group: group)
    }

    private func report(_ control: Control, enumerating: Bool) -> AnalysisReport {
        var options = AnalysisOptions(explorationBudget: 2_000_000, timeLimit: nil)
        options.enumeratesEveryValue = enumerating
        return Analyzer.report(ResolvedControl(control), options: options)
    }

    /// Every fact of an exploration with its witnesses' full valuations, in the order found.
    private func witnessed(_ facts: AnalysisFacts) -> String {
        [
            "\(facts.isExact) \(facts.reached) \(facts.mayReach) \(facts.mayBeEnabled) \(facts.mayFire)",
            "\(facts.deadEnds) \(facts.noWayBack) \(facts.beatenBy)",
            "\(facts.wildcardEnabledIn.map { $0.sorted() }) \(facts.wildcardFiresIn.map { $0.sorted() })",
            "\(facts.ambiguities.map { [$0.first, $0.second, $0.witness.event] + $0.witness.valuation })",
            "\(facts.writeConflicts.map { [$0.first, $0.second, $0.variable] + $0.witness.valuation })",
            "\(facts.rangeViolations.map { [$0.transition, $0.action, $0.attempted] + $0.witness.valuation })",
            "\(facts.releaseFailures.map { [$0.state, $0.transition ?? -1] + $0.witness.valuation })",
        ].joined(separator: "\n")
    }

    func testClassesAndPlainEnumerationAgreeOnEveryDiagnosticAndWitness() {
        var random = RandomControls.Generator(state: 15)
        var fewer = 0
        var findings = 0
        for index in 0..<250 {
            let control = randomControl(&random)

            let classes = report(control, enumerating: false)
            let plain = report(control, enumerating: true)
            XCTAssertTrue(plain.isExact, "control \(index)")
            XCTAssertEqual(classes.diagnostics, plain.diagnostics, "control \(index)")
            XCTAssertEqual(classes.findings, plain.findings, "control \(index)")
            XCTAssertEqual(classes.reachable, plain.reachable, "control \(index)")
            XCTAssertEqual(classes.transitions, plain.transitions, "control \(index)")
            XCTAssertEqual(classes.isExact, plain.isExact, "control \(index)")
            XCTAssertLessThanOrEqual(classes.explored, plain.explored, "control \(index)")
            if classes.explored < plain.explored { fewer += 1 }
            findings += plain.findings.count
            // The facts themselves, full valuations included (the diagnostics show only the values
            // that decide a finding).
            let machine = CompiledMachine(ResolvedControl(control))
            XCTAssertEqual(
                witnessed(Analyzer.explore(machine, budget: 2_000_000)),
                witnessed(Analyzer.explore(machine, budget: 2_000_000, enumeratesEveryValue: true)),
                "control \(index)")
        }
        // The random controls exercise the classes, and findings with witnesses to compare.
        XCTAssertGreaterThan(fewer, 80)
        XCTAssertGreaterThan(findings, 250)
    }

    /// A wide int copied from an input and compared with two constants: three classes instead of
    /// a million values, the same findings as the enumeration, and the range's edge still found.
    func testAWideCopiedIntCountsOneConfigurationPerClass() {
        let control = build.single(
            properties: [
                build.int("wanted", range: 0...2_000_000, input: true),
                build.int("level", range: 0...1_000_000),
            ],
            events: ["apply", "check"], initial: ["idle"],
            states: [build.state("idle"), build.state("low"), build.state("high")],
            transitions: [
                build.transition(
                    from: ["*"], on: ["apply"], to: "idle", set: [("level", .offset(of: "wanted", by: 0))]),
                build.transition(from: ["idle"], on: ["check"], to: "low", when: "level < 10"),
                build.transition(from: ["idle"], on: ["check"], to: "high", when: "level >= 500"),
                build.transition(from: ["low", "high"], on: ["check"], to: "idle"),
            ])
        let machine = CompiledMachine(ResolvedControl(control))
        let classes = ValueClasses(machine)
        XCTAssertTrue(classes.hasClasses(1))
        XCTAssertEqual(classes.code(of: 9, at: 1), 0)
        XCTAssertEqual(classes.code(of: 10, at: 1), 1)
        XCTAssertEqual(classes.code(of: 499, at: 1), 1)
        XCTAssertEqual(classes.code(of: 1_000_000, at: 1), 2)
        // The input's pieces: the classes, then past the range.
        XCTAssertEqual(classes.nextCopied(after: 0, of: 2), 10)
        XCTAssertEqual(classes.nextCopied(after: 10, of: 2), 500)
        XCTAssertEqual(classes.nextCopied(after: 500, of: 2), 1_000_001)
        XCTAssertNil(classes.nextCopied(after: 1_000_001, of: 2))
        let facts = Analyzer.explore(machine, budget: 250_000)
        XCTAssertTrue(facts.isExact)
        // idle at 0, 10, 500 (the clamped copies land at 1,000,000, in the last class), low, high.
        XCTAssertEqual(facts.explored, 5)
        let found = analyze(control, budget: 250_000)
        XCTAssertEqual(found.map(\.code), [.valueOutOfRange])
        XCTAssertTrue(found[0].message.contains("`level` 1000001"), found[0].message)
        XCTAssertEqual(found[0].witness?.values.map(\.value), [.int(1_000_001)])
    }

    /// A counter (`count + 1`) keeps every value, and so does an input also copied into it.
    func testArithmeticKeepsEveryValue() {
        let control = build.single(
            properties: [
                build.int("wanted", range: 0...100, input: true), build.int("count", range: 0...100),
                build.int("level", range: 0...100),
            ],
            events: ["tap", "apply"], initial: ["idle"], states: [build.state("idle")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["tap"], to: "idle", when: "count < 50 && level < 3",
                    set: [("count", .offset(of: "count", by: 1))]),
                build.transition(
                    from: ["idle"], on: ["apply"], to: "idle",
                    set: [("count", .offset(of: "wanted", by: 0)), ("level", .offset(of: "wanted", by: 0))]),
            ])
        let machine = CompiledMachine(ResolvedControl(control))
        let classes = ValueClasses(machine)
        XCTAssertFalse(classes.hasClasses(1))
        XCTAssertTrue(classes.hasClasses(2))
        XCTAssertEqual(classes.nextCopied(after: 7, of: 3), 8)
    }
}
