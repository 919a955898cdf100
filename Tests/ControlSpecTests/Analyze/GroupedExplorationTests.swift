import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Exploring independent groups one at a time (`IndependentGroups`) must decide every fact exactly
/// as the exploration of the whole product does, with witnesses that are reachable configurations
/// of the whole control — checked on many small random controls where both finish.
final class GroupedExplorationTests: AnalyzerTestCase {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    /// One or two regions; mostly self-loops (what makes groups), some moves; counters, bools, an
    /// enum and an input; events shared at random.
    private func randomControl(_ random: inout Generator) -> Control {
        let events = ["e0", "e1", "e2", "e3", "e4", "e5"]
        let atoms = [
            "a", "!a", "n < 3", "n == 0", "n != 2", "m > 0", "m <= 1", "b", "!b", "k == .x", "k != .y", "i",
            "!i",
        ]
        let sets: [[(String, Action.Value)]] = [
            [], [], [("a", .negation(of: "a"))], [("n", .offset(of: "n", by: 1))],
            [("n", .offset(of: "n", by: -1))], [("m", .offset(of: "m", by: 1))], [("m", .int(0))],
            [("b", .bool(true))], [("b", .negation(of: "i"))], [("k", .enumCase("y"))],
            [("a", .negation(of: "b")), ("b", .negation(of: "a"))], [("m", .offset(of: "n", by: 0))],
        ]
        func guardText() -> String? {
            switch Int.random(in: 0...6, using: &random) {
            case 0, 1: return nil
            case 2: return "else"
            case 3:
                let left = atoms.randomElement(using: &random) ?? "a"
                let right = atoms.randomElement(using: &random) ?? "b"
                return "\(left) \(Bool.random(using: &random) ? "&&" : "||") \(right)"
            default: return atoms.randomElement(using: &random)
            }
        }
        let regionCount = Int.random(in: 1...2, using: &random)
        var regions: [Region] = []
        for index in 0..<regionCount {
            let states = ["s0", "s1", "s2"].prefix(Int.random(in: 1...3, using: &random)).map {
                "r\(index)\($0)"
            }
            let transitions = (0..<Int.random(in: 2...8, using: &random)).map { _ in
                let source = states.randomElement(using: &random) ?? states[0]
                let wildcard = Int.random(in: 0...7, using: &random) == 0
                let stays = Int.random(in: 0...2, using: &random) > 0
                return build.transition(
                    from: wildcard ? ["*"] : [source], on: [events.randomElement(using: &random) ?? "e0"],
                    to: stays ? source : (states.randomElement(using: &random) ?? source),
                    when: guardText(), set: sets.randomElement(using: &random) ?? [])
            }
            regions.append(
                build.region(
                    regionCount == 1 ? nil : "r\(index)", initial: [states[0]],
                    states: states.map { build.state($0) },
                    transitions: transitions))
        }
        let group =
            Bool.random(using: &random)
            ? build.group(idle: ["r0s0"], release: "e5", region: regionCount == 1 ? nil : "r0") : nil
        return build.control(
            properties: [
                build.bool("a"), build.bool("b", default: true), build.int("n", range: 0...3),
                build.int("m", range: 0...2), build.enumeration("k", ["x", "y"]),
                build.bool("i", input: true),
            ],
            events: events, regions: regions, group: group)
    }

    private func summary(_ facts: AnalysisFacts) -> String {
        [
            "\(facts.isExact) \(facts.reached) \(facts.mayReach) \(facts.mayBeEnabled) \(facts.mayFire)",
            "\(facts.deadEnds) \(facts.noWayBack) \(facts.beatenBy.map { $0 != nil })",
            "\(facts.wildcardEnabledIn.map { $0.sorted() }) \(facts.wildcardFiresIn.map { $0.sorted() })",
            sorted(facts.ambiguities.map { [$0.first, $0.second] }),
            sorted(facts.writeConflicts.map { [$0.first, $0.second, $0.variable] }),
            sorted(facts.rangeViolations.map { [$0.transition, $0.action] }),
            sorted(facts.releaseFailures.map { [$0.region, $0.state] }),
        ].joined(separator: "\n")
    }

    private func sorted(_ keys: [[Int]]) -> String {
        "\(Set(keys).sorted { $0.lexicographicallyPrecedes($1) })"
    }

