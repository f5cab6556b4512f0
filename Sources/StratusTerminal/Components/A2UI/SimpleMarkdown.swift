/// The simple Markdown A2UI allows in a Text (no HTML, images or links, says the catalog), as a terminal shows
/// it: one block a line, headings as ``headingAttributes(level:)`` draws them, list items with `•`, and inline `**bold**` (or
/// `__bold__`) bold and `*italic*` (or `_italic_`) italic as cell styles of the words they enclose, the markers
/// taken out; `` `code` `` loses its backticks and what is inside is read as written. The text keeps wrapping as
/// one text. A link still written shows its text and its address in parentheses. Blank lines are kept.
enum SimpleMarkdown {
    /// One line of the text as shown.
    struct Block: Equatable {
        var text: String
        var attributes: TextAttributes
        /// Bold or italic words inside the line.
        var emphasis: [TextEmphasis] = []
        /// False for a row of a table, cut with `…` rather than wrapped where it is too wide.
        var wraps = true
        /// The level of a heading line (`#` is 1), nil for other lines: a heading of the accessibility tree.
        var headingLevel: Int?
        /// True for an item of a list (`- `, `* `, `+ `): items next to each other are a list to a screen reader.
        var isListItem = false

        /// The line as segments of text, each with the attributes it adds to the line's.
        var segments: [(text: String, attributes: TextAttributes)] {
            let characters = Array(text)
            var segments: [(text: String, attributes: TextAttributes)] = []
            var position = 0
            for span in emphasis {
                if span.range.lowerBound > position { segments.append((String(characters[position..<span.range.lowerBound]), [])) }
                segments.append((String(characters[span.range]), span.attributes))
                position = span.range.upperBound
            }
            if position < characters.count { segments.append((String(characters[position...]), [])) }
            return segments
        }
    }

    /// How a heading of `level` (1 to 6) is drawn. A terminal has one type size, so each of the five levels A2UI
    /// names looks different from the others and from body text, the more prominent the higher: bold and
    /// underlined, bold, bold italic, underlined, italic (a sixth level of Markdown as the fifth).
    static func headingAttributes(level: Int) -> TextAttributes {
        switch level {
        case ...1: return [.bold, .underline]
        case 2: return .bold
        case 3: return [.bold, .italic]
        case 4: return .underline
        default: return .italic
        }
    }

    /// The blocks of `text`, one a line: a fenced code block's lines as written and indented, without their
    /// fences; a table's rows lined up in columns (``table(at:in:)``).
    static func blocks(of text: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0, inCode = false
        while index < lines.count {
            let line = lines[index], start = line.drop { $0 == " " }
            if start.hasPrefix("```") || start.hasPrefix("~~~") {
                inCode.toggle()
                index += 1
            } else if inCode {
                blocks.append(Block(text: "  " + line, attributes: []))
                index += 1
            } else if let table = table(at: index, in: lines) {
                blocks += table.blocks
                index = table.end
            } else {
                blocks.append(block(of: line))
                index += 1
            }
        }
        return blocks
    }

    /// The blocks in runs: each run of list items together (a list), every other block alone.
    static func runs(of blocks: [Block]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in blocks.indices {
            if blocks[index].isListItem, let last = runs.last, last.upperBound == index, blocks[last.lowerBound].isListItem {
                runs[runs.count - 1] = last.lowerBound..<index + 1
            } else {
                runs.append(index..<index + 1)
            }
        }
        return runs
    }

