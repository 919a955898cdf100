/// Small random nested charts as YAML (a `playing`-like parent `p`, sometimes with a parent `q`
/// inside, transitions from leaves, parents and `"*"` with guards over `a` and `n` and `set:`s),
/// for tests that compare the nested rule as written with the analysis and the back ends.
enum RandomNestedCharts {
    /// A random nested chart: its tree, and its transitions as the reference reads them.
    struct Chart {
        var name: String
        /// Children per parent name, in order; the top level under "".
        var children: [String: [String]] = [:]
        var transitions: [(from: [String], event: String, to: String, guardText: String?, set: String?)] = []
        /// `history:` per parent that has it (`shallow` or `deep`).
        var history: [String: String] = [:]

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

        var yaml: String {
            func states(_ parent: String, indent: String) -> String {
                (children[parent] ?? []).map { name in
                    guard children[name] != nil else { return "\(indent)\(name): {}\n" }
                    let history = self.history[name].map { "\(indent)  history: \($0)\n" } ?? ""
                    return "\(indent)\(name):\n\(history)\(indent)  states:\n"
                        + states(name, indent: indent + "    ")
                }.joined()
            }
            var text = """
                control: \(name)
                properties:
                  a: { type: bool }
                  n: { type: int, range: [0, 2] }
                events: [e1, e2]
                initial: s0
                states:

                """
            text += states("", indent: "  ")
            text += "transitions:\n"
            for transition in transitions {
                let from = transition.from == ["*"] ? "\"*\"" : "[\(transition.from.joined(separator: ", "))]"
                // A timer is written `after:0.5` or `every:0.5` in `event`.
                let parts = transition.event.split(separator: ":")
                let trigger = parts.count == 2 ? "\(parts[0]): \(parts[1])" : "on: \(transition.event)"
                text += "  - { from: \(from), \(trigger), to: \(transition.to)"
                if let guardText = transition.guardText {
                    text += guardText == "else" ? ", when: else" : ", when: \"\(guardText)\""
                }
                if let set = transition.set { text += ", set: { \(set) }" }
                text += " }\n"
            }
            return text
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
