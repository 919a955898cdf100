/// Small random nested charts as YAML (a `playing`-like parent `p`, sometimes with a parent `q`
/// inside, transitions from leaves, parents and `"*"` with guards over `a` and `n` and `set:`s,
/// and, from `regionChart`, regions inside a leaf), for tests that compare the nested rule as
/// written with the analysis and the back ends.
enum RandomNestedCharts {
    /// A random nested chart: its tree, and its transitions as the reference reads them.
    struct Chart {
        var name: String
        /// Children per parent name, in order; the top level under "".
        var children: [String: [String]] = [:]
        var transitions: [(from: [String], event: String, to: String, guardText: String?, set: String?)] = []
        /// `history:` per parent that has it (`shallow` or `deep`).
        var history: [String: String] = [:]
        /// The leaf holding `nested` (a state holding regions), if any.
        var owner: String?
        /// The regions inside `owner`, in document order, each a chart of its own whose `name` is
        /// the region's name (its states are unique across the control).
        var nested: [Chart] = []
        /// A second top-level region beside this chart's, if any; the chart is then the region
        /// `main` of a control with `regions:`.
        var side: [Chart] = []

        /// The state a region starts in: its first top-level state.
        var initial: String { children[""]?.first ?? "s0" }

        func parent(of name: String) -> String? {
            children.first { $0.key != "" && $0.value.contains(name) }?.key
        }

        /// The leaf entering `name` enters.
        func entered(_ name: String) -> String {
            guard let first = children[name]?.first else { return name }
            return entered(first)
        }

        /// `name` and its parents, deepest first.
        func chain(_ name: String) -> [String] {
            var result = [name]
            while let parent = parent(of: result[result.count - 1]) { result.append(parent) }
            return result
        }

        /// The YAML of `states:` below `parent`, at `indent`.
        func statesYAML(_ parent: String, indent: String) -> String {
            (children[parent] ?? []).map { name in
                if name == owner {
                    return "\(indent)\(name):\n\(indent)  regions:\n"
                        + nested.map { $0.regionYAML(indent: indent + "    ") }.joined()
                }
                guard children[name] != nil else { return "\(indent)\(name): {}\n" }
                let history = self.history[name].map { "\(indent)  history: \($0)\n" } ?? ""
                return "\(indent)\(name):\n\(history)\(indent)  states:\n"
                    + statesYAML(name, indent: indent + "    ")
            }.joined()
        }

        /// The YAML of the transitions, one flow mapping a line at `indent`.
        func transitionsYAML(indent: String) -> String {
            var text = ""
            for transition in transitions {
                let from = transition.from == ["*"] ? "\"*\"" : "[\(transition.from.joined(separator: ", "))]"
                // A timer is written `after:0.5` or `every:0.5` in `event`.
                let parts = transition.event.split(separator: ":")
                let trigger = parts.count == 2 ? "\(parts[0]): \(parts[1])" : "on: \(transition.event)"
                text += "\(indent)- { from: \(from), \(trigger), to: \(transition.to)"
                if let guardText = transition.guardText {
                    text += guardText == "else" ? ", when: else" : ", when: \"\(guardText)\""
                }
                if let set = transition.set { text += ", set: { \(set) }" }
                text += " }\n"
            }
            return text
        }

        /// The chart as the `region` mapping named `name`, at `indent`.
        func regionYAML(indent: String) -> String {
            "\(indent)\(name):\n\(indent)  initial: \(initial)\n\(indent)  states:\n"
                + statesYAML("", indent: indent + "    ") + "\(indent)  transitions:\n"
                + transitionsYAML(indent: indent + "    ")
        }

