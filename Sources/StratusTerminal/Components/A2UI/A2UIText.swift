/// `a2ui:Text`: a text in one of the catalog's variants; a terminal has one type size, so headings are bold
/// (`h1` also underlined), a caption is dim, body text plain; simple Markdown is shown as ``SimpleMarkdown`` says.
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

    var attributes: TextAttributes {
        switch variant {
        case .h1: return [.bold, .underline]
        case .h2, .h3, .h4, .h5: return .bold
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

    var body: some View {
        let variant = attributes
        return Group {
            if SimpleMarkdown.isPlain(text) {
                Text(text).textAttributes(variant)
            } else {
                let blocks = SimpleMarkdown.blocks(of: text)
                VStack {
                    ForEach(blocks.indices) { index in
                        Group {
                            if blocks[index].text.isEmpty {
                                Text(" ")
                            } else if blocks[index].wraps {
                                Text(segments: blocks[index].segments)
                            } else {
                                Text(segments: blocks[index].segments).truncated()
                            }
                        }
                        .textAttributes(variant.union(blocks[index].attributes))
                    }
                }
            }
        }
        .accessibilityHeading(level: headingLevel)
    }
}
