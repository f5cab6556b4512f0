extension SimpleMarkdown {
    /// How a column's cells line up.
    enum ColumnAlignment { case start, center, end }

    /// The table whose header is line `start` of `lines`, and the line after it: a header row, a delimiter row
    /// (`|---|:---:|---:|`, one cell per column of the header) and the rows that follow, every line starting with
    /// `|`. Its blocks are the rows lined up in columns between `│`, the header bold, the delimiter a rule; each
    /// is cut rather than wrapped. Nil when no table starts there.
    static func table(at start: Int, in lines: [String]) -> (blocks: [Block], end: Int)? {
        guard start + 1 < lines.count, let header = cells(of: lines[start]), let alignments = delimiters(of: lines[start + 1]),
              alignments.count == header.count else { return nil }
        var rows = [header]
        var end = start + 2
        while end < lines.count, let row = cells(of: lines[end]) {
            rows.append(row)
            end += 1
        }
        let columns = header.count
        let marked = rows.map { row in (0..<columns).map { $0 < row.count ? inlineMarks(row[$0]) : [] } }
        let widths = (0..<columns).map { column in
            marked.map { CharacterWidth.width(of: String($0[column].map(\.character))) }.max() ?? 0
        }
        var blocks: [Block] = []
        for (index, row) in marked.enumerated() {
            var line: [Mark] = []
            for column in 0..<columns {
                if column > 0 { line += " │ ".map { Mark(character: $0) } }
                let room = widths[column] - CharacterWidth.width(of: String(row[column].map(\.character)))
                let before = switch alignments[column] {
                case .start: 0
                case .center: room / 2
                case .end: room
                }
                line += Array(repeating: Mark(character: " "), count: before) + row[column]
                    + Array(repeating: Mark(character: " "), count: room - before)
            }
            while line.last?.character == " " && line.last?.attributes.isEmpty == true { line.removeLast() }
            blocks.append(Block(text: String(line.map(\.character)), attributes: index == 0 ? .bold : [],
                                emphasis: emphasis(of: line), wraps: false))
            if index == 0 {
                let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
                blocks.append(Block(text: rule, attributes: [], wraps: false))
            }
        }
        return (blocks, end)
    }

    /// The cells of a table row (`| a | b |`, the last `|` optional; `\|` is a `|` inside a cell), trimmed; nil
    /// for a line that does not start with `|`.
    private static func cells(of line: String) -> [String]? {
        var rest = Substring(line).drop { $0 == " " }
        guard rest.first == "|" else { return nil }
        rest = rest.dropFirst()
        var cells: [String] = [], cell = "", escaped = false
        for character in rest {
            if escaped {
                if character != "|" { cell.append("\\") }
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if escaped { cell.append("\\") }
        if !cell.allSatisfy(\.isWhitespace) || cells.isEmpty { cells.append(cell) }
        return cells.map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The alignments a delimiter row gives its columns (`---` or `:---` start, `:---:` center, `---:` end);
    /// nil for a line that is not one.
    private static func delimiters(of line: String) -> [ColumnAlignment]? {
        guard let cells = cells(of: line), !cells.isEmpty else { return nil }
        var alignments: [ColumnAlignment] = []
        for cell in cells {
            let leading = cell.hasPrefix(":"), trailing = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(leading && trailing ? .center : (trailing ? .end : .start))
        }
        return alignments
    }
}
