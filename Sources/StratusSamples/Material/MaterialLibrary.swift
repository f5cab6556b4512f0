import StratusCore
import StratusTerminal

/// The `material:` components of nimbus-core's test screens.
public enum MaterialLibrary {
    /// `material:text`, `material:button` and `material:textInput`.
    public static let library = UILibrary("material")
        .addComponent("text", MaterialText.self)
        .addComponent("button", MaterialButton.self)
        .addComponent("textInput", MaterialTextInput.self)
}

/// `material:text`: its `text`, whatever its type (a number or a boolean shows as written).
struct MaterialText: View, Decodable {
    var text: String?

    var body: some View {
        Text(text ?? "")
    }
}

/// `material:button`: `text`, `onPress`; `onLongPress` runs on ctrl+enter, the terminal's long press.
struct MaterialButton: View, Decodable {
    var text: String?
    @Event var onPress: () -> Void
    @Event var onLongPress: () -> Void

    var body: some View {
        let longPress = onLongPress
        return Button(text ?? "", action: onPress)
            .onKeyPress { press in
                guard press == KeyPress(.enter, modifiers: .ctrl) else { return false }
                longPress()
                return true
            }
    }
}

/// `material:textInput`: `label`, `value`, `onChange`.
struct MaterialTextInput: View, Decodable {
    var label: String?
    @State var value: String?
    @StatefulEvent var onChange: (String) -> Void

    var body: some View {
        LabeledField(label: label, placeholder: "", text: _value, onChange: onChange)
    }
}
