extension SwiftWriter {
    /// Writes the body of a computed value that switches over `subject`: one `case` per distinct
    /// value (patterns with equal values share a case), or the value alone when every pattern has
    /// the same one (or there is none: then `fallback`).
    mutating func switchValue(_ subject: String, _ rows: [(pattern: String, value: SwiftCode)], fallback: String) {
        var groups: [(value: SwiftCode, patterns: [String])] = []
        for row in rows {
            if let index = groups.firstIndex(where: { $0.value == row.value }) {
                groups[index].patterns.append(row.pattern)
            } else {
                groups.append((row.value, [row.pattern]))
            }
        }
        guard groups.count > 1 else {
            if let only = groups.first { only.value.write(to: &self) } else { line(fallback) }
            return
        }
        line("switch \(subject) {")
        for group in groups {
            lines(caseLabels(group.patterns))
            indented { group.value.write(to: &$0) }
        }
        line("}")
    }
}
