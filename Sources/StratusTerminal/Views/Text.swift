/// Text, sanitized (control characters and escape sequences never reach the terminal), wrapped at word boundaries
/// to the width offered, `\n` honoured.
public struct Text: View, SingleBoxView {
    let content: String
    var wrap = true
    var alignment = TextAlignment.start
    var style = Style.plain
    var emphasis: [TextEmphasis] = []

    /// Text showing `content`.
    public init(_ content: String) { self.content = TextSanitizer.sanitize(content) }

    /// Text made of `segments`, each adding its attributes to the text's style (a bold word inside a line); it
    /// wraps as one text.
    init(segments: [(text: String, attributes: TextAttributes)]) {
        var content = "", emphasis: [TextEmphasis] = [], count = 0
        for segment in segments {
            let clean = TextSanitizer.sanitize(segment.text)
            content += clean
            let end = content.count
            if !segment.attributes.isEmpty, end > count {
                emphasis.append(TextEmphasis(range: count..<end, attributes: segment.attributes))
            }
            count = end
        }
        self.content = content
        self.emphasis = emphasis
    }

    /// Text showing the description of any value.
    public init<Value: CustomStringConvertible>(describing value: Value) { self.init(value.description) }

    /// Primitive.
    public var body: Never { neverBody() }

    /// One line only, cut with `…` when too long.
    public func truncated() -> Text {
        var copy = self
        copy.wrap = false
        return copy
    }

    /// Lines aligned left, centered or right inside the text's box.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    func makeNode(in context: ResolveContext) -> BoxDescription {
        let node = BoxDescription(.text(TextBlock(text: content, wrap: wrap, alignment: alignment, emphasis: emphasis)))
        node.style = style
        return node
    }
}
