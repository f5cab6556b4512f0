/// The simple Markdown A2UI allows in a Text (no HTML, images or links, says the catalog), as a terminal shows
/// it: one block a line, headings bold (`#` underlined too), list items with `•`, and the inline markers
/// (`**bold**`, `*italic*`, `_italic_`, `` `code` ``) taken out of the text, which keeps wrapping as one text;
/// a link still written shows its text and its address in parentheses. Blank lines are kept.
enum SimpleMarkdown {
    /// One line of the text as shown.
    struct Block: Equatable {
        var text: String
        var attributes: TextAttributes
    }

    /// The blocks of `text`, one a line.
    static func blocks(of text: String) -> [Block] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { block(of: String($0)) }
    }

    /// Whether `text` reads the same once its Markdown is taken out: most texts have none.
    static func isPlain(_ text: String) -> Bool {
        let blocks = blocks(of: text)
        return blocks.count == 1 && blocks[0] == Block(text: text, attributes: [])
    }

    private static func block(of line: String) -> Block {
        var rest = Substring(line)
        var attributes: TextAttributes = []
        var prefix = ""
        let hashes = rest.prefix(while: { $0 == "#" }).count
        if (1...6).contains(hashes), rest.dropFirst(hashes).first == " " {
            rest = rest.dropFirst(hashes + 1)
            attributes = hashes == 1 ? [.bold, .underline] : .bold
        } else if rest.hasPrefix("- ") || rest.hasPrefix("* ") || rest.hasPrefix("+ ") {
            rest = rest.dropFirst(2)
            prefix = "• "
        } else if rest.hasPrefix("> ") {
            rest = rest.dropFirst(2)
            prefix = "│ "
        }
        let inline = inlineText(String(rest))
        return Block(text: prefix + inline, attributes: attributes)
    }

    /// `text` without its inline markers: `**a**`, `__a__`, `*a*`, `_a_` and `` `a` `` become `a`, `[a](b)` `a (b)`.
    static func inlineText(_ text: String) -> String {
        var result = text
        for marker in ["**", "__", "`", "*", "_"] { result = removingPairs(of: marker, in: result) }
        return replacingLinks(in: result)
    }

    /// `text` with each `marker…marker` around text that starts and ends with a non-blank replaced by the text.
    private static func removingPairs(of marker: String, in text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.range(of: marker) {
            let afterOpen = rest[open.upperBound...]
            // As CommonMark: `_` inside a word (`snake_case`) is no marker.
            let before = open.lowerBound > rest.startIndex ? rest[rest.index(before: open.lowerBound)] : " "
            let insideWord = marker.hasPrefix("_") && (before.isLetter || before.isNumber)
            guard !insideWord, let first = afterOpen.first, !first.isWhitespace, let close = afterOpen.range(of: marker),
                  close.lowerBound > afterOpen.startIndex,
                  let last = afterOpen[..<close.lowerBound].last, !last.isWhitespace else {
                output += rest[..<open.upperBound]
                rest = afterOpen
                continue
            }
            output += rest[..<open.lowerBound] + afterOpen[..<close.lowerBound]
            rest = afterOpen[close.upperBound...]
        }
        return output + rest
    }

    private static func replacingLinks(in text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]"),
              rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
              let end = rest[close...].firstIndex(of: ")") {
            let label = rest[rest.index(after: open)..<close]
            let address = rest[rest.index(close, offsetBy: 2)..<end]
            output += rest[..<open] + label + " (" + address + ")"
            rest = rest[rest.index(after: end)...]
        }
        return output + rest
    }
}
