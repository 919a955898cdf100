/// "Did you mean …?" suggestions by edit distance.
package enum Suggestion {
    /// Longer words get no suggestion: nobody mistypes a name that long, and it bounds the work.
    package static let maxWordLength = 64

    /// The candidate closest to `word`, when it is close enough to be a likely typo: at most a third
    /// of the word's length (and at least one) edits away. Failing that, the candidate that shares
    /// the longest beginning with it, when that covers at least half the word and four characters
    /// (`retries` for `retryCount`). Ties go to the earlier candidate.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        guard word.count <= maxWordLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word && abs(candidate.count - word.count) <= limit {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate ?? longestSharedBeginning(word, in: candidates)
    }

    /// The candidate sharing the longest beginning (ignoring case) with `word`, if long enough.
    private static func longestSharedBeginning(_ word: String, in candidates: [String]) -> String? {
        let letters = Array(word.lowercased())
        let needed = max(4, (letters.count + 1) / 2)
        var best: (candidate: String, shared: Int)?
        for candidate in candidates where candidate != word {
            let shared = zip(letters, candidate.lowercased()).prefix { $0 == $1 }.count
            if shared >= needed, shared > (best?.shared ?? 0) {
                best = (candidate, shared)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` for the closest candidate (`prefix` goes before it, as in `.on`), or
    /// `; <otherwise>` when none is close.
    package static func hint(
        for word: String, in candidates: [String], prefix: String = "", otherwise: String
    )
        -> String
    {
        closest(to: word, in: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? "; \(otherwise)"
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
    /// characters (so `idel` is one edit from `idle`), ignoring case, so `Tap` suggests `tap`.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased())
        let b = Array(rhs.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
