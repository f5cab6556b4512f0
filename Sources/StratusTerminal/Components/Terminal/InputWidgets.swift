/// `terminal:button`: `[ text ]`; Enter, Space or a click runs `onPress`.
struct TerminalButton: View {
    let text: String
    let enabled: Bool
    let color: Color?
    let onPress: MapEvent
    let box: BoxStyle

    init(_ map: PropertyMap) {
        text = map.string("text") ?? ""
        enabled = map.bool("enabled") ?? true
        switch map.string("style")?.lowercased() {
        case "primary": color = WidgetPalette.accent
        case "danger": color = WidgetPalette.danger
        default: color = nil
        }
        onPress = map.event("onPress")
        box = BoxStyle(map)
    }

    var body: some View {
        let event = onPress
        return Button(text) { event.trigger() }
            .foregroundColor(color)
            .bold(color != nil)
            .disabled(!enabled)
            .boxStyle(box)
    }
}

/// `terminal:textInput`: a label and a one-line field. The text is this node's state, started from `value` and
/// started over when the server changes `value`; `onChange` runs on every edit, `onSubmit` on Enter, `onBlur`
/// when focus leaves.
struct TerminalTextInput: View {
    let label: String
    let placeholder: String
    let isPassword: Bool
    let enabled: Bool
    let maxLength: Int?
    let onChange: MapEvent
    let onSubmit: MapEvent
    let onBlur: MapEvent
    let box: BoxStyle
    @State var text: String

    init(_ map: PropertyMap) {
        label = map.string("label") ?? ""
        placeholder = map.string("placeholder") ?? ""
        isPassword = map.string("type")?.lowercased() == "password"
        enabled = map.bool("enabled") ?? true
        maxLength = map.int("maxLength")
        onChange = map.event("onChange")
        onSubmit = map.event("onSubmit")
        onBlur = map.event("onBlur")
        box = BoxStyle(map)
        let value = map.string("value") ?? ""
        _text = State(value: value, initial: .string(value))
    }

    var body: some View {
        let change = onChange, submit = onSubmit, blur = onBlur, limit = maxLength
        let state = $text
        let binding = Binding<String>(get: { state.wrappedValue }, set: { newValue in
            let clipped = limit.map { String(newValue.prefix(max(0, $0))) } ?? newValue
            guard clipped != state.wrappedValue else { return }
            state.wrappedValue = clipped
            change.trigger(with: .string(clipped))
        })
        return HStack {
            if !label.isEmpty { Text(label + ":").truncated() }
            TextField(placeholder, text: binding)
                .secure(isPassword)
                .onSubmit { submit.trigger(with: .string($0)) }
                .onFocusChange { focused in if !focused { blur.trigger(with: .string(state.wrappedValue)) } }
        }
        .disabled(!enabled)
        .boxStyle(box)
    }
}

/// `terminal:checkbox`: `[x] label`; Enter, Space or a click toggles and runs `onChange` with the new value.
struct TerminalCheckbox: View {
    let label: String
    let enabled: Bool
    let onChange: MapEvent
    let box: BoxStyle
    @State var checked: Bool

    init(_ map: PropertyMap) {
        label = map.string("label") ?? ""
        enabled = map.bool("enabled") ?? true
        onChange = map.event("onChange")
        box = BoxStyle(map)
        let value = map.bool("checked") ?? false
        _checked = State(value: value, initial: .bool(value))
    }

    var body: some View {
        let change = onChange, state = $checked
        return Toggle(label, isOn: Binding(get: { state.wrappedValue }, set: {
            state.wrappedValue = $0
            change.trigger(with: .bool($0))
        }))
        .disabled(!enabled)
        .boxStyle(box)
    }
}

/// `terminal:selectionGroup`: radio buttons, one focusable per option; selecting runs `onChange` with its value.
struct TerminalSelectionGroup: View {
    let options: [WidgetOption]
    let horizontal: Bool
    let enabled: Bool
    let onChange: MapEvent
    let box: BoxStyle
    @State var selected: JSONValue

    init(_ map: PropertyMap) {
        options = WidgetOption.parse(map.array("options"))
        horizontal = map.string("direction")?.lowercased() == "horizontal"
        enabled = map.bool("enabled") ?? true
        onChange = map.event("onChange")
        box = BoxStyle(map)
        let value = map["value"] ?? .null
        _selected = State(value: value, initial: value)
    }

    var body: some View {
        let change = onChange, state = $selected
        let radios = ForEach(options.indices) { index in
            let option = options[index]
            Toggle(option.label, isOn: Binding(get: { state.wrappedValue == option.value }, set: { _ in
                guard state.wrappedValue != option.value else { return }
                state.wrappedValue = option.value
                change.trigger(with: option.value)
            })).toggleStyle(.radio)
        }
        return Group {
            if horizontal { HStack(spacing: 2) { radios } } else { VStack { radios } }
        }
        .disabled(!enabled)
        .boxStyle(box)
    }
}

/// `terminal:select`: `label: [ value ▾ ]`; Enter opens the list under it, Up/Down move, Enter picks and runs
/// `onChange`, Esc closes.
struct TerminalSelect: View {
    let label: String
    let placeholder: String
    let options: [WidgetOption]
    let enabled: Bool
    let onChange: MapEvent
    let box: BoxStyle
    @State var selected: JSONValue
    @State var isOpen = false
    @State var highlighted = 0

    init(_ map: PropertyMap) {
        label = map.string("label") ?? ""
        placeholder = map.string("placeholder") ?? "Choose…"
        options = WidgetOption.parse(map.array("options"))
        enabled = map.bool("enabled") ?? true
        onChange = map.event("onChange")
        box = BoxStyle(map)
        let value = map["value"] ?? .null
        _selected = State(value: value, initial: value)
    }

    var body: some View {
        let current = options.first { $0.value == selected }?.label ?? placeholder
        let change = onChange, options = self.options
        let selectedState = $selected, open = $isOpen, highlight = $highlighted
        return VStack {
            HStack {
                if !label.isEmpty { Text(label + ":") }
                Text("[ \(current) \(isOpen ? "▴" : "▾") ]").truncated()
                    .focusable(onActivate: {
                        if open.wrappedValue, options.indices.contains(highlight.wrappedValue) {
                            let option = options[highlight.wrappedValue]
                            selectedState.wrappedValue = option.value
                            open.wrappedValue = false
                            change.trigger(with: option.value)
                        } else {
                            highlight.wrappedValue = max(0, options.firstIndex { $0.value == selectedState.wrappedValue } ?? 0)
                            open.wrappedValue = true
                        }
                    })
                    .onKeyPress { press in
                        guard open.wrappedValue else { return false }
                        switch press.key {
                        case .down: highlight.wrappedValue = min(options.count - 1, highlight.wrappedValue + 1)
                        case .up: highlight.wrappedValue = max(0, highlight.wrappedValue - 1)
                        case .escape: open.wrappedValue = false
                        case .tab: open.wrappedValue = false; return false
                        default: return false
                        }
                        return true
                    }
            }
            if isOpen {
                VStack {
                    ForEach(options.indices) { index in
                        Text((index == highlighted ? "› " : "  ") + options[index].label).reverse(index == highlighted)
                    }
                }
                .border(.rounded)
            }
        }
        .disabled(!enabled)
        .boxStyle(box)
    }
}
