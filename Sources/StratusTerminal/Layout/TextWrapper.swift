/// Breaks text into lines that fit a width, measured in terminal columns.
///
/// Every function here walks its text once: wrapping, cutting and truncating are linear in the text's length, so a
/// 100,000-character word costs no more per character than a short one. Cuts fall between grapheme clusters
/// (Swift `Character`s), never inside one: a ZWJ emoji sequence or a letter with its accents stays whole.
enum TextWrapper {
    /// The lines of `text` at `width` columns: paragraphs split at `\n`, then words wrapped greedily (a word longer
    /// than the width is cut); without `wrap`, each paragraph is one line cut with `…`.
    static func wrap(_ text: String, width: Int, wrap: Bool) -> [String] {
        guard width > 0 else { return text.isEmpty ? [] : [""] }
        if let lines = wrapPrintableASCII(text, width: width, wrap: wrap) { return lines }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraphWidth = CharacterWidth.width(of: paragraph)
            if paragraphWidth <= width { lines.append(String(paragraph)); continue }
            if !wrap { lines.append(truncate(String(paragraph), to: width)); continue }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = CharacterWidth.width(of: word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " "
                    line += word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                guard wordWidth > width else {
                    line = String(word)
                    lineWidth = wordWidth
                    continue
                }
                var pieces = cut(word, into: width)
                let last = pieces.removeLast()
                lines += pieces.map { String($0.text) }
                line = String(last.text)
                lineWidth = last.width
            }
            lines.append(line)
        }
        return lines
    }

    /// True when `wrap(_:width:wrap:)` gives `[text]`, found without making the lines: printable ASCII on one line
    /// that fits `width` (most texts of a screen). False may still be one line.
    static func isOneLine(_ text: String, width: Int) -> Bool {
        let bytes = text.utf8
        guard width > 0, bytes.count <= width else { return false }
        return bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `wrap(_:width:wrap:)` for text made only of printable ASCII and `\n` (most text on a screen), on its UTF-8
    /// bytes: there every byte is one character one column wide, so lines are byte ranges found in one pass, with
    /// exactly the lines the general path gives. Nil for any other text (`\r\n` is one character, and wider or
    /// combining characters need the general path). `width` is positive.
    private static func wrapPrintableASCII(_ text: String, width: Int, wrap: Bool) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            for byte in bytes where (byte < 0x20 && byte != 0x0A) || byte >= 0x7F { return nil }
            func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var lines: [String] = []
            var paragraphStart = 0
            while paragraphStart <= bytes.count {
                var paragraphEnd = paragraphStart
                while paragraphEnd < bytes.count, bytes[paragraphEnd] != 0x0A { paragraphEnd += 1 }
                defer { paragraphStart = paragraphEnd + 1 }
                if paragraphEnd - paragraphStart <= width {
                    lines.append(string(paragraphStart..<paragraphEnd))
                    continue
                }
                if !wrap {
                    lines.append(width > 1 ? string(paragraphStart..<paragraphStart + width - 1) + "…" : "…")
                    continue
                }
                // Words are separated by single spaces, so a line of words is the byte range from its first word's
                // start to its last word's end.
                var lineStart = paragraphStart
                var lineEnd = paragraphStart
                var wordStart = paragraphStart
                while wordStart <= paragraphEnd {
                    var wordEnd = wordStart
                    while wordEnd < paragraphEnd, bytes[wordEnd] != 0x20 { wordEnd += 1 }
                    defer { wordStart = wordEnd + 1 }
                    let wordWidth = wordEnd - wordStart
                    let lineWidth = lineEnd - lineStart
                    if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                        lineEnd = wordEnd
                        continue
                    }
                    if lineWidth > 0 { lines.append(string(lineStart..<lineEnd)) }
                    var pieceStart = wordStart
                    // A word longer than the width is cut into pieces of `width` columns; the last one starts a line.
                    while wordEnd - pieceStart > width {
                        lines.append(string(pieceStart..<pieceStart + width))
                        pieceStart += width
                    }
                    lineStart = pieceStart
                    lineEnd = wordEnd
                }
                lines.append(string(lineStart..<lineEnd))
            }
            return lines
        }
    }

    /// `text` cut to `width` columns with a trailing `…` when it was longer.
    static func truncate(_ text: String, to width: Int) -> String {
        guard CharacterWidth.width(of: text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        return split(text[...], at: width - 1).0 + "…"
    }

    /// The longest prefix of `text` that fits `width` columns (at least one character), and the rest; walks only
    /// the prefix.
    static func split(_ text: Substring, at width: Int) -> (Substring, Substring) {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let characterWidth = CharacterWidth.width(of: text[end])
            if used + characterWidth > width && end > text.startIndex { break }
            used += characterWidth
            end = text.index(after: end)
        }
        return (text[..<end], text[end...])
    }

    /// `word` cut into pieces of at most `width` columns each (a piece holds at least one character), in one pass.
    static func cut(_ word: Substring, into width: Int) -> [(text: Substring, width: Int)] {
        var pieces: [(text: Substring, width: Int)] = []
        var start = word.startIndex
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let characterWidth = CharacterWidth.width(of: word[index])
            if used + characterWidth > width && index > start {
                pieces.append((word[start..<index], used))
                start = index
                used = 0
            }
            used += characterWidth
            index = word.index(after: index)
        }
        pieces.append((word[start...], used))
        return pieces
    }
}
