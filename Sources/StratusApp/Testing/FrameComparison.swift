import StratusTerminal

/// An expected frame compared with the frame a test drew: whether they match, a line diff of the rows and of
/// the style maps for people, and the cells that differ for the diff picture of the HTML report.
public struct FrameComparison: Sendable {
    /// One line of a diff.
    public struct Line: Sendable, Equatable, Codable {
        /// How a line reads.
        public enum Kind: String, Sendable, Codable {
            /// A heading or a note.
            case note
            /// The same in both frames.
            case same
            /// Only in the expected frame.
            case expected
            /// Only in the frame drawn.
            case actual
        }

        /// How the line reads.
        public var kind: Kind
        /// The text, without a colour.
        public var text: String

        /// A row of a frame: its mark (`-` expected, `+` drawn, a space for both), its number right-aligned in
        /// three columns, `│`, and its text.
        static func row(_ number: Int, _ text: String, kind: Kind) -> Line {
            let mark = kind == .expected ? "-" : kind == .actual ? "+" : " "
            let digits = String(number)
            return Line(kind: kind, text: mark + String(repeating: " ", count: max(0, 3 - digits.count)) + digits + " │" + text)
        }
    }

    /// Whether the frames are the same, text and styles.
    public let matches: Bool
    /// The diff, empty when the frames match.
    public let lines: [Line]
    /// The cells (column, row) whose text or style differ, in the drawn frame's coordinates.
    public let changedCells: Set<Point>

    /// Compares two frames.
    public init(expected: CellBuffer, actual: CellBuffer) {
        matches = FrameSnapshot.text(of: expected) == FrameSnapshot.text(of: actual)
        guard !matches else {
            lines = []
            changedCells = []
            return
        }
        var changed = Set<Point>()
        for row in 0..<actual.height {
            for column in 0..<actual.width where expected[column, row] != actual[column, row] {
                if row >= expected.height || column >= expected.width
                    || Self.normalized(expected[column, row]) != Self.normalized(actual[column, row]) {
                    changed.insert(Point(x: column, y: row))
                }
            }
        }
        changedCells = changed
        var diff: [Line] = []
        if expected.width != actual.width || expected.height != actual.height {
            diff.append(Line(kind: .note, text: "size: expected \(expected.width)x\(expected.height), "
                + "drawn \(actual.width)x\(actual.height)"))
        }
        let expectedRows = expected.trimmedLines
        let actualRows = actual.trimmedLines
        let pairs = Self.commonRows(expectedRows, actualRows)
        if pairs.count != expectedRows.count || pairs.count != actualRows.count {
            diff.append(Line(kind: .note, text: "text (- expected, + drawn):"))
            diff += Self.textDiff(expectedRows, actualRows, pairs: pairs)
        }
        diff += Self.styleDiff(expected, actual, pairs: pairs)
        lines = diff
    }

    private static func normalized(_ cell: Cell) -> Cell {
        cell.text.isEmpty && !cell.isContinuation ? Cell(" ", width: cell.width, style: cell.style) : cell
    }


    /// The pairs of equal rows (expected index, drawn index) of a longest common subsequence.
    static func commonRows(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        let (n, m) = (a.count, b.count)
        var length = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                length[i][j] = a[i] == b[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if length[i + 1][j] >= length[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }


    /// A unified diff of the rows, with row numbers and one row of context around each change.
    private static func textDiff(_ expected: [String], _ actual: [String], pairs: [(Int, Int)]) -> [Line] {
        var all: [Line] = []
        var (i, j) = (0, 0)
        for (pi, pj) in pairs + [(expected.count, actual.count)] {
            while i < pi {
                all.append(.row(i, expected[i], kind: .expected))
                i += 1
            }
            while j < pj {
                all.append(.row(j, actual[j], kind: .actual))
                j += 1
            }
            if pi < expected.count {
                all.append(.row(pj, actual[pj], kind: .same))
                i += 1
                j += 1
            }
        }
        return Self.withContext(all)
    }

    /// Keeps one unchanged line around each change and marks what was left out.
    private static func withContext(_ all: [Line]) -> [Line] {
        var keep = Array(repeating: false, count: all.count)
        for (index, line) in all.enumerated() where line.kind != .same {
            for near in max(0, index - 1)...min(all.count - 1, index + 1) { keep[near] = true }
        }
        var output: [Line] = []
        var skipped = false
        for (index, line) in all.enumerated() {
            if keep[index] {
                if skipped, !output.isEmpty { output.append(Line(kind: .note, text: "   ┆")) }
                output.append(line)
                skipped = false
            } else {
                skipped = true
            }
        }
        return output
    }

    /// For rows whose text is the same but whose styles differ: the two rows of the style map, lettered with one
    /// legend, and the legend of the letters shown.
    private static func styleDiff(_ expected: CellBuffer, _ actual: CellBuffer, pairs: [(Int, Int)]) -> [Line] {
        var labels = FrameSnapshot.Labels()
        // Letter the expected frame first, so its letters read the same as in its file.
        for row in 0..<expected.height { _ = labels.map(ofRow: row, in: expected) }
        var output: [Line] = []
        var used = Set<Character>()
        for (e, a) in pairs {
            let before = labels.map(ofRow: e, in: expected)
            let after = labels.map(ofRow: a, in: actual)
            guard before != after else { continue }
            output.append(.row(e, before, kind: .expected))
            output.append(.row(a, after, kind: .actual))
            used.formUnion(before)
            used.formUnion(after)
        }
        guard !output.isEmpty else { return [] }
        var legend: [Line] = []
        for (index, style) in labels.styles.enumerated() where used.contains(labels.letters[index]) {
            legend.append(Line(kind: .note, text: "     \(labels.letters[index]) = \(style.summary)"))
        }
        return [Line(kind: .note, text: "styles of rows with the same text (- expected, + drawn; . is plain):")]
            + output + legend
    }
}