    func testGroupedAndWholeExplorationsAgree() {
        var random = Generator(state: 7)
        var grouped = 0
        for _ in 0..<400 {
            let control = randomControl(&random)
            let machine = CompiledMachine(ResolvedControl(control))
            var whole = Exploration(machine)
            XCTAssertTrue(whole.run(budget: 100_000))
            let facts = Analyzer.explore(machine, budget: 100_000)
            XCTAssertEqual(summary(facts), summary(whole.recorder.facts))
            if !IndependentGroups(machine).variables.isEmpty { grouped += 1 }
            // Every witness is a reachable configuration of the whole control.
            let witnesses =
                facts.ambiguities.map(\.witness) + facts.writeConflicts.map(\.witness)
                + facts.rangeViolations.map(\.witness) + facts.releaseFailures.map(\.witness)
            for witness in witnesses {
                let configuration = Array(witness.valuation[0..<machine.table.configurationCount])
                XCTAssertNotNil(whole.configurations.number(of: configuration), "\(configuration)")
            }
        }
        // The random controls exercise the grouped exploration, not only the whole one.
        XCTAssertGreaterThan(grouped, 100)
    }

    /// Every fact and every witness, in order.
    private func witnessed(_ facts: AnalysisFacts) -> String {
        [
            summary(facts), "\(facts.explored)",
            "\(facts.ambiguities.map { [$0.first, $0.second] + $0.witness.valuation + [$0.witness.event] })",
            "\(facts.writeConflicts.map { [$0.first, $0.second, $0.variable] + $0.witness.valuation })",
            "\(facts.rangeViolations.map { [$0.transition, $0.action, $0.attempted] + $0.witness.valuation })",
            "\(facts.releaseFailures.map { [$0.state, $0.transition ?? -1] + $0.witness.valuation })",
        ].joined(separator: "\n")
    }

    /// Explores `machine` with cached rules and with each rule computed at every configuration
    /// (concrete or symbolic rules as given, else as the exploration chooses), asserts both give the
    /// same facts and witnesses in the same order, and returns the cached facts.
    @discardableResult
    private func assertCachedRulesAgreeWithFreshOnes(
        _ machine: CompiledMachine, concrete: Bool? = nil, line: UInt = #line
    ) -> AnalysisFacts {
        var cached = Exploration(machine)
        var fresh = Exploration(machine)
        if let concrete {
            cached.concrete = concrete
            fresh.concrete = concrete
        }
        fresh.caches = false
        XCTAssertTrue(cached.run(budget: 100_000), line: line)
        XCTAssertTrue(fresh.run(budget: 100_000), line: line)
        XCTAssertEqual(witnessed(cached.recorder.facts), witnessed(fresh.recorder.facts), line: line)
        return cached.recorder.facts
    }

    /// Reusing a cell's rule for every configuration with the same key (`DispatchCache`) decides
    /// every fact, with the same witnesses in the same order, as computing it at every
    /// configuration; with the symbolic and the concrete rule.
    func testCachedRulesAgreeWithRulesAtEveryConfiguration() {
        var random = Generator(state: 11)
        for _ in 0..<400 {
            let control = randomControl(&random)
            let machine = CompiledMachine(ResolvedControl(control))
            for concrete in [false, true]
            where !concrete || machine.table.variables.count == machine.table.configurationCount {
                assertCachedRulesAgreeWithFreshOnes(machine, concrete: concrete)
            }
        }
        var controls = RandomControls.Generator(state: 5)
        for index in 0..<300 {
            let machine = CompiledMachine(
                ResolvedControl(RandomControls.control(&controls, inputs: index.isMultiple(of: 2))))
            assertCachedRulesAgreeWithFreshOnes(machine)
        }
    }

