import StratusCore
import StratusTerminal

/// `todoapp:button`: the round "+" button of the to-do app. Sizes and radius are for touch screens and are
/// ignored; the colors are kept.
struct TodoButton: View, Decodable {
    var text: String
    var backgroundColor: String?
    var foregroundColor: String?
    @Event var onPress: () -> Void

    var body: some View {
        Button(text, action: onPress)
            .foregroundColor(screenColor(foregroundColor))
            .backgroundColor(screenColor(backgroundColor))
    }
}