    /// Whether `text` reads the same once its Markdown is taken out: most texts have none.
    static func isPlain(_ text: String) -> Bool {
        // One line without a character any marker, heading, list, quote, fence or table starts with reads the
        // same as it is written (most texts: a name, a number, a sentence), without being read as Markdown.
        // Read in place when the string holds its bytes in one piece (every native string, small ones included):
        // through the view, each byte is a call.
        let marked = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: startsMarkdown) }
            ?? text.utf8.contains(where: startsMarkdown)
        if !marked { return true }
        let blocks = blocks(of: text)
        return blocks.count == 1 && blocks[0] == Block(text: text, attributes: [])
    }

    /// Whether `byte` (of UTF-8) may start something Markdown reads: `#`, `*`, `+`, `-`, `>`, `[`, `_`, a backtick,
    /// `|`, `~`, or a line break.
    static func startsMarkdown(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func block(of line: String) -> Block {
        var rest = Substring(line)
        var attributes: TextAttributes = []
        var prefix = ""
        var headingLevel: Int?, isListItem = false
        let hashes = rest.prefix(while: { $0 == "#" }).count
        if (1...6).contains(hashes), rest.dropFirst(hashes).first == " " {
            rest = rest.dropFirst(hashes + 1)
            attributes = headingAttributes(level: hashes)
            headingLevel = hashes
        } else if rest.hasPrefix("- ") || rest.hasPrefix("* ") || rest.hasPrefix("+ ") {
            rest = rest.dropFirst(2)
            prefix = "• "
            isListItem = true
        } else if rest.hasPrefix("> ") {
            rest = rest.dropFirst(2)
            prefix = "│ "
        }
        let marks = prefix.map { Mark(character: $0) } + inlineMarks(String(rest))
        return Block(text: String(marks.map(\.character)), attributes: attributes, emphasis: emphasis(of: marks),
                     headingLevel: headingLevel, isListItem: isListItem)
    }

    /// The runs of `marks` that have attributes.
    static func emphasis(of marks: [Mark]) -> [TextEmphasis] {
        var emphasis: [TextEmphasis] = []
        for (position, mark) in marks.enumerated() where !mark.attributes.isEmpty {
            if let last = emphasis.last, last.range.upperBound == position, last.attributes == mark.attributes {
                emphasis[emphasis.count - 1].range = last.range.lowerBound..<position + 1
            } else {
                emphasis.append(TextEmphasis(range: position..<position + 1, attributes: mark.attributes))
            }
        }
        return emphasis
    }

    /// `text` without its inline markers: `**a**`, `__a__`, `*a*`, `_a_` and `` `a` `` become `a`, `[a](b)` `a (b)`.
    static func inlineText(_ text: String) -> String {
        String(inlineMarks(text).map(\.character))
    }

    /// A character of a line as shown, with the attributes its markers give it; `literal` inside code.
    struct Mark {
        var character: Character
        var attributes: TextAttributes = []
        var literal = false
    }

    /// The characters of `text` as shown: markers taken out, the characters they enclose marked.
    static func inlineMarks(_ text: String) -> [Mark] {
        var marks = text.map { Mark(character: $0) }
        // Code first: what it holds is read as written.
        applyPairs(of: "`", in: &marks) { $0.literal = true }
        applyPairs(of: "**", in: &marks) { $0.attributes.insert(.bold) }
        applyPairs(of: "__", in: &marks) { $0.attributes.insert(.bold) }
        applyPairs(of: "*", in: &marks) { $0.attributes.insert(.italic) }
        applyPairs(of: "_", in: &marks) { $0.attributes.insert(.italic) }
        return replacingLinks(in: marks)
    }

    /// Takes out each `marker…marker` around text that starts and ends with a non-blank, outside code, and marks
    /// the characters between with `mark`.
    private static func applyPairs(of marker: String, in marks: inout [Mark], mark: (inout Mark) -> Void) {
        let pattern = Array(marker), length = pattern.count
        func isMarker(at index: Int) -> Bool {
            guard index >= 0, index + length <= marks.count else { return false }
            return (0..<length).allSatisfy { marks[index + $0].character == pattern[$0] && !marks[index + $0].literal }
        }
        var open = 0
        while open + length <= marks.count {
            guard isMarker(at: open) else {
                open += 1
                continue
            }
            let inner = open + length
            // As CommonMark: `_` inside a word (`snake_case`) is no marker.
            let before = open > 0 ? marks[open - 1].character : " "
            let insideWord = pattern[0] == "_" && (before.isLetter || before.isNumber)
            let close = insideWord ? nil : (inner..<marks.count).first { isMarker(at: $0) }
            guard let close, close > inner, !marks[inner].character.isWhitespace, !marks[close - 1].character.isWhitespace else {
                open = inner
                continue
            }
            for index in inner..<close { mark(&marks[index]) }
            marks.removeSubrange(close..<close + length)
            marks.removeSubrange(open..<inner)
            open = close - length
        }
    }

    /// `[a](b)` shown as `a (b)`.
    private static func replacingLinks(in marks: [Mark]) -> [Mark] {
        var output: [Mark] = []
        var rest = marks[...]
        func first(_ character: Character, in slice: ArraySlice<Mark>) -> Int? {
            slice.firstIndex { $0.character == character && !$0.literal }
        }
        while let open = first("[", in: rest), let close = first("]", in: rest[open...]),
              close + 1 < rest.endIndex, rest[close + 1].character == "(", let end = first(")", in: rest[close...]) {
            output += rest[..<open] + rest[(open + 1)..<close]
            output += " (".map { Mark(character: $0) } + rest[(close + 2)..<end] + [Mark(character: ")")]
            rest = rest[(end + 1)...]
        }
        return output + rest
    }
}
