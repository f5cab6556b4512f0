/// The known name a misspelt one was probably meant to be: what "did you mean" offers in diagnostics.
///
/// Names are compared without regard to case (a name that differs only in case is always offered), by edit
/// distance (a swap of two neighbouring letters is one edit, as in `itme`); a name is offered when it is at most a third of the misspelt name's length away
/// (one edit for names of up to five characters, at most three edits), so that `txt` finds `text` and `nope`
/// finds nothing in `count`.
public enum SpellingSuggestion {
    /// The known name closest to `name`, or nil when none is close enough. Ties go to the name that sorts first.
    /// - Complexity: O(k · n · m) for k candidates of length m and a name of length n.
    public static func closest<Names: Sequence<String>>(to name: String, among candidates: Names) -> String? {
        let wanted = Array(name.lowercased())
        let allowed = max(1, min(3, wanted.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(wanted, Array(candidate.lowercased()), limit: allowed)
            guard distance <= allowed else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The edit distance of two names (insertions, deletions, substitutions and swaps of two neighbours, each
    /// one edit), or any number above `limit` once it is sure to exceed it.
    static func editDistance(_ left: [Character], _ right: [Character], limit: Int) -> Int {
        guard abs(left.count - right.count) <= limit else { return limit + 1 }
        guard !left.isEmpty else { return right.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = previous
        for row in 1...left.count {
            current[0] = row
            var smallest = row
            for column in stride(from: 1, through: right.count, by: 1) {
                let same = left[row - 1] == right[column - 1]
                var distance = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + (same ? 0 : 1))
                if row > 1, column > 1, left[row - 1] == right[column - 2], left[row - 2] == right[column - 1] {
                    distance = min(distance, beforePrevious[column - 2] + 1)
                }
                current[column] = distance
                smallest = min(smallest, distance)
            }
            if smallest > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
