import StratusCore
import StratusTerminal

/// `todoapp:textInput`: the search field of the to-do app (`label`, `value`, `color`, `onChange`).
struct TodoTextInput: View, Decodable {
    var label: String?
    @State var value: String?
    var color: String?
    @StatefulEvent var onChange: (String) -> Void

    var body: some View {
        LabeledField(label: nil, placeholder: label ?? "", text: _value, onChange: onChange)
            .foregroundColor(screenColor(color))
    }
}
