import ControlSpecCore

/// The cells' candidates as the dispatch rule sees them, each distinct list numbered once: a
/// **signature** is how many candidates are explicit and each candidate's guard
/// (`CompiledMachine.guardNumbers`), explicit ones first.
///
/// The rule of a cell reads its candidates only through their ranks and guards, and the
/// configuration only through its **key** (which boxes of those guards the configuration
/// satisfies, `ProjectedGuard`). So two cells with the same signature and key have the same rule
/// up to the transitions' numbers: `DispatchCache` computes it once per signature and key.
/// Each signature also holds its key's checks as flat integer tables, so computing a key reads no
/// guard, box or array of the compiled machine.
struct CandidateSignatures {
    /// One interval a box asks of one configuration variable.
    private struct Check {
        var variable: Int
        var interval: Interval
    }

    /// The signatures' words, one after another: signature `s` is
    /// `words[wordStart[s]..<wordStart[s + 1]]`.
    private var words: [Int32] = []
    private var wordStart: [Int] = [0]
    /// Per signature: how many candidates its cells have.
    private var candidateCounts: [Int] = []
    /// Open addressing from a signature's hash to its number (-1: empty), at most half full.
    private var table = [Int32](repeating: -1, count: 64)
    /// Signature `s`'s boxes that ask something of the configuration are
    /// `boxStart[s]..<boxStart[s + 1]`; box `b` asks `checks[checkStart[b]..<checkStart[b + 1]]`.
    private var boxStart: [Int] = [0]
    private var checkStart: [Int] = [0]
    private var checks: [Check] = []
    /// The signature being looked up.
    private var probe: [Int32] = []

    /// Most boxes a key distinguishes: a cell with more is computed at every configuration.
    static let keyWidth = 64

    var count: Int { wordStart.count - 1 }

    /// How many candidates the cells of `signature` have.
    func candidateCount(_ signature: Int) -> Int { candidateCounts[signature] }

    /// The number of the signature of `candidates`, numbering it if new.
    mutating func number(
        of candidates: CompiledMachine.Candidates, _ machine: CompiledMachine, fingerDown: Bool = false
    ) -> Int {
        probe.removeAll(keepingCapacity: true)
        // Complemented (below zero, as a count never is) for a cell of an event that puts the finger
        // down, whose rule differs (`CompiledMachine.fingerDown`).
        let explicitCount = Int32(truncatingIfNeeded: candidates.explicit.count)
        probe.append(fingerDown ? ~explicitCount : explicitCount)
        for number in candidates.explicit { probe.append(machine.guardNumbers[number]) }
        for number in candidates.wildcard { probe.append(machine.guardNumbers[number]) }
        // In a nested chart the explicit candidates' ranks are part of the rule.
        for rank in candidates.explicitRanks { probe.append(Int32(truncatingIfNeeded: rank)) }
        let mask = table.count - 1
        var index = Self.slot(of: probe, mask: mask)
        while table[index] >= 0 {
            let known = Int(table[index])
            if words[wordStart[known]..<wordStart[known + 1]].elementsEqual(probe) { return known }
            index = (index + 1) & mask
        }
        let new = count
        table[index] = Int32(truncatingIfNeeded: new)
        words.append(contentsOf: probe)
        wordStart.append(words.count)
        candidateCounts.append(candidates.explicit.count + candidates.wildcard.count)
        for number in candidates.explicit { addChecks(of: number, machine) }
        for number in candidates.wildcard { addChecks(of: number, machine) }
        boxStart.append(checkStart.count - 1)
        if count * 2 > table.count { grow() }
        return new
    }

    /// The key of signature `signature` at `configuration`: one bit per box that asks something
    /// of the configuration, in the candidates' order, set when the configuration satisfies it;
    /// nil beyond `keyWidth` boxes. Boxes that ask nothing of it are the same at every
    /// configuration, so they need no bit.
    func key(_ signature: Int, at configuration: [Int]) -> UInt64? {
        let boxes = boxStart[signature]..<boxStart[signature + 1]
        guard boxes.count <= Self.keyWidth else { return nil }
        var key: UInt64 = 0
        var bit: UInt64 = 1
        for box in boxes {
            var matches = true
            for check in checkStart[box]..<checkStart[box + 1]
            where !checks[check].interval.contains(configuration[checks[check].variable]) {
                matches = false
                break
            }
            if matches { key |= bit }
            bit &<<= 1
        }
        return key
    }

    /// Notes the boxes of transition `number`'s guard that ask something of the configuration.
    private mutating func addChecks(of number: Int, _ machine: CompiledMachine) {
        guard let projected = machine.projectedGuards[number] else { return }
        for part in projected.parts where !part.checks.isEmpty {
            for check in part.checks {
                checks.append(Check(variable: check.variable, interval: check.interval))
            }
            checkStart.append(checks.count)
        }
    }

    private mutating func grow() {
        table = [Int32](repeating: -1, count: table.count * 2)
        let mask = table.count - 1
        for signature in 0..<count {
            var index = Self.slot(of: words[wordStart[signature]..<wordStart[signature + 1]], mask: mask)
            while table[index] >= 0 { index = (index + 1) & mask }
            table[index] = Int32(truncatingIfNeeded: signature)
        }
    }

    /// Where the table's probe for `words` starts: `Hasher`'s per-process seeded hash, so a spec
    /// cannot be crafted to make its signatures share one probe chain.
    private static func slot(of words: some Sequence<Int32>, mask: Int) -> Int {
        var hasher = Hasher()
        for word in words { hasher.combine(word) }
        return hasher.finalize() & mask
    }
}
