/// "Did you mean" for mistyped options and commands.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a typo:
    /// at most one edit for short words, one per three characters for longer ones. Ties go to the first
    /// candidate, so callers list candidates in help order.
    ///
    /// Leading dashes are ignored for the comparison (`-check` vs `--check` is a typo, not two edits).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.drop { $0 == "-" }.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let name = Array(candidate.drop { $0 == "-" }.lowercased())
            let distance = editDistance(typed, name)
            guard distance <= max(1, name.count / 3) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions each cost one (`chekc` → `check` is one typo, not two).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the transposition case looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
