import StratusCore

/// `adaptive:FactSet`: facts as two columns, the titles bold in a column as wide as the longest (at most a third of
/// the width offered), the values wrapping beside them; a list of terms to a screen reader.
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
        let titleWidth = min(24, facts.map { CharacterWidth.width(of: $0.title) }.max() ?? 0)
        return VStack {
            ForEach(facts.indices) { index in
                HStack(spacing: 2) {
                    Text(facts[index].title).bold().frame(width: titleWidth)
                    Text(facts[index].value)
                }
                .accessibility(.listitem)
            }
        }
        .accessibility(.list)
    }
}
