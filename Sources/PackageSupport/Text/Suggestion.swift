/// "Did you mean …?": the accepted word nearest to one that was not, for `mesure`, `--widht` or `bdy`.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance (insertions, deletions, substitutions and swaps of two
    /// neighbours, case ignored), when it is near enough to be a slip: at most 1 for words of up to 4 letters, 2 up
    /// to 8, 3 beyond; `nil` otherwise, and for a tie between two.
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        let given = Array(word.lowercased().unicodeScalars)
        let limit = given.count <= 4 ? 1 : given.count <= 8 ? 2 : 3
        var best: (candidate: String, distance: Int)?
        var tied = false
        for candidate in candidates {
            let distance = Self.distance(given, Array(candidate.lowercased().unicodeScalars))
            guard distance <= limit else { continue }
            if let current = best, distance >= current.distance {
                if distance == current.distance && candidate != current.candidate { tied = true }
                continue
            }
            best = (candidate, distance)
            tied = false
        }
        return tied ? nil : best?.candidate
    }

    /// `; did you mean 'WORD'?` for the nearest candidate, or nothing.
    package static func clause(for word: String, among candidates: [String]) -> String {
        nearest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal-string-alignment distance: Levenshtein's with a swap of two neighbouring letters as one edit.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
