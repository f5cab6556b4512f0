import StratusCore
import StratusTerminal

/// `todoapp:selectionGroup`: one choice among `options` (`All`, `To do`, `Done`), the chosen one in `value`;
/// choosing calls `onChange` with the option. Each option is a radio button whose id is `<node id>:<option>`,
/// so `stratus render --keys "click:status-filter:Done"` chooses it.
struct TodoSelectionGroup: View, Decodable {
    var options: [String]
    var value: String?
    @StatefulEvent var onChange: (String) -> Void
    var nodeID: String

    enum CodingKeys: String, CodingKey { case options, value, onChange }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        options = try container.decodeIfPresent([String].self, forKey: .options) ?? []
        value = try container.decodeIfPresent(String.self, forKey: .value)
        _onChange = try container.decode(StatefulEvent<String>.self, forKey: .onChange)
        // Components are decoded on the main actor, where nodes live.
        if let node = decoder.stratusUserInfo(.stratusNode) as? Node {
            nodeID = MainActor.assumeIsolated { node.id }
        } else {
            nodeID = "selection"
        }
    }

    var body: some View {
        let change = onChange
        return HStack(alignment: .start, spacing: 1) {
            ForEach(options, content: { option in
                Toggle(option, isOn: Binding(get: { option == value }, set: { _ in change(option) }))
                    .toggleStyle(.radio)
                    .id("\(nodeID):\(option)")
            })
        }
    }
}
