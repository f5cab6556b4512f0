import StratusCore

/// `adaptive:FactSet`: facts as two columns, the titles bold in a column as wide as the longest (at most 24 cells),
/// the values wrapping beside them, both in the cards' Markdown subset; a list of terms to a screen reader.
struct AdaptiveFactSet: View, Decodable {
    struct Fact: Decodable, SchemaDescribing {
        static var valueSchema: ValueSchema { .any }
        var title: String
        var value: String

        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: PropertyKey.self)
            title = try properties.decode(String.self, forKey: "title", default: "")
            value = try properties.decode(String.self, forKey: "value", default: "")
        }
    }

    let facts: [Fact]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        facts = try properties.decode([Fact].self, forKey: "facts", default: [])
    }

    var body: some View {
        let facts = self.facts
        let titleWidth = min(24, facts.map { fact in
            AdaptiveTextBlock.lines(ofMarkdown: fact.title).map { line in
                line.reduce(0) { $0 + CharacterWidth.width(of: $1.text) }
            }.max() ?? 0
        }.max() ?? 0)
        return VStack {
            ForEach(facts.indices) { index in
                HStack(spacing: 2) {
                    Self.markdown(facts[index].title).bold().frame(width: titleWidth)
                    Self.markdown(facts[index].value)
                }
                .accessibility(.listitem)
            }
        }
        .accessibility(.list)
    }

    /// A text in the cards' Markdown subset, its lines wrapping.
    private static func markdown(_ text: String) -> some View {
        let lines = AdaptiveTextBlock.lines(ofMarkdown: text)
        return VStack { ForEach(lines.indices) { Text(segments: lines[$0]) } }
    }
}
