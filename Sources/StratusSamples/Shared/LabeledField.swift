import StratusCore
import StratusTerminal

/// A one-line text input with an optional label before it, for Nimbus's controlled inputs: the text is the
/// node's own state, started from the screen's `value` (and started over when the screen changes it); each
/// edit updates that state at once, then calls `onChange` so that the screen writes it back.
///
/// Editing reads the live state, never the value captured when the field was drawn, so keys that arrive
/// faster than frames (fast typing, a paste, keys in one read) all land. The sample apps' text inputs all draw
/// this way.
struct LabeledField: View {
    var label: String?
    var placeholder: String
    var text: State<String?>
    var isSecure = false
    var onChange: (String) -> Void
    var onBlur: ((String) -> Void)?
    /// Shapes each edit before it is kept (a mask); nil keeps the text as typed.
    var shape: ((String) -> String)?

    var body: some View {
        let state = text
        let change = onChange
        let blur = onBlur
        let shape = self.shape
        let binding = Binding<String>(get: { state.wrappedValue ?? "" }, set: { typed in
            let newValue = shape?(typed) ?? typed
            guard newValue != state.wrappedValue ?? "" else { return }
            state.wrappedValue = newValue
            change(newValue)
        })
        let field = TextField(placeholder, text: binding)
            .secure(isSecure)
            .onFocusChange { focused in if !focused { blur?(state.wrappedValue ?? "") } }
            .accessibilityLabel(label ?? "")
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