        var yaml: String {
            let bool = owner == nil ? "" : "  b: { type: bool }\n"
            var text = """
                control: \(name)
                properties:
                  a: { type: bool }
                  n: { type: int, range: [0, 2] }
                \(bool)events: [e1, e2]

                """
            guard side.isEmpty else {
                var main = self
                main.name = "main"
                return text + "regions:\n" + ([main] + side).map { $0.regionYAML(indent: "  ") }.joined()
            }
            text += "initial: s0\nstates:\n" + statesYAML("", indent: "  ")
            return text + "transitions:\n" + transitionsYAML(indent: "  ")
        }
    }

    /// A random chart whose parents have `history:` (each `shallow`, `deep` or none, at least one
    /// with), and whose transitions name a parent in `to:` more often.
    static func historyChart(_ random: inout RandomControls.Generator, name: String = "Remembering") -> Chart
    {
        var chart = chart(&random, name: name)
        let kinds = ["shallow", "deep", "none"]
        for parent in ["p", "q"] where chart.children[parent] != nil {
            let kind = kinds.randomElement(using: &random) ?? "none"
            if kind != "none" { chart.history[parent] = kind }
        }
        if chart.history.isEmpty { chart.history["p"] = "shallow" }
        for index in chart.transitions.indices where Bool.random(using: &random) {
            chart.transitions[index].to = chart.history.keys.sorted().randomElement(using: &random) ?? "p"
        }
        return chart
    }

    /// A random chart whose transitions answer timers (`after:`, `every:` of 0.5 s or 1 s) as well
    /// as events, from leaves, parents and `"*"`, with `history:` on some parents.
    static func timedChart(_ random: inout RandomControls.Generator, name: String = "Clocked") -> Chart {
        var chart =
            Bool.random(using: &random) ? historyChart(&random, name: name) : chart(&random, name: name)
        let timers = ["after:0.5", "after:1", "every:0.5", "every:1"]
        for index in chart.transitions.indices where Int.random(in: 0...2, using: &random) > 0 {
            chart.transitions[index].event = timers.randomElement(using: &random) ?? "after:1"
            // The parents get a timer more often than a uniform pick gives them.
            if Bool.random(using: &random), chart.transitions[index].from != ["*"] {
                chart.transitions[index].from = [
                    chart.children["q"] != nil && Bool.random(using: &random) ? "q" : "p"
                ]
            }
        }
        return chart
    }

    /// A random chart one of whose leaves (`owner`) holds the region `r` (`x0`, `x1`, sometimes a
    /// parent `g` of `y0`, `y1` with or without history) and sometimes a region `w` (`z0`, `z1`),
    /// sometimes beside a top-level region `side` (`u0`, `u1`). Transitions of every region answer
    /// `e1` and `e2` from states, parents and `"*"`; guards read `a`, `n`, `b` and the regions
    /// (`r == .x1`, `r != .g`); `r` and the owner's region set `a` and `n`, `w` sets `b` (so no two
    /// regions that may fire together write one property). The owner's region holds no deep history
    /// above the owner (refused in this version).
    static func regionChart(_ random: inout RandomControls.Generator, name: String = "Holding") -> Chart {
        var chart =
            Bool.random(using: &random) ? historyChart(&random, name: name) : chart(&random, name: name)
        let leaves = chart.children.values.flatMap { $0 }.filter { chart.children[$0] == nil }.sorted()
        let owner = leaves.randomElement(using: &random) ?? "s1"
        chart.owner = owner
        for parent in chart.chain(owner).dropFirst() where chart.history[parent] == "deep" {
            chart.history[parent] = "shallow"
        }
        var r = Chart(name: "r")
        r.children[""] = Bool.random(using: &random) ? ["x0", "g", "x1"] : ["x0", "x1"]
        if r.children[""]?.contains("g") == true {
            r.children["g"] = ["y0", "y1"]
            let kind = ["shallow", "deep", "none"].randomElement(using: &random) ?? "none"
            if kind != "none" { r.history["g"] = kind }
        }
        let hasW = Bool.random(using: &random)
        var readings = ["r == .x1", "r != .x0"]
        if r.children["g"] != nil { readings += ["r == .g", "r != .y1"] }
        if hasW { readings += ["w == .z1", "w != .z0"] }
        r.transitions = transitions(
            &random, region: r, count: 2...6,
            guards: [nil, nil, "else", "a", "!a", "n > 0", "n == 0"] + (hasW ? ["w == .z1"] : []),
            sets: [nil, nil, "a: \"!a\"", "n: n + 1", "n: 0"])
        chart.nested.append(r)
        if hasW {
            var w = Chart(name: "w")
            w.children[""] = ["z0", "z1"]
            w.transitions = transitions(
                &random, region: w, count: 2...4,
                guards: [nil, "else", "b", "!b", "a", "r == .x1", "r != .x0"],
                sets: [nil, "b: \"!b\""])
            chart.nested.append(w)
        }
        // The owner's region reads the regions inside the owner, and answers more often in the owner.
        for index in chart.transitions.indices {
            switch Int.random(in: 0...5, using: &random) {
            case 0: chart.transitions[index].guardText = readings.randomElement(using: &random)
            case 1: chart.transitions[index].from = [owner]
            case 2: chart.transitions[index].to = owner
            default: break
            }
        }
        if Bool.random(using: &random) {
            var side = Chart(name: "side")
            side.children[""] = ["u0", "u1"]
            side.transitions = transitions(
                &random, region: side, count: 1...3, guards: [nil, "else"] + readings, sets: [nil])
            chart.side.append(side)
        }
        return chart
    }

