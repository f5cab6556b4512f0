/// Text snapshots of frames for golden tests: the rows, optionally with a style layer.
public enum FrameSnapshot {
    /// Each row (trailing spaces removed), and under each row that has styled cells a line per run of equal
    /// style: `  |2-9 fg=#FF0000 bold` (columns are 0-based, inclusive).
    public static func styled(_ buffer: CellBuffer) -> String {
        var output: [String] = []
        for (row, line) in buffer.trimmedLines.enumerated() {
            output.append(line)
            var column = 0
            while column < buffer.width {
                let style = buffer[column, row].style
                var end = column
                while end + 1 < buffer.width && buffer[end + 1, row].style == style { end += 1 }
                if style != .plain { output.append("  |\(column)-\(end) \(style.summary)") }
                column = end + 1
            }
        }
        return output.joined(separator: "\n")
    }
}
