import StratusCore

/// `adaptive:TextBlock`: a TextBlock, or a RichTextBlock's runs, in one type size.
///
/// A terminal has one size of type: `large` and `extraLarge` text is bold (`extraLarge` also underlined), `small`
/// text and `isSubtle` text are dim, `bolder` is bold and `lighter` dim. Without `wrap` the text is one line cut
/// with `…`, as the card's renderers cut it; with it, the text wraps, to at most `maxLines` lines when given.
/// The Markdown subset of cards (bold, italic, lists, links) is shown as ``SimpleMarkdown`` shows it. A `heading`
/// is a heading of the accessibility tree.
struct AdaptiveTextBlock: View, Decodable {
    enum Size: String, CaseIterable, Decodable { case small, `default`, medium, large, extraLarge }
    enum Weight: String, CaseIterable, Decodable { case lighter, `default`, bolder }

    /// One TextRun of a RichTextBlock.
    struct Run: Decodable, SchemaDescribing {
        static var valueSchema: ValueSchema { .any }
        var text: String
        var attributes: TextAttributes

        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: PropertyKey.self)
            text = try properties.decode(String.self, forKey: "text", default: "")
            var attributes = AdaptiveTextBlock.attributes(
                size: try properties.decode(Size.self, forKey: "size", default: .default),
                weight: try properties.decode(Weight.self, forKey: "weight", default: .default),
                isSubtle: try properties.decode(Bool.self, forKey: "isSubtle", default: false))
            if try properties.decode(Bool.self, forKey: "italic", default: false) { attributes.insert(.italic) }
            if try properties.decode(Bool.self, forKey: "underline", default: false) { attributes.insert(.underline) }
            if try properties.decode(Bool.self, forKey: "highlight", default: false) { attributes.insert(.reverse) }
            self.attributes = attributes
        }
    }

    let text: String
    let runs: [Run]
    let attributes: TextAttributes
    let color: Color?
    let wraps: Bool
    let maxLines: Int?
    let alignment: TextAlignment
    let isHeading: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        text = try properties.decode(String.self, forKey: "text", default: "")
        runs = try properties.decode([Run].self, forKey: "runs", default: [])
        attributes = Self.attributes(size: try properties.decode(Size.self, forKey: "size", default: .default),
                                     weight: try properties.decode(Weight.self, forKey: "weight", default: .default),
                                     isSubtle: try properties.decode(Bool.self, forKey: "isSubtle", default: false))
        color = BoxStyle.textColor(try properties.color("color"))
        wraps = try properties.decode(Bool.self, forKey: "wrap", default: false)
        maxLines = try properties.decodeIfPresent(Int.self, forKey: "maxLines").flatMap { $0 > 0 ? $0 : nil }
        alignment = try properties.decode(TextAlignment.self, forKey: "alignment", default: .start)
        isHeading = try properties.decode(Bool.self, forKey: "heading", default: false)
    }

    /// What a size, a weight and subtlety look like in cells.
    static func attributes(size: Size, weight: Weight, isSubtle: Bool) -> TextAttributes {
        var attributes: TextAttributes = []
        switch size {
        case .large: attributes.insert(.bold)
        case .extraLarge: attributes.formUnion([.bold, .underline])
        case .small: attributes.insert(.dim)
        case .default, .medium: break
        }
        switch weight {
        case .bolder: attributes.insert(.bold)
        case .lighter: attributes.insert(.dim)
        case .default: break
        }
        if isSubtle { attributes.insert(.dim) }
        return attributes
    }

    /// The lines of the text: a RichTextBlock's runs as one paragraph, a TextBlock's Markdown as its blocks.
    private var lines: [[(text: String, attributes: TextAttributes)]] {
        if !runs.isEmpty { return [runs.map { ($0.text, $0.attributes) }] }
        return Self.lines(ofMarkdown: text)
    }

    /// The lines of a card's text in its Markdown subset, each a run of segments (a FactSet's values use it too).
    static func lines(ofMarkdown text: String) -> [[(text: String, attributes: TextAttributes)]] {
        let none: TextAttributes = []
        if SimpleMarkdown.isPlain(text) {
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { [(String($0), none)] }
        }
        return SimpleMarkdown.blocks(of: text).map { block in block.text.isEmpty ? [(" ", none)] : block.segments }
    }

    var body: some View {
        let lines = self.lines, wraps = self.wraps, alignment = self.alignment
        // Without wrap a TextBlock is one line (its first); with maxLines, as many lines as it allows.
        let shown = wraps ? lines : Array(lines.prefix(1))
        return VStack {
            ForEach(shown.indices) { index in
                if wraps {
                    Text(segments: shown[index]).multilineTextAlignment(alignment)
                        .frame(width: alignment == .start ? nil : .expand)
                } else {
                    Text(segments: shown[index]).truncated().multilineTextAlignment(alignment)
                        .frame(width: alignment == .start ? nil : .expand)
                }
            }
        }
        .frame(maxHeight: maxLines)
        .clipped(maxLines != nil)
        .foregroundColor(color)
        .textAttributes(attributes)
        .accessibilityHeading(level: isHeading ? 2 : nil)
    }
}
