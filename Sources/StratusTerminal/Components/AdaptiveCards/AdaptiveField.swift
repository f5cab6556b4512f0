import StratusCore

/// `adaptive:Field`: an input of a card with, under it, the message of its failed validation (`error`, in the
/// danger color; empty: none). When `focusRequest` grows past the last request it served, focus goes to the
/// input: a submit that found it the first invalid input asks so.
struct AdaptiveField: View, Decodable {
    let error: String
    let focusRequest: Int
    @ChildViews var children: [AnyComponent]
    /// The last `focusRequest` focus was moved for.
    @State var served: Int

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        error = try properties.decode(String.self, forKey: "error", default: "")
        focusRequest = try properties.decode(Int.self, forKey: "focusRequest", default: 0)
        _children = try ChildViews(from: decoder)
        _served = State(wrappedValue: 0)
    }

    var body: some View {
        let children = self.children, error = self.error, request = focusRequest, served = $served
        return VStack {
            ForEach(children.indices) { children[$0] }
            if !error.isEmpty { Text(error).foregroundColor(WidgetPalette.danger) }
        }
        .takesFocus(when: request > served.wrappedValue) { served.wrappedValue = request }
    }
}
