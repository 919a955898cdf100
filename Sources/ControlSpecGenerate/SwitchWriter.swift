import ControlSpecCore

extension SwiftWriter {
    /// Writes the body of a computed value that switches over `subject`: one `case` per distinct
    /// value (patterns with equal values share a case), or the value alone when every pattern has
    /// the same one. No rows means the subject's type has no values: an empty `switch` then says so
    /// (a plain value would be code that can never run, which Swift warns about).
    mutating func switchValue(_ subject: String, _ rows: [(pattern: String, value: SwiftCode)]) {
        var groups: [(value: SwiftCode, patterns: [String])] = []
        var positions: [SwiftCode: Int] = [:]
        for row in rows {
            if let index = positions[row.value] {
                groups[index].patterns.append(row.pattern)
            } else {
                positions[row.value] = groups.count
                groups.append((row.value, [row.pattern]))
            }
        }
        guard groups.count > 1 else {
            if let only = groups.first { only.value.write(to: &self) } else { line("switch \(subject) {}") }
            return
        }
        line("switch \(subject) {")
        for group in groups {
            lines(caseLabels(group.patterns))
            indented { group.value.write(to: &$0) }
        }
        line("}")
    }

    /// Writes the body of a computed value of `Transition` that switches over its `index`: the
    /// most common value becomes `default`, every other one a `case` of the indices that have it.
    mutating func switchIndex(_ values: [SwiftCode], empty: String) {
        var groups: [(value: SwiftCode, indices: [String])] = []
        var positions: [SwiftCode: Int] = [:]
        for (index, value) in values.enumerated() {
            if let group = positions[value] {
                groups[group].indices.append("\(index)")
            } else {
                positions[value] = groups.count
                groups.append((value, ["\(index)"]))
            }
        }
        guard groups.count > 1,
            let common = groups.indices.max(by: { groups[$0].indices.count < groups[$1].indices.count })
        else {
            if let only = groups.first { only.value.write(to: &self) } else { line(empty) }
            return
        }
        line("switch index {")
        for (position, group) in groups.enumerated() where position != common {
            lines(caseLabels(group.indices))
            indented { group.value.write(to: &$0) }
        }
        line("default:")
        indented { groups[common].value.write(to: &$0) }
        line("}")
    }
}