    /// `count` random transitions of a flat or nested `region` on `e1` and `e2`, from one or two of
    /// its states (or `"*"`) to one of them, with a guard and a `set:` picked from those given.
    private static func transitions(
        _ random: inout RandomControls.Generator, region: Chart, count: ClosedRange<Int>,
        guards: [String?], sets: [String?]
    ) -> [(from: [String], event: String, to: String, guardText: String?, set: String?)] {
        let names = region.children.values.flatMap { $0 }.sorted()
        return (0..<Int.random(in: count, using: &random)).map { _ in
            let from =
                Int.random(in: 0...5, using: &random) == 0
                ? ["*"]
                : Array(
                    Set(
                        (0..<Int.random(in: 1...2, using: &random)).map { _ in
                            names.randomElement(using: &random) ?? region.initial
                        })
                ).sorted()
            return (
                from, ["e1", "e2"].randomElement(using: &random) ?? "e1",
                names.randomElement(using: &random) ?? region.initial,
                guards.randomElement(using: &random) ?? nil, sets.randomElement(using: &random) ?? nil
            )
        }
    }

    static func chart(_ random: inout RandomControls.Generator, name: String = "Nested") -> Chart {
        var chart = Chart(name: name)
        chart.children[""] = ["s0", "p", "s1"]
        chart.children["p"] = Bool.random(using: &random) ? ["c0", "q", "c1"] : ["c0", "c1"]
        if chart.children["p"]?.contains("q") == true { chart.children["q"] = ["d0", "d1"] }
        let names = chart.children.values.flatMap { $0 }.sorted()
        let targets = names
        let guards: [String?] = [nil, nil, "else", "a", "!a", "n > 0", "n == 0", "a && n < 2"]
        let sets: [String?] = [nil, nil, "a: \"!a\"", "n: n + 1", "n: 0"]
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            let from =
                Int.random(in: 0...7, using: &random) == 0
                ? ["*"]
                : Array(
                    Set(
                        (0..<Int.random(in: 1...2, using: &random)).map { _ in
                            names.randomElement(using: &random) ?? "s0"
                        })
                ).sorted()
            chart.transitions.append(
                (
                    from, ["e1", "e2"].randomElement(using: &random) ?? "e1",
                    targets.randomElement(using: &random) ?? "s0",
                    guards.randomElement(using: &random) ?? nil,
                    sets.randomElement(using: &random) ?? nil
                ))
        }
        return chart
    }
}