    /// Cells whose candidates have the same ranks and guards share one rule (`CandidateSignatures`):
    /// on states that repeat the same guards with other transitions and targets (ambiguities,
    /// `else`, a `"*"` candidate outranked in some states), the shared rules decide every fact, with
    /// each cell's own transitions and witnesses in the same order, as the rule computed at every
    /// configuration; with an input (the symbolic rule) and without (the concrete one).
    func testRulesSharedAcrossCellsAgreeWithRulesAtEveryConfiguration() {
        let states = (0..<12).map { "s\($0)" }
        var transitions: [Transition] = []
        for (index, state) in states.enumerated() {
            let next = states[(index + 1) % states.count]
            let other = states[(index * 5 + 2) % states.count]
            transitions += [
                build.transition(from: [state], on: ["e0"], to: next),
                build.transition(
                    from: [state], on: ["e1"], to: other, when: "n < 2 && i",
                    set: [("n", .offset(of: "n", by: 1))]),
                build.transition(
                    from: [state], on: ["e1"], to: next, when: "n >= 2 || !i", set: [("n", .int(0))]),
                build.transition(
                    from: [state], on: ["e2"], to: other, when: index.isMultiple(of: 3) ? "a" : "n == 0"),
                build.transition(from: [state], on: ["e2"], to: state, when: "a || n > 1"),
                build.transition(from: [state], on: ["e3"], to: next, when: "else"),
                build.transition(from: [state], on: ["e3"], to: other, when: "i"),
            ]
        }
        transitions.append(build.transition(from: ["*"], on: ["e2"], to: "s0", when: "!a"))
        transitions.append(
            build.transition(from: ["*"], on: ["e4"], to: "s1", set: [("a", .negation(of: "a"))]))
        for input in [true, false] {
            let control = build.control(
                properties: [build.bool("a"), build.int("n", range: 0...3), build.bool("i", input: input)],
                events: ["e0", "e1", "e2", "e3", "e4"],
                regions: [
                    build.region(
                        nil, initial: ["s0"], states: states.map { build.state($0) }, transitions: transitions
                    )
                ])
            let machine = CompiledMachine(ResolvedControl(control))
            let facts = assertCachedRulesAgreeWithFreshOnes(machine)
            // Every state's `e2` pair is ambiguous somewhere: one witness per cell, not per rule.
            XCTAssertEqual(facts.ambiguities.count, states.count, "input: \(input)")
        }
    }

    /// Three counters that never meet: each is explored on its own (1,001 + 1,001 + 101
    /// configurations and the skeleton's one), exactly, and the overflow of each is still found.
    func testIndependentCountersAreExploredOneByOne() {
        let control = build.single(
            properties: [build.int("a"), build.int("b"), build.int("c", range: 0...100)],
            events: ["incA", "incB", "incC"], initial: ["idle"], states: [build.state("idle")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["incA"], to: "idle", when: "a < 1000",
                    set: [("a", .offset(of: "a", by: 1))]),
                build.transition(
                    from: ["idle"], on: ["incB"], to: "idle", when: "b < 1000",
                    set: [("b", .offset(of: "b", by: 1))]),
                build.transition(
                    from: ["idle"], on: ["incC"], to: "idle", when: "c < 101",
                    set: [("c", .offset(of: "c", by: 1))]),
            ])
        let machine = CompiledMachine(ResolvedControl(control))
        XCTAssertEqual(IndependentGroups(machine).variables, [[1], [2], [3]])
        let facts = Analyzer.explore(machine, budget: 1_000_000)
        XCTAssertTrue(facts.isExact)
        XCTAssertEqual(facts.explored, 1 + 1_001 + 1_001 + 101)
        let found = analyze(control)
        XCTAssertEqual(found.map(\.code), [.valueOutOfRange])
        XCTAssertTrue(found[0].message.contains("can make `c` 101"), found[0].message)
        XCTAssertTrue(found[0].message.contains("when c = 100"), found[0].message)
    }

    /// A counter whose value decides where the control goes belongs to the skeleton.
    func testACounterThatMovesTheControlIsNotSplitOff() {
        let control = build.single(
            properties: [build.int("a", range: 0...5), build.int("b", range: 0...5)],
            events: ["incA", "incB", "go"], initial: ["idle"],
            states: [build.state("idle"), build.state("full")],
            transitions: [
                build.transition(
                    from: ["idle"], on: ["incA"], to: "idle", when: "a < 5",
                    set: [("a", .offset(of: "a", by: 1))]),
                build.transition(
                    from: ["idle"], on: ["incB"], to: "idle", when: "b < 5",
                    set: [("b", .offset(of: "b", by: 1))]),
                build.transition(from: ["idle"], on: ["go"], to: "full", when: "a == 5"),
                build.transition(from: ["full"], on: ["go"], to: "idle", set: [("a", .int(0))]),
            ])
        let machine = CompiledMachine(ResolvedControl(control))
        XCTAssertEqual(IndependentGroups(machine).variables, [[2]])
        XCTAssertEqual(IndependentGroups(machine).groupOfTransition, [nil, 0, nil, nil])
    }
}
