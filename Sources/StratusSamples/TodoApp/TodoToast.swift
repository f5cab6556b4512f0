import StratusCore
import StratusTerminal

/// `todoapp:toast`: a message over the screen while `message` is not empty, with a `✕` that hides it
/// (`onHide`, which the screen answers by clearing the message).
struct TodoToast: View, Decodable {
    var message: String?
    @Event var onHide: () -> Void

    var body: some View {
        if let message, !message.isEmpty {
            HStack(alignment: .start, spacing: 1) {
                Text(message)
                Button("✕", action: onHide).plain()
            }
            .padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
            .border(.rounded)
        }
    }
}
