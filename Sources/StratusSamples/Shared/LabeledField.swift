import StratusCore
import StratusTerminal

/// A one-line text input with an optional label before it, bound to a value that lives in the screen's
/// state: typing calls `onChange` with the new text, and the screen writes it back (Nimbus's controlled
/// inputs). The sample apps' text inputs all draw this way.
struct LabeledField: View {
    var label: String?
    var placeholder: String
    var value: String
    var isSecure = false
    var onChange: (String) -> Void
    var onBlur: ((String) -> Void)?

    var body: some View {
        let current = value
        let change = onChange
        let blur = onBlur
        let field = TextField(placeholder, text: Binding(get: { current }, set: { change($0) }))
            .secure(isSecure)
            .onFocusChange { focused in if !focused { blur?(current) } }
        return HStack(alignment: .start, spacing: 1) {
            if let label, !label.isEmpty { Text(label + ":") }
            field.frame(width: .expand, minWidth: 8)
        }
    }
}

/// Reads an optional hex color (`#5F72C0`) from a screen; an invalid color is no color.
func screenColor(_ text: String?) -> Color? {
    text.flatMap(Color.init(hex:))
}
