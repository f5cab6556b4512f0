import StratusCore
import StratusTerminal

/// `todoapp:button`: the round "+" button of the to-do app. Sizes and radius are for touch screens and are
/// ignored; the colors are kept.
struct TodoButton: View, Decodable {
    var text: String
    var backgroundColor: String?
    var foregroundColor: String?
    @Event var onPress: () -> Void

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        text = try properties.decode(String.self, forKey: "text")
        backgroundColor = try properties.decodeIfPresent(String.self, forKey: "backgroundColor")
        foregroundColor = try properties.decodeIfPresent(String.self, forKey: "foregroundColor")
        _onPress = try properties.decode(Event.self, forKey: "onPress")
        properties.ignore("width", "height", "radius", "fontSize")
    }

    var body: some View {
        Button(text, action: onPress)
            .foregroundColor(screenColor(foregroundColor))
            .backgroundColor(screenColor(backgroundColor))
    }
}
