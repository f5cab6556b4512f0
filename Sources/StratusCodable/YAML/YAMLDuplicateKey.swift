import Yams

/// Finds the second writing of a mapping key that Yams refused as a duplicate: Yams says where the first one is,
/// and the person who wrote the text wants to be shown the one to remove.
enum YAMLDuplicateKey {
    /// Where `key` is written again in the mapping whose key at `first` it repeats, or nil when it cannot be told.
    ///
    /// In a block mapping the keys share a column: the later key is the first line below `first` that starts at
    /// that column with the key and a `:`, before a line that starts left of it ends the mapping. In a flow mapping
    /// (`{a: 1, a: 2}`) it is the next `, key:` after the first.
    static func secondOccurrence(of key: String, after first: Mark, in text: String) -> SourcePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard first.line >= 1, first.line <= lines.count, !key.isEmpty else { return nil }
        let spellings = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        let column = first.column - 1
        let firstLine = lines[first.line - 1]
        let isBlock = firstLine.prefix(column).allSatisfy { $0 == " " || $0 == "-" }
        if isBlock {
            for number in first.line..<lines.count {
                let line = lines[number]
                guard let start = line.firstIndex(where: { $0 != " " }), line[start] != "#" else { continue }
                if start < column { return nil }
                if start == column, spellings.contains(where: { isKey($0, in: line, at: column) }) {
                    return SourcePosition(line: number + 1, column: column + 1, byteOffset: -1)
                }
            }
            return nil
        }
        // A flow mapping: look past the first key for a `,` then the key.
        var number = first.line - 1
        var index = column + 1
        var afterComma = false
        while number < lines.count {
            let line = lines[number]
            while index < line.count {
                let scalar = line[index]
                if afterComma, scalar != " ", scalar != "\t" {
                    if spellings.contains(where: { isKey($0, in: line, at: index) }) {
                        return SourcePosition(line: number + 1, column: index + 1, byteOffset: -1)
                    }
                    afterComma = false
                }
                if scalar == "," { afterComma = true }
                index += 1
            }
            number += 1
            index = 0
        }
        return nil
    }

    /// Whether `line` holds `spelling` at `index`, then spaces and a `:`.
    private static func isKey(_ spelling: [Unicode.Scalar], in line: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + spelling.count <= line.count, Array(line[index..<index + spelling.count]) == spelling else {
            return false
        }
        let rest = line[(index + spelling.count)...].drop { $0 == " " || $0 == "\t" }
        return rest.first == ":"
    }
}
