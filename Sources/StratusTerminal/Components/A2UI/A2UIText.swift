/// `a2ui:Text`: a text in one of the catalog's variants; a terminal has one type size, so `h1` to `h5` are told
/// apart by their attributes (``SimpleMarkdown/headingAttributes(level:)``), a caption is dim, body text plain;
/// simple Markdown is shown as ``SimpleMarkdown`` says, its heading lines headings of the accessibility tree (`#`
/// level 1) and its runs of list items lists.
struct A2UIText: View, Decodable {
    enum Variant: String, CaseIterable, Decodable { case h1, h2, h3, h4, h5, caption, body }

    let text: String
    let variant: Variant

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        text = try properties.decode(String.self, forKey: "text", default: "")
        variant = try properties.decode(Variant.self, forKey: "variant", default: .body)
        properties.ignore("weight")
        properties.ignore("accessibility")
    }

    /// A body text, as the decoder makes one that sets nothing else.
    private init(text: String) {
        self.text = text
        variant = .body
    }

    /// A body text with none of A2UI's words for assistive technology, as the decoder makes a node whose one
    /// property is `text` (most texts of a surface, a long column's): what `A2UILibrary` makes without the decoder.
    static func plain(_ text: String) -> A2UIAccessible<A2UIText> {
        A2UIAccessible(base: A2UIText(text: text))
    }

    var attributes: TextAttributes {
        switch variant {
        case .h1, .h2, .h3, .h4, .h5: return SimpleMarkdown.headingAttributes(level: headingLevel ?? 1)
        case .caption: return .dim
        case .body: return []
        }
    }

    /// The heading level of `h1`-`h5`; nil for other variants.
    var headingLevel: Int? {
        switch variant {
        case .h1: return 1
        case .h2: return 2
        case .h3: return 3
        case .h4: return 4
        case .h5: return 5
        case .caption, .body: return nil
        }
    }

    /// A body text without Markdown resolves straight into its text box, which `body`'s modifiers would each leave
    /// as it is (as `layout:text`'s default look does).
    func _resolve(into resolution: inout _ViewResolution) -> Bool {
        guard variant == .body, SimpleMarkdown.isPlain(text) else { return false }
        resolution.box = Text(text).makeNode(in: resolution.context)
        return true
    }

    var body: some View {
        let variant = attributes
        return Group {
            if SimpleMarkdown.isPlain(text) {
                Text(text).textAttributes(variant)
            } else {
                let blocks = SimpleMarkdown.blocks(of: text), runs = SimpleMarkdown.runs(of: blocks)
                VStack {
                    ForEach(runs.indices) { run in
                        if blocks[runs[run].lowerBound].isListItem {
                            VStack {
                                ForEach(Array(runs[run])) { Self.line(blocks[$0], variant).accessibility(.listitem) }
                            }
                            .accessibility(.list)
                        } else {
                            Self.line(blocks[runs[run].lowerBound], variant)
                        }
                    }
                }
            }
        }
        .accessibilityHeading(level: headingLevel)
    }

    /// One line of Markdown, with the attributes of the text's variant and its own; a heading line is a heading.
    private static func line(_ block: SimpleMarkdown.Block, _ variant: TextAttributes) -> some View {
        Group {
            if block.text.isEmpty {
                Text(" ")
            } else if block.wraps {
                Text(segments: block.segments)
            } else {
                Text(segments: block.segments).truncated()
            }
        }
        .textAttributes(variant.union(block.attributes))
        .accessibilityHeading(level: block.headingLevel)
    }
}
