/// Attributes over some characters of a text (Markdown's `**bold**` inside a line), kept wherever wrapping puts
/// those characters: the painter adds them to the cells the characters land in. The text still wraps as one.
struct TextEmphasis: Equatable, Sendable {
    /// The characters, counted from the start of the text.
    var range: Range<Int>
    /// What they add to the text's own style.
    var attributes: TextAttributes

    /// The attributes of each character of each of `lines`, the lines `text` was laid out in ([] where a
    /// character has none).
    ///
    /// The lines are walked through the text: wrapping only drops the blanks where it breaks (and the `\n`
    /// between paragraphs), so each character of a line is the next one of the text, past such blanks. Where a
    /// line holds what the text does not (the `…` of a cut line), the rest of that line has no emphasis.
    static func attributes(of lines: [String], in text: String, emphasis: [TextEmphasis]) -> [[TextAttributes]] {
        let source = Array(text)
        var marks = [TextAttributes](repeating: [], count: source.count)
        for span in emphasis {
            for index in span.range.clamped(to: 0..<source.count) { marks[index].formUnion(span.attributes) }
        }
        var cursor = 0
        return lines.map { line in
            var attributes: [TextAttributes] = []
            attributes.reserveCapacity(line.count)
            var aligned = true
            for character in line {
                if aligned {
                    while cursor < source.count, source[cursor] != character, source[cursor].isWhitespace { cursor += 1 }
                    aligned = cursor < source.count && source[cursor] == character
                }
                guard aligned else {
                    attributes.append([])
                    continue
                }
                attributes.append(marks[cursor])
                cursor += 1
            }
            return attributes
        }
    }
}
