import StratusCore
import StratusTerminal

/// `store:button`: `text`, `onPress`, and `enabled` (true by default). nimbus-core's forEach tests use it
/// without a text, so a missing text is an empty title rather than an error.
struct StoreButton: View, Decodable {
    var text: String?
    var enabled: Bool?
    @Event var onPress: () -> Void

    var body: some View {
        Button(text ?? "", action: onPress).disabled(enabled == false)
    }
}

/// `store:textInput`: `label`, `placeholder`, `value`, `type` (`password` hides the text), `onChange` and
/// `onBlur` (which the address form uses to look a zip code up), and `mask` (see ``TextMask``), which the store
/// backend's card, expiry and zip fields send.
struct StoreTextInput: View, Decodable {
    var label: String?
    var placeholder: String?
    @State var value: String?
    var type: String?
    var mask: String?
    @StatefulEvent var onChange: (String) -> Void
    @StatefulEvent var onBlur: (String) -> Void

    var body: some View {
        LabeledField(label: label, placeholder: placeholder ?? "", text: _value,
                     isSecure: type?.lowercased() == "password", onChange: onChange, onBlur: onBlur,
                     shape: mask.map { TextMask(pattern: $0).apply })
    }
}

/// `store:spinner`: shown while a request of the store runs; a status "Loading" to a screen reader.
struct StoreSpinner: View, Decodable {
    var body: some View {
        Text("◌ Loading…").dim().accessibility(.status, name: "Loading")
    }
}
