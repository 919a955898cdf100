/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo: at most a third
    /// of the word's length (and at least one) edits away. Ties go to the earlier candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"`, or an empty string when no candidate is close.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over characters, ignoring case, so `Tap` suggests `tap`.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution: Int
                if a[i - 1] == b[j - 1] {
                    substitution = 0
                } else {
                    substitution = a[i - 1].lowercased() == b[j - 1].lowercased() ? 0 : 1
                }
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
