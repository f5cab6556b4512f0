/// A button: `[ Title ]`, focusable, run by Enter, Space or a click; reverse video while focused.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: () -> Void
    var bracketed = true

    /// A button showing `label`, running `action` when activated.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    /// Primitive.
    public var body: Never { neverBody() }

    /// Without the `[ ]` brackets: just the label, still focusable and activatable.
    public func plain() -> Button {
        var copy = self
        copy.bracketed = false
        return copy
    }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let content = resolveView(label, in: context)
        let node: BoxDescription
        if bracketed {
            let opening = BoxDescription(.text(TextBlock(text: "[ "))), closing = BoxDescription(.text(TextBlock(text: " ]")))
            opening.accessibility = .hidden
            closing.accessibility = .hidden
            node = BoxDescription(.stack(.horizontal), children: [opening, BoxDescription(.none, children: content), closing])
        } else {
            node = BoxDescription(.none, children: content)
        }
        node.identity = context.nextFocusIdentity()
        node.focusable = true
        // Named by the text of its label.
        node.accessibility = AccessibilityTraits(.button)
        let action = self.action, graph = context.graph
        // Pressing a button sends or uses what was typed (Docs/Keys.md, "Leaving with typed text").
        context.graph.handlers.update(node, .activate) {
            $0.onActivate = { [weak graph] in
                graph?.handTypedTextOver()
                action()
            }
        }
        return [node]
    }
}

extension Button where Label == Text {
    /// A button with a text title.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A check box with a label: `[x] label` or `[ ] label`; Enter, Space or a click flips it.
public struct Toggle: View, PrimitiveView {
    let title: String
    let isOn: Binding<Bool>
    var style = ToggleStyle.checkbox

    /// How a toggle draws its mark.
    public enum ToggleStyle: Sendable {
        /// `[x]` / `[ ]`.
        case checkbox
        /// `(•)` / `( )`, for one choice among several.
        case radio
        /// `[on ]` / `[off]`.
        case `switch`
        /// `[✓ title]` / `[ title ]`: a chip, one of several on a row; as wide chosen as not.
        case chip
    }

    /// A toggle bound to `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = TextSanitizer.sanitize(title, keepNewlines: false)
        self.isOn = isOn
    }

    /// Primitive.
    public var body: Never { neverBody() }

    /// Draws the mark as a check box, a radio button or a switch.
    public func toggleStyle(_ style: ToggleStyle) -> Toggle {
        var copy = self
        copy.style = style
        return copy
    }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let on = isOn.wrappedValue
        let mark: String
        switch style {
        case .checkbox: mark = on ? "[x]" : "[ ]"
        case .radio: mark = on ? "(•)" : "( )"
        case .switch: mark = on ? "[on ]" : "[off]"
        case .chip: mark = on ? "[✓ \(title)]" : "[ \(title) ]"
        }
        let text = style == .chip || title.isEmpty ? mark : "\(mark) \(title)"
        let node = BoxDescription(.text(TextBlock(text: text, wrap: false)))
        node.identity = context.nextFocusIdentity()
        node.focusable = true
        var traits: AccessibilityTraits
        switch style {
        case .checkbox, .chip: traits = AccessibilityTraits(.checkbox, name: title)
        case .radio: traits = AccessibilityTraits(.radio, name: title)
        case .switch: traits = AccessibilityTraits(.switch, name: title)
        }
        traits.isChecked = on
        node.accessibility = traits
        let binding = isOn
        context.graph.handlers.update(node, .activate) { $0.onActivate = { binding.wrappedValue.toggle() } }
        return [node]
    }
}
