import StratusCore
import StratusTerminal

/// `todoapp:textInput`: the search field of the to-do app (`label`, `value`, `color`, `onChange`).
struct TodoTextInput: View, Decodable {
    var label: String?
    var value: String?
    var color: String?
    @StatefulEvent var onChange: (String) -> Void

    var body: some View {
        LabeledField(label: nil, placeholder: label ?? "", value: value ?? "", onChange: onChange)
            .foregroundColor(screenColor(color))
    }
}
