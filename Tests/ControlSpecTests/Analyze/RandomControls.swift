@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Small random controls, for tests that compare two implementations of one semantics (the
/// analyzer's concrete and symbolic rules; the Swift and JavaScript machines).
enum RandomControls {
    /// A fixed-seed generator, so every run draws the same controls.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    /// A control of 2 to 4 states, 2 to 7 transitions on `e1`/`e2` with random guards over `a`,
    /// `b`, `n` and random `set:`s, sometimes a group; with `inputs`, `b` is an input. With more than
    /// one region, each region (`r0`, `r1`, …) draws its own states and transitions that way, and a
    /// group names the region it watches. With `timers`, about one transition in three fires on a
    /// timer instead (`after:` 500 or 1000 ms, or `every:` 500 ms, some after 250 ms).
    static func control(
        _ random: inout Generator, inputs: Bool = false, regions: Int = 1, timers: Bool = false
    ) -> Control {
        let build = ModelBuilder()
        let drawn = (0..<max(regions, 1)).map { _ in region(&random, build: build, timers: timers) }
        let properties = [
            build.bool("a"), build.bool("b", default: true, input: inputs), build.int("n", range: 0...3),
        ]
        guard regions > 1 else {
            return build.single(
                properties: properties, events: ["e1", "e2"], initial: ["s0"],
                states: drawn[0].states.map { build.state($0) }, transitions: drawn[0].transitions,
                group: Bool.random(using: &random) ? build.group(idle: ["s0"], release: "e2") : nil)
        }
        let named = drawn.enumerated().map { index, region in
            build.region(
                "r\(index)", initial: ["s0"], states: region.states.map { build.state($0) },
                transitions: region.transitions)
        }
        let watched = Int.random(in: 0..<named.count, using: &random)
        return build.control(
            properties: properties, events: ["e1", "e2"], regions: named,
            group: Bool.random(using: &random)
                ? build.group(idle: ["s0"], release: "e2", region: "r\(watched)") : nil)
    }

    /// One region's states and transitions.
    private static func region(
        _ random: inout Generator, build: ModelBuilder, timers: Bool
    ) -> (states: [String], transitions: [Transition]) {
        let states = Array(["s0", "s1", "s2", "s3"].prefix(Int.random(in: 2...4, using: &random)))
        let atoms = ["a", "!a", "n > 1", "n == 0", "n != 2", "n <= 2", "b", "!b"]
        func guardText() -> String? {
            switch Int.random(in: 0...5, using: &random) {
            case 0: return nil
            case 1: return "else"
            case 2:
                let left = atoms.randomElement(using: &random) ?? "a"
                let right = atoms.randomElement(using: &random) ?? "b"
                return "\(left) \(Bool.random(using: &random) ? "&&" : "||") \(right)"
            default: return atoms.randomElement(using: &random)
            }
        }
        let sets: [[(String, Action.Value)]] = [
            [], [("a", .negation(of: "a"))], [("n", .offset(of: "n", by: 1))],
            [("n", .offset(of: "n", by: -1))],
            [("b", .bool(true)), ("n", .int(0))], [("a", .negation(of: "b")), ("b", .negation(of: "a"))],
        ]
        let timings: [(after: Int?, every: Int?)] = [(500, nil), (1000, nil), (nil, 500), (250, 500)]
        let transitions = (0..<Int.random(in: 2...7, using: &random)).map { _ in
            let timing =
                timers && Int.random(in: 0...2, using: &random) == 0
                ? timings.randomElement(using: &random) : nil
            return build.transition(
                from: Int.random(in: 0...5, using: &random) == 0
                    ? ["*"] : [states.randomElement(using: &random) ?? "s0"],
                on: [["e1", "e2"].randomElement(using: &random) ?? "e1"],
                to: states.randomElement(using: &random) ?? "s0",
                when: guardText(), set: sets.randomElement(using: &random) ?? [],
                after: timing?.after, every: timing?.every)
        }
        return (states, transitions)
    }
}
