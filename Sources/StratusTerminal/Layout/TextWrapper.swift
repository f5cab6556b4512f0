/// Breaks text into lines that fit a width, measured in terminal columns.
enum TextWrapper {
    /// The lines of `text` at `width` columns: paragraphs split at `\n`, then words wrapped greedily (a word longer
    /// than the width is cut); without `wrap`, each paragraph is one line cut with `…`.
    static func wrap(_ text: String, width: Int, wrap: Bool) -> [String] {
        guard width > 0 else { return text.isEmpty ? [] : [""] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraph = String(paragraph)
            let paragraphWidth = CharacterWidth.width(of: paragraph)
            if paragraphWidth <= width { lines.append(paragraph); continue }
            if !wrap { lines.append(truncate(paragraph, to: width)); continue }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(word)
                var wordWidth = CharacterWidth.width(of: word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(line); line = ""; lineWidth = 0 }
                while wordWidth > width {
                    let (head, rest) = split(word, at: width)
                    lines.append(head)
                    word = rest
                    wordWidth = CharacterWidth.width(of: word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` cut to `width` columns with a trailing `…` when it was longer.
    static func truncate(_ text: String, to width: Int) -> String {
        guard CharacterWidth.width(of: text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        return split(text, at: width - 1).0 + "…"
    }

    /// The longest prefix of `text` that fits `width` columns (at least one character), and the rest.
    static func split(_ text: String, at width: Int) -> (String, String) {
        var used = 0
        var head = ""
        var rest = Substring.UnicodeScalarView()
        var cutting = false
        var first = true
        CharacterWidth.cells(of: text) { cluster, clusterWidth in
            if !cutting && (used + clusterWidth <= width || first) {
                head += cluster
                used += clusterWidth
                first = false
            } else {
                cutting = true
                rest.append(contentsOf: cluster.unicodeScalars)
            }
        }
        return (head, String(rest))
    }
}
